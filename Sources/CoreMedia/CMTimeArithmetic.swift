import Foundation

/// The flags of a `CMTime`: whether it is valid, rounded, infinite or indefinite.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Flags of these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time is valid (every time but `.invalid` has it).
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when it was made or converted.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is positive infinity.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is negative infinity.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is indefinite (unknown).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time not numeric: both infinities and indefinite.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a time's value is rounded when its timescale changes.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    /// Halves go away from zero (the default).
    case roundHalfAwayFromZero = 1
    /// Toward zero (truncation).
    case roundTowardZero = 2
    /// Away from zero.
    case roundAwayFromZero = 3
    /// QuickTime's rounding: toward zero when shrinking the timescale, else half away from zero.
    case quickTime = 4
    /// Toward positive infinity (ceiling).
    case roundTowardPositiveInfinity = 5
    /// Toward negative infinity (floor).
    case roundTowardNegativeInfinity = 6
    /// `.roundHalfAwayFromZero`.
    public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}

/// The largest timescale a time may have.
public let kCMTimeMaxTimescale: Int32 = 0x7fff_ffff
/// Zero seconds (`CMTime.zero`).
public let kCMTimeZero = CMTime.zero
/// The invalid time (`CMTime.invalid`).
public let kCMTimeInvalid = CMTime.invalid
/// The indefinite time (`CMTime.indefinite`).
public let kCMTimeIndefinite = CMTime.indefinite
/// Positive infinity (`CMTime.positiveInfinity`).
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
/// Negative infinity (`CMTime.negativeInfinity`).
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity

/// Exact sums of times, in the least common multiple of their timescales.
enum CMTimeArithmetic {
    static func combine(_ lhs: CMTime, _ rhs: CMTime, negatingRight: Bool) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        let rightPositive = negatingRight ? rhs.isNegativeInfinity : rhs.isPositiveInfinity
        let rightNegative = negatingRight ? rhs.isPositiveInfinity : rhs.isNegativeInfinity
        if lhs.isPositiveInfinity { return rightNegative ? .invalid : .positiveInfinity }
        if lhs.isNegativeInfinity { return rightPositive ? .invalid : .negativeInfinity }
        if rightPositive { return .positiveInfinity }
        if rightNegative { return .negativeInfinity }
        let scale = leastCommonMultiple(Int64(lhs.timescale), Int64(rhs.timescale))
        if scale <= Int64(kCMTimeMaxTimescale) {
            let (left, leftOverflow) = lhs.value.multipliedReportingOverflow(by: scale / Int64(lhs.timescale))
            var (right, rightOverflow) = rhs.value.multipliedReportingOverflow(by: scale / Int64(rhs.timescale))
            if negatingRight { right = -right }
            let (sum, sumOverflow) = left.addingReportingOverflow(right)
            if !leftOverflow, !rightOverflow, !sumOverflow { return CMTime(value: sum, timescale: CMTimeScale(scale)) }
        }
        let seconds = negatingRight ? lhs.seconds - rhs.seconds : lhs.seconds + rhs.seconds
        return CMTime(seconds: seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }

    static func leastCommonMultiple(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }

    /// `value` divided by `divisor`, rounded by `method`.
    static func divide(_ value: Double, rounding method: CMTimeRoundingMethod) -> CMTimeValue {
        switch method {
        case .roundHalfAwayFromZero, .quickTime: CMTimeValue(value.rounded(.toNearestOrAwayFromZero))
        case .roundTowardZero: CMTimeValue(value.rounded(.towardZero))
        case .roundAwayFromZero: CMTimeValue(value.rounded(.awayFromZero))
        case .roundTowardPositiveInfinity: CMTimeValue(value.rounded(.up))
        case .roundTowardNegativeInfinity: CMTimeValue(value.rounded(.down))
        }
    }
}

extension CMTime {
    /// The time in ticks of `newTimescale`, rounded by `method`; non-numeric times are unchanged.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return newTimescale > 0 ? self : .invalid }
        let ticks = Double(value) * Double(newTimescale) / Double(timescale)
        return CMTime(value: CMTimeArithmetic.divide(ticks, rounding: method), timescale: newTimescale)
    }

    /// The time `multiplier` times over, in the same timescale (`CMTimeMultiply`).
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// The time `multiplier` times over, in the same timescale (`CMTimeMultiply`).
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// The time scaled by `multiplier`, rounded to its timescale (`CMTimeMultiplyByFloat64`).
    public static func * (time: CMTime, multiplier: Float64) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
    /// The time scaled by `multiplier`, rounded to its timescale (`CMTimeMultiplyByFloat64`).
    public static func * (multiplier: Float64, time: CMTime) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout CMTime, rhs: Int32) { lhs = lhs * rhs }
    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout CMTime, rhs: Float64) { lhs = lhs * rhs }
}

/// The sum of two times (`lhs + rhs`).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }
/// The difference of two times (`lhs - rhs`).
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
/// -1, 0 or 1 as `time1` is before, equal to or after `time2` (invalid times come first).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { time1 < time2 ? -1 : (time2 < time1 ? 1 : 0) }
/// The earlier of two times.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { time2 < time1 ? time2 : time1 }
/// The later of two times.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { time1 < time2 ? time2 : time1 }
/// The time without its sign.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    return time.isNumeric && time.value < 0 ? CMTime(value: -time.value, timescale: time.timescale) : time
}
/// The time `multiplier` times over, in the same timescale; non-numeric times are unchanged.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    let (value, overflow) = time.value.multipliedReportingOverflow(by: CMTimeValue(multiplier))
    return overflow ? CMTime(seconds: time.seconds * Double(multiplier), preferredTimescale: time.timescale)
        : CMTime(value: value, timescale: time.timescale)
}
/// The time scaled by `multiplier`, rounded half away from zero to its timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(value: CMTimeArithmetic.divide(Double(time.value) * multiplier, rounding: .default), timescale: time.timescale)
}
/// The time scaled by `multiplier / divisor`, in the same timescale (invalid when `divisor` is 0).
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard divisor != 0 else { return .invalid }
    guard time.isNumeric else { return time }
    let ticks = Double(time.value) * Double(multiplier) / Double(divisor)
    return CMTime(value: CMTimeArithmetic.divide(ticks, rounding: .default), timescale: time.timescale)
}
/// The time in ticks of `newTimescale`, rounded by `method`.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}
