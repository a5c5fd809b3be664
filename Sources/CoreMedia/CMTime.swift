import Foundation

/// A time value's count of ticks.
public typealias CMTimeValue = Int64
/// Ticks per second.
public typealias CMTimeScale = Int32
/// Which of several timelines a time belongs to (0 for ordinary media times).
public typealias CMTimeEpoch = Int64

/// A rational time, `value / timescale` seconds (CoreMedia's type, which AVFoundation
/// re-exports).
public struct CMTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ticks.
    public var value: CMTimeValue
    /// Ticks per second (0 for the invalid and infinite times).
    public var timescale: CMTimeScale
    /// The timeline the time belongs to; times of different epochs are unrelated.
    public var epoch: CMTimeEpoch = 0
    private var kind: Kind = .numeric

    private enum Kind: UInt8, Sendable, Hashable { case numeric, invalid, indefinite, positiveInfinity, negativeInfinity }

    /// A time of `value / timescale` seconds.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
        if timescale <= 0 { kind = .invalid }
    }

    /// A time with every field given, as C's memberwise initializer: `flags` without `.valid`
    /// make the invalid time, and an infinity or indefinite flag makes that time.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.init(value: value, timescale: timescale)
        self.epoch = epoch
        self.flags = flags
    }

    /// The time nearest `seconds` in ticks of `preferredTimescale`. NaN gives `.invalid`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self.init(value: 0, timescale: 0)
            kind = seconds.isNaN || preferredTimescale <= 0 ? .invalid : (seconds > 0 ? .positiveInfinity : .negativeInfinity)
            return
        }
        self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time.
    public static let invalid = CMTime(value: 0, timescale: 0)
    /// An unknown time (a live stream's duration).
    public static var indefinite: CMTime { var t = CMTime(value: 0, timescale: 0); t.kind = .indefinite; return t }
    /// After every time.
    public static var positiveInfinity: CMTime { var t = CMTime(value: 0, timescale: 0); t.kind = .positiveInfinity; return t }
    /// Before every time.
    public static var negativeInfinity: CMTime { var t = CMTime(value: 0, timescale: 0); t.kind = .negativeInfinity; return t }

    /// The time in seconds (NaN when invalid or indefinite, ±infinity when infinite).
    public var seconds: Double {
        switch kind {
        case .numeric: Double(value) / Double(timescale)
        case .invalid, .indefinite: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        }
    }
    /// Whether the time is a number of seconds.
    public var isNumeric: Bool { kind == .numeric }
    /// Whether the time is valid.
    public var isValid: Bool { kind != .invalid }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { kind == .indefinite }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { kind == .positiveInfinity }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { kind == .negativeInfinity }

    /// The time's flags: `.valid` for every time but `.invalid`, with `.positiveInfinity`,
    /// `.negativeInfinity` or `.indefinite` for those times. Setting them changes the time's kind.
    public var flags: CMTimeFlags {
        get {
            switch kind {
            case .numeric: .valid
            case .invalid: []
            case .indefinite: [.valid, .indefinite]
            case .positiveInfinity: [.valid, .positiveInfinity]
            case .negativeInfinity: [.valid, .negativeInfinity]
            }
        }
        set {
            if !newValue.contains(.valid) { kind = .invalid }
            else if newValue.contains(.indefinite) { kind = .indefinite }
            else if newValue.contains(.positiveInfinity) { kind = .positiveInfinity }
            else if newValue.contains(.negativeInfinity) { kind = .negativeInfinity }
            else { kind = timescale > 0 ? .numeric : .invalid }
        }
    }

    /// Compares by seconds (invalid times are equal to each other and before all others).
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        let l = lhs.seconds, r = rhs.seconds
        if l.isNaN || r.isNaN { return l.isNaN && !r.isNaN }
        return l < r
    }
    /// Equal when they denote the same number of seconds (1/2 == 2/4).
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        lhs.kind == rhs.kind && (lhs.kind != .numeric || Int64(lhs.value) * Int64(rhs.timescale) == Int64(rhs.value) * Int64(lhs.timescale))
    }
    /// Hashes the seconds.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind); if kind == .numeric { hasher.combine(seconds) } }
    /// The sum, as `CMTimeAdd`: exact in the least common multiple of the two timescales
    /// (1/3 + 1/2 = 5/6); infinities win, and an invalid or indefinite operand gives that time.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTimeArithmetic.combine(lhs, rhs, negatingRight: false)
    }
    /// The difference, as `CMTimeSubtract`, in the least common multiple of the two timescales.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTimeArithmetic.combine(lhs, rhs, negatingRight: true)
    }
    /// "value/timescale = seconds".
    public var description: String { isNumeric ? "\(value)/\(timescale) = \(seconds)" : "CMTime(\(kind))" }
}

/// A time of `value / timescale` seconds (the C function).
public func CMTimeMake(value: CMTimeValue, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// The time nearest `seconds` in ticks of `preferredTimescale` (the C function).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds (the C function).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
