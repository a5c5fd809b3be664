import Foundation

/// Backplate's runtime warnings (invalid frames, contradictory constraints, missing fonts,
/// unknown symbols, undecodable images): each distinct message is printed once to standard
/// error, as SwiftUI logs them, and the process carries on with the documented fallback.
public enum RuntimeWarning {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: [String] = []

    /// Prints `message` once per process.
    public static func emit(_ message: String) {
        lock.lock()
        let isNew = !seen.contains(message)
        if isNew { seen.append(message) }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("Backplate: \(message)\n".utf8)) }
    }

    /// Every distinct message emitted so far, in order.
    public static var emitted: [String] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}
