import Foundation

/// Writes a printf-style message (`%@`, `%d`, `%{public}s`...) to `log` at `type`: one line on
/// standard error. Privacy annotations (`{public}`, `{private}`) are dropped, not applied.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    writeFormatted(message, log: log, type: type, args)
}

/// Writes a printf-style message at `type` to `log` (the level-first spelling).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    writeFormatted(message, log: log, type: type, args)
}

private func writeFormatted(_ message: StaticString, log: OSLog, type: OSLogType, _ args: [any CVarArg]) {
    guard log.isEnabled(type: type) else { return }
    let format = message.description.replacingOccurrences(of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
    OSLogOutput.write(String(format: format, arguments: args), level: type, subsystem: log.subsystem, category: log.category)
}
