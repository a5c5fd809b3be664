import BackplateDarwin
import Foundation

/// The current absolute time in seconds, as Core Animation's clock: seconds since the system
/// started (what `mach_absolute_time` counts on iOS), for measuring intervals.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
