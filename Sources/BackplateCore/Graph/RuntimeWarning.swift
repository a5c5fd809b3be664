import Foundation

/// Backplate's runtime warnings (invalid frames, contradictory constraints, missing fonts,
/// unknown symbols, undecodable images): each distinct message is printed once to standard
/// error, as SwiftUI logs them, and the process carries on with the documented fallback.
///
/// The record is bounded, so a long-running process (a server rendering views for days)
/// does not grow it without limit: it keeps at most `capacity` distinct messages, in the
/// order they were first emitted; once full, the oldest is forgotten (and printed again if
/// it recurs). Read it with `emitted`, empty it with `removeAll()`. Safe to use from any
/// thread.
public enum RuntimeWarning {
    /// The most distinct messages remembered at once.
    public static let capacity = 1_000

    private static let lock = NSLock()
    /// The remembered messages, oldest first, and the same messages as a set for lookups.
    nonisolated(unsafe) private static var order: [String] = []
    nonisolated(unsafe) private static var known: Set<String> = []
    /// The index of the oldest message in `order` once the record is full (a ring buffer).
    nonisolated(unsafe) private static var oldest = 0

    /// Prints `message` to standard error unless it is already remembered, and remembers it.
    /// - Complexity: O(1) amortized.
    public static func emit(_ message: String) {
        lock.lock()
        let isNew = !known.contains(message)
        if isNew {
            known.insert(message)
            if order.count < capacity {
                order.append(message)
            } else {
                known.remove(order[oldest])
                order[oldest] = message
                oldest = (oldest + 1) % capacity
            }
        }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("Backplate: \(message)\n".utf8)) }
    }

    /// The distinct messages remembered (at most `capacity`), oldest first.
    public static var emitted: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(order[oldest...] + order[..<oldest])
    }

    /// Forgets every remembered message: each is printed again the next time it is emitted.
    public static func removeAll() {
        lock.lock()
        order.removeAll()
        known.removeAll()
        oldest = 0
        lock.unlock()
    }
}
