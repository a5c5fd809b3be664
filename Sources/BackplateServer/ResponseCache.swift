import Foundation

/// A rendered card: its bytes and their entity tag.
package struct RenderedCard: Sendable {
    package var data: Data
    /// A strong ETag (quoted), derived from the bytes.
    package var etag: String

    package init(data: Data) {
        self.data = data
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        etag = "\"" + String(hash, radix: 16) + "-" + String(data.count, radix: 16) + "\""
    }
}

/// Recently rendered cards by request, least recently used first out, bounded in bytes: a
/// repeated request (or a conditional one) costs no render while its card is cached.
package final class ResponseCache: @unchecked Sendable {
    // Unchecked Sendable: its mutable state is read and written only under `lock`.
    /// The most bytes of cards kept (0: caching off).
    package let byteLimit: Int
    private let lock = NSLock()
    private var entries: [String: (card: RenderedCard, tick: UInt64)] = [:]
    private var bytes = 0
    private var tick: UInt64 = 0
    /// Uses in order (key, tick), oldest first from `head`; a use whose tick is no longer its
    /// entry's is stale and skipped, so a hit and an eviction cost O(1) amortized.
    private var uses: [(key: String, tick: UInt64)] = []
    private var head = 0

    package init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// The bytes held now.
    package var size: Int { lock.withLock { bytes } }

    package func card(for key: String) -> RenderedCard? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            touch(key, entry.card)
            return entry.card
        }
    }

    package func store(_ card: RenderedCard, for key: String) {
        let cost = card.data.count + key.utf8.count
        guard cost <= byteLimit / 4 else { return }
        lock.withLock {
            if let old = entries[key] { bytes -= old.card.data.count + key.utf8.count }
            touch(key, card)
            bytes += cost
            while bytes > byteLimit, head < uses.count {
                let use = uses[head]
                head += 1
                guard let entry = entries[use.key], entry.tick == use.tick else { continue }
                entries[use.key] = nil
                bytes -= entry.card.data.count + use.key.utf8.count
            }
            if head > 64, head * 2 > uses.count {
                uses.removeFirst(head)
                head = 0
            }
        }
    }

    /// Records a use of `key` (under the lock).
    private func touch(_ key: String, _ card: RenderedCard) {
        tick += 1
        entries[key] = (card, tick)
        uses.append((key, tick))
        // Stale uses pile up under hits: keep at most a few per live entry.
        if uses.count - head > 4 * entries.count + 64 {
            uses = uses[head...].filter { entries[$0.key]?.tick == $0.tick }
            head = 0
        }
    }
}
