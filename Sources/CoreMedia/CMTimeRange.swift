import Foundation

/// A span of media time: a start and a duration.
public struct CMTimeRange: Sendable, Hashable {
    /// Where the range starts.
    public var start: CMTime
    /// How long the range lasts.
    public var duration: CMTime

    /// A range of `duration` from `start`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// The range from `start` to `end`.
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }

    /// Where the range ends: its start plus its duration.
    public var end: CMTime { start + duration }
    /// Whether both times are valid and the duration is not negative.
    public var isValid: Bool { start.isValid && duration.isValid && !(duration < .zero) }
    /// Whether the range is valid and lasts no time.
    public var isEmpty: Bool { isValid && duration == .zero }

    /// The empty range at time zero.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// A range of invalid times.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// Whether `time` lies in the range (its start included, its end not).
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && !(time < start) && time < end
    }
}

extension CMTimeRange {
    /// Whether the range is valid and its start or duration is indefinite.
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

    /// Whether `range` lies wholly inside this range.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && !(range.start < start) && !(end < range.end)
    }

    /// The span both ranges cover (`.zero`-length at the later start when they do not overlap).
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        let lower = CMTimeMaximum(start, otherRange.start), upper = CMTimeMinimum(end, otherRange.end)
        return upper < lower ? CMTimeRange(start: lower, duration: .zero) : CMTimeRange(start: lower, end: upper)
    }

    /// The smallest range covering both ranges.
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        return CMTimeRange(start: CMTimeMinimum(start, otherRange.start), end: CMTimeMaximum(end, otherRange.end))
    }
}

/// The empty range at time zero (`CMTimeRange.zero`).
public let kCMTimeRangeZero = CMTimeRange.zero
/// The range of invalid times (`CMTimeRange.invalid`).
public let kCMTimeRangeInvalid = CMTimeRange.invalid
/// A range of `duration` from `start` (the C function).
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
/// The range from `start` to `end` (the C function).
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
/// Where `range` ends (the C function).
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
/// Whether `time` lies in `range` (the C function).
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }
/// Whether `range` wholly contains `otherRange` (the C function).
public func CMTimeRangeContainsTimeRange(_ range: CMTimeRange, otherRange: CMTimeRange) -> Bool { range.containsTimeRange(otherRange) }
