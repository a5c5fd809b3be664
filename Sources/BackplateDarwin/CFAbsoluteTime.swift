import Foundation

// Core Foundation's clock, which Linux's Foundation does not export: apps time their work with
// `CFAbsoluteTimeGetCurrent()` and subtract two readings.

/// A time interval in seconds, as Core Foundation's and QuartzCore's timing calls take it.
public typealias CFTimeInterval = Double

/// Seconds since 1 January 2001 00:00:00 UTC, Core Foundation's reference date.
public typealias CFAbsoluteTime = CFTimeInterval

/// The seconds from 1 January 1970 to Core Foundation's reference date in 2001.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200
/// The seconds from 1 January 1904 to Core Foundation's reference date in 2001.
public let kCFAbsoluteTimeIntervalSince1904: CFTimeInterval = 3_061_152_000

/// The current time in seconds since 1 January 2001 UTC, from the system clock (so it can step
/// when the clock is set, as on iOS); `Date().timeIntervalSinceReferenceDate`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
