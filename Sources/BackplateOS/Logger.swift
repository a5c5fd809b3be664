/// Writes messages to a subsystem and category's log. On Linux each message is one line on
/// standard error, `[subsystem:category] level: message`, with interpolated values shown as
/// Xcode's console shows them while debugging (privacy options do not redact them).
public struct Logger: Sendable {
    let handle: OSLog

    /// A logger for the shared default log.
    public init() { handle = .default }

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { handle = OSLog(subsystem: subsystem, category: category) }

    /// A logger that writes through `logObj`.
    public init(_ logObj: OSLog) { handle = logObj }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard handle.isEnabled(type: level) else { return }
        OSLogOutput.write(message.formatted, level: level, subsystem: handle.subsystem, category: handle.category)
    }

    /// Writes `message` at the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
