import BackplateCore
import Foundation

/// Where `Logger` and `os_log` messages go on Linux: one line each on standard error, as
/// Xcode's console shows them while debugging (values unredacted, every level included).
package enum OSLogOutput {
    private static let captured = LockedState<[String]?>(nil)

    /// Writes one message of `level` from `subsystem`/`category` (empty for `OSLog.default`).
    package static func write(_ message: String, level: OSLogType, subsystem: String, category: String) {
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        let line = "\(origin)\(level.name): \(message)"
        let wasCaptured = captured.withLock { lines -> Bool in
            guard lines != nil else { return false }
            lines!.append(line)
            return true
        }
        if !wasCaptured { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Runs `body` with the lines it logs kept instead of written (tests), and returns them.
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        captured.withLock { $0 = [] }
        defer { captured.withLock { $0 = nil } }
        try body()
        return captured.withLock { $0 ?? [] }
    }
}
