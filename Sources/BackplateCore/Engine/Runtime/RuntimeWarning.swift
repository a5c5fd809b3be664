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

    private static let log = RuntimeWarningLog(capacity: capacity)

    /// Prints `message` to standard error unless it is already remembered, and remembers it.
    /// - Complexity: O(1) amortized.
    public static func emit(_ message: String) {
        collectors.deliver(message, to: RuntimeWarningCollectors.scope)
        if log.record(message) { FileHandle.standardError.write(Data("Backplate: \(message)\n".utf8)) }
    }

    private static let collectors = RuntimeWarningCollectors()

    /// Runs `body` and returns, with its result, the distinct warnings it emitted, even those
    /// already printed before: what `backplate preview` shows beside each preview. Counted are
    /// warnings emitted on this thread, in tasks started inside `body` and on the threads its
    /// renders use; work running beside it (another render, a queue of its own) is not.
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (result: T, warnings: [String]) {
        let id = collectors.open()
        do {
            let result = try RuntimeWarningCollectors.$scope.withValue(RuntimeWarningCollectors.scope + [id]) {
                try body()
            }
            return (result, collectors.close(id))
        } catch {
            _ = collectors.close(id)
            throw error
        }
    }

    /// The distinct messages remembered (at most `capacity`), oldest first.
    public static var emitted: [String] { log.messages }

    /// Forgets every remembered message: each is printed again the next time it is emitted.
    public static func removeAll() { log.removeAll() }
}

/// A bounded, thread-safe record of distinct messages in first-seen order: when full, the
/// oldest is forgotten to make room.
package final class RuntimeWarningLog: Sendable {
    /// The most messages kept.
    package let capacity: Int
    /// A ring buffer of messages (`oldest` indexes the first once it is full) and the set of them.
    private struct Ring {
        var messages: [String] = []
        var oldest = 0
        var known: Set<String> = []
    }
    private let ring = LockedState(Ring())

    /// Creates an empty log keeping at most `capacity` messages (at least 1).
    package init(capacity: Int) { self.capacity = max(capacity, 1) }

    /// Remembers `message`; returns whether it was new.
    package func record(_ message: String) -> Bool {
        let capacity = capacity
        return ring.withLock { ring in
            guard ring.known.insert(message).inserted else { return false }
            if ring.messages.count < capacity {
                ring.messages.append(message)
            } else {
                ring.known.remove(ring.messages[ring.oldest])
                ring.messages[ring.oldest] = message
                ring.oldest = (ring.oldest + 1) % capacity
            }
            return true
        }
    }

    /// The messages kept, oldest first.
    package var messages: [String] {
        ring.withLock { Array($0.messages[$0.oldest...] + $0.messages[..<$0.oldest]) }
    }

    /// Forgets every message.
    package func removeAll() {
        ring.withLock { $0 = Ring() }
    }
}

/// The open `RuntimeWarning.collecting` calls and the distinct messages each has seen
/// (each bounded by `RuntimeWarning.capacity`).
package final class RuntimeWarningCollectors: Sendable {
    /// The collectors open around the current task or thread, innermost last; a large-stack
    /// render thread takes over its caller's (`DeepStack`).
    @TaskLocal package static var scope: [Int] = []

    /// The last collector's number and the messages of each open one.
    private let state = LockedState<(next: Int, active: [Int: [String]])>((0, [:]))

    func open() -> Int {
        state.withLock { state in
            state.next += 1
            state.active[state.next] = []
            return state.next
        }
    }

    func close(_ id: Int) -> [String] {
        state.withLock { $0.active.removeValue(forKey: id) ?? [] }
    }

    /// Adds `message` to each of the collectors `ids` still open that has not seen it.
    func deliver(_ message: String, to ids: [Int]) {
        guard !ids.isEmpty else { return }
        state.withLock { state in
            for id in ids {
                guard let seen = state.active[id], !seen.contains(message), seen.count < RuntimeWarning.capacity else { continue }
                state.active[id]?.append(message)
            }
        }
    }
}
