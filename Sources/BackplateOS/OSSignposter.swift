import Synchronization

/// The message a signpost carries: an interpolated `OSLogMessage`.
public typealias SignpostMetadata = OSLogMessage

/// Marks intervals and events for Instruments. Linux has no Instruments and no signpost
/// store: the calls compile and record nothing (`isEnabled` is false), and an interval's
/// closure runs as it would.
public struct OSSignposter: Sendable {
    let log: OSLog

    /// A signposter for the default log.
    public init() { log = .default }
    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for `subsystem` and one of the system's categories.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter writing through `logger`'s log.
    public init(logger: Logger) { log = logger.handle }
    /// A signposter writing through `logHandle`.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are recorded: false on Linux.
    public var isEnabled: Bool { false }

    /// A new identifier, unique within this process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// An identifier derived from `object`'s address.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Begins an interval; returns the state `endInterval` takes.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState.beginState(id: id)
    }
    /// Begins an interval with a message; returns the state `endInterval` takes.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState.beginState(id: id)
    }
    /// Begins an interval measuring an animation.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) -> OSSignpostIntervalState {
        OSSignpostIntervalState.beginState(id: id)
    }
    /// Ends the interval `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends the interval `state` began, with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}
    /// Marks a point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a point in time, with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Runs `task` inside an interval named `name`, and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    /// Runs `task` inside an interval named `name` with a message, and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// An interval in progress, from `OSSignposter.beginInterval`.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The identifier the interval began with.
    package let signpostID: OSSignpostID

    init(id: OSSignpostID) { signpostID = id }

    /// The state of an interval begun with `id`.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }
}

/// Identifies a signpost interval or event.
public struct OSSignpostID: Comparable, Hashable, Codable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// An identifier with `value`.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier, unique within this process.
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    /// An identifier derived from `object`'s address.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    /// The identifier for intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by their values.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = Atomic<UInt64>(1)
    private static func next() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).oldValue }
}

/// The kind of an `os_signpost`: the beginning or end of an interval, or an event.
public struct OSSignpostType: RawRepresentable, Equatable, Sendable {
    public var rawValue: UInt8
    /// A type from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// Records a signpost: nothing on Linux.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Records a signpost with a printf-style message: nothing on Linux.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}
