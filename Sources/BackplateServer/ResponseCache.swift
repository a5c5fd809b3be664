import Foundation
import BackplateCore

/// A rendered card: its bytes and their entity tag.
package struct RenderedCard: Sendable {
    package var data: Data
    /// A strong ETag (quoted), derived from the bytes.
    package var etag: String

    package init(data: Data) {
        self.data = data
        var hash = ContentHash()
        hash.add(bytes: data)
        etag = "\"" + hash.hex + "-" + String(data.count, radix: 16) + "\""
    }
}

/// Recently rendered cards by request, least recently used first out, bounded in bytes: a
/// repeated request (or a conditional one) costs no render while its card is cached.
package final class ResponseCache: Sendable {
    /// The most bytes of cards kept (0: caching off).
    package let byteLimit: Int
    /// The cards and the order of their uses.
    private struct Store {
        var entries: [String: (card: RenderedCard, tick: UInt64)] = [:]
        var bytes = 0
        var tick: UInt64 = 0
        /// Uses in order (key, tick), oldest first from `head`; a use whose tick is no longer its
        /// entry's is stale and skipped, so a hit and an eviction cost O(1) amortized.
        var uses: [(key: String, tick: UInt64)] = []
        var head = 0

        /// Records a use of `key`.
        mutating func touch(_ key: String, _ card: RenderedCard) {
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
    private let cards = LockedState(Store())

    package init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// The bytes held now.
    package var size: Int { cards.withLock { $0.bytes } }

    package func card(for key: String) -> RenderedCard? {
        cards.withLock { store in
            guard let entry = store.entries[key] else { return nil }
            store.touch(key, entry.card)
            return entry.card
        }
    }

    package func store(_ card: RenderedCard, for key: String) {
        let cost = card.data.count + key.utf8.count
        let byteLimit = byteLimit
        guard cost <= byteLimit / 4 else { return }
        cards.withLock { store in
            if let old = store.entries[key] { store.bytes -= old.card.data.count + key.utf8.count }
            store.touch(key, card)
            store.bytes += cost
            while store.bytes > byteLimit, store.head < store.uses.count {
                let use = store.uses[store.head]
                store.head += 1
                guard let entry = store.entries[use.key], entry.tick == use.tick else { continue }
                store.entries[use.key] = nil
                store.bytes -= entry.card.data.count + use.key.utf8.count
            }
            if store.head > 64, store.head * 2 > store.uses.count {
                store.uses.removeFirst(store.head)
                store.head = 0
            }
        }
    }
}
