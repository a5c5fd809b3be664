import Foundation
import Logging

/// A swift-log handler that writes one JSON object per line to standard error (`time`,
/// `level`, `label`, `message` and the metadata as strings), for log collectors.
package struct JSONLogHandler: LogHandler {
    package var metadata: Logger.Metadata = [:]
    package var logLevel: Logger.Level = .info
    private let label: String
    private static let lock = NSLock()

    package init(label: String) { self.label = label }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (k, v) in metadata { fields[k] = "\(v)" }
        for (k, v) in event.metadata ?? [:] { fields[k] = "\(v)" }
        fields["time"] = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true))
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = "\(event.message)"
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else { return }
        Self.lock.withLock { FileHandle.standardError.write(data + Data("\n".utf8)) }
    }
}
