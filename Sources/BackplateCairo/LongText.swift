import Foundation
internal import CPangoCairo

/// Keeps long text linear in Pango.
///
/// Pango shapes a paragraph as items (runs of one font and script) and, each time it breaks a
/// line inside an item, shapes the rest of the item again: a paragraph or an unbreakable word
/// that is one long item costs time quadratic in its length (10^4 characters 0.57 s, 8 × 10^4
/// characters 33 s). Pango also measures in 32-bit units of 1/1024 pt, so a line longer than
/// about 2 million points overflows and the layout comes back empty.
///
/// Two limits, applied only to text longer than ``threshold`` bytes, answer both:
/// - items are cut every ``chunkBytes`` bytes (at character boundaries) by zero-rise
///   attributes, which change nothing drawn but bound the re-shaping per line; shaping
///   (kerning, ligatures) does not cross a cut;
/// - a line is at most ``maxLineWidth`` points long: text proposed no width wraps there
///   instead of overflowing (no text is dropped; such a view is far beyond any canvas).
enum LongText {
    /// Text shorter than this (UTF-8 bytes) is laid out unchanged.
    static let threshold = 4096
    /// The longest item Pango shapes, in UTF-8 bytes.
    static let chunkBytes = 512
    /// The longest line, in points (Pango's units overflow at about 2,097,000 pt).
    static let maxLineWidth: CGFloat = 1_000_000

    /// The layout's lines in one walk of Pango's list (`pango_layout_get_line_readonly(i)`
    /// walks the list from the start each time: quadratic in the number of lines).
    static func lines(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoLayoutLine>] {
        var out: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node {
            if let data = n.pointee.data { out.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }
        return out
    }

    /// Applies the limits to `layout`, whose text is `text` and whose attributes are set.
    /// Call with the Pango lock held.
    static func prepare(_ layout: OpaquePointer, text: String, hasWidth: Bool) {
        let utf8 = text.utf8
        guard utf8.count > threshold else { return }
        if !hasWidth { pango_layout_set_width(layout, Int32(maxLineWidth * 1024)) }
        guard let attrs = pango_layout_get_attributes(layout) else { return }
        // Cut positions: every chunkBytes, moved forward to the start of a character.
        var cuts: [UInt32] = []
        var next = chunkBytes
        var offset = 0
        for byte in utf8 {
            if offset >= next, byte & 0xC0 != 0x80 {
                cuts.append(UInt32(offset))
                next = offset + chunkBytes
            }
            offset += 1
        }
        var start: UInt32 = 0
        for cut in cuts + [UInt32(utf8.count)] {
            if let attr = pango_attr_rise_new(0) {
                attr.pointee.start_index = start
                attr.pointee.end_index = cut
                pango_attr_list_insert(attrs, attr)
            }
            start = cut
        }
        pango_layout_set_attributes(layout, attrs)
    }
}
