import Foundation

/// A log message's level (`os_log`'s `type:`, `Logger.log(level:_:)`): default, info, debug,
/// error or fault. On Linux every level is written to standard error.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public var rawValue: UInt8

    /// A level from its raw value (`OS_LOG_TYPE_*`).
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// A level from its raw value (`OS_LOG_TYPE_*`).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`Logger.notice`, `Logger.log`); printed as "notice".
    public static let `default` = OSLogType(0x00)
    /// Helpful but not essential information.
    public static let info = OSLogType(0x01)
    /// Information for debugging.
    public static let debug = OSLogType(0x02)
    /// An error in the process.
    public static let error = OSLogType(0x10)
    /// A bug in the program or a system failure.
    public static let fault = OSLogType(0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}

/// A log object for a subsystem and category, which `os_log` and `Logger(_:)` write through.
/// Messages go to standard error with `[subsystem:category]` before them; `OSLog.disabled`
/// drops them.
public final class OSLog: NSObject, Sendable {
    /// The subsystem, usually the app's reverse-DNS identifier.
    package let subsystem: String
    /// The category within the subsystem.
    package let category: String
    let enabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    /// A log for `subsystem` and one of the system's categories (`.pointsOfInterest`).
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The shared log with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are recorded: every level unless the log is `disabled`.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded: false, there is no Instruments on Linux.
    public var signpostsEnabled: Bool { false }

    /// The system's predefined categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// A category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces the process.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts with backtraces, recorded only while a tool traces the process.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
