import Foundation
import BackplateCore

/// The texts one `PangoTextEngine` measured lately, with the Pango layouts it shaped them into,
/// reused by later measurements of the same request and drawn from directly.
///
/// It keeps results across renders on one engine (`LayoutPass.textCache` does within a render),
/// where a server measures the same labels again and again; a hit hands the stored layout to
/// the drawing (`PangoTextEngine.keep`), so text draws exactly the glyphs it was measured with.
/// The key is the whole `TextLayoutRequest`, so a hit is byte for byte a fresh shaping's result.
/// Bounded by ``maxEntries`` and ``maxBytes`` (oldest first; a text over a quarter of the bytes
/// is not kept), emptied by `PangoTextEngine.registerFonts(in:)`, and read and written only
/// under the owning engine's lock.
final class TextLayoutCache {
    /// The most texts kept per engine.
    static let maxEntries = 512
    /// The most bytes (estimated) of shaped text kept per engine.
    static let maxBytes = 4 << 20

    private struct Entry {
        let result: TextLayoutResult
        let shaped: PangoShapedText
        let bytes: Int
    }

    private var entries: [TextLayoutRequest: Entry] = [:]
    /// Keys in insertion order from `head` on (earlier slots are evicted and reused on compaction).
    private var order: [TextLayoutRequest] = []
    private var head = 0
    /// The estimated bytes of the entries kept.
    private(set) var bytes = 0

    /// How many texts are kept.
    var count: Int { entries.count }

    /// The requests kept, oldest first (for tests).
    var keptRequests: [TextLayoutRequest] { order[head...].filter { entries[$0] != nil } }

    /// Hits and misses since the engine was made (for tests and benchmarks).
    private(set) var hits = 0
    private(set) var misses = 0

    /// The estimated memory Pango holds for a laid-out text of `utf8Count` bytes on `lines`
    /// lines: per character its log attributes (8 bytes) and glyph (info and geometry, about
    /// 24 bytes, plus the cluster map), per line and run the list nodes and structures.
    static func estimatedBytes(utf8Count: Int, lines: Int) -> Int {
        1024 + utf8Count * 48 + lines * 128
    }

    /// The stored result and shaped layout for `request`, if kept.
    func lookup(_ request: TextLayoutRequest) -> (result: TextLayoutResult, shaped: PangoShapedText)? {
        guard let e = entries[request] else { misses += 1; return nil }
        hits += 1
        return (e.result, e.shaped)
    }

    /// The stored result for `request`, if kept, without counting a hit or a miss.
    func peek(_ request: TextLayoutRequest) -> TextLayoutResult? { entries[request]?.result }

    /// Whether `request` is kept (without counting a hit or a miss).
    func contains(_ request: TextLayoutRequest) -> Bool { entries[request] != nil }

    /// Keeps a measured result and its layout; evicts the oldest entries past the bounds.
    func store(_ result: TextLayoutResult, shaped: PangoShapedText, for request: TextLayoutRequest, utf8Count: Int) {
        let size = TextLayoutCache.estimatedBytes(utf8Count: utf8Count, lines: shaped.lines.count)
        guard size <= TextLayoutCache.maxBytes / 4, entries[request] == nil else { return }
        entries[request] = Entry(result: result, shaped: shaped, bytes: size)
        order.append(request)
        bytes += size
        while entries.count > TextLayoutCache.maxEntries || bytes > TextLayoutCache.maxBytes, head < order.count {
            if let old = entries.removeValue(forKey: order[head]) { bytes -= old.bytes }
            head += 1
        }
        // Drop the evicted slots once they are half the array, so `order` stays bounded.
        if head > 64, head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
    }

    /// Forgets every text (the layouts are released when no drawing holds them).
    func removeAll() {
        entries.removeAll()
        order.removeAll()
        head = 0
        bytes = 0
    }
}

extension PangoTextEngine {
    /// `layout(_:)` through the engine's `TextLayoutCache`: a kept request returns its result
    /// and hands its shaped layout to the drawing; otherwise the text is shaped and kept.
    /// Call with the engine's lock held.
    func cachedLayout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let handle = ShapedTextHandle.text(request)
        if let hit = layoutCache.lookup(request) {
            keep(hit.shaped, for: handle)
            return hit.result
        }
        let result = layoutLocked(request)
        // A text naming a family that is not installed is shaped again each time, so the
        // warning that it falls back to the system font is given per render as before.
        guard result.shaped == handle, request.runs.allSatisfy({ $0.font.family.map(familyAvailable) ?? true }),
              let shaped = shapedText(for: handle) else { return result }
        layoutCache.store(result, shaped: shaped, for: request,
                          utf8Count: request.runs.reduce(0) { $0 + $1.string.utf8.count })
        return result
    }
}
