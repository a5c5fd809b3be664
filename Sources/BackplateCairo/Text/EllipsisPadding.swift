internal import CPangoCairo

/// Pango widens the "…" of an ellipsized line until the line fills the layout's width, which
/// leaves a gap after it ("middle-trunc…   a-long-tail.pdf"). Core Text draws the ellipsis at its
/// own advance and the line ends short of the width, so the ellipsis run gets its advances back.
enum EllipsisPadding {
    /// Sets the glyphs of `line`'s ellipsis run, if it has one, to their fonts' advances. Changes
    /// nothing when called again. Call with the Pango lock held, before the line's extents are read.
    static func remove(from line: UnsafeMutablePointer<PangoLayoutLine>) {
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs, let font = item.pointee.analysis.font,
                  Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                var logical = PangoRectangle()
                pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[i].glyph, nil, &logical)
                glyphs.pointee.glyphs[i].geometry.width = logical.width
            }
        }
    }

    /// The advance of `line`'s glyphs, in Pango units: its logical width once the padding is
    /// gone (Pango keeps the padded width it measured before).
    static func advance(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        var total: Int32 = 0
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let glyphs = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs else { continue }
            total &+= pango_glyph_string_get_width(glyphs)
        }
        return total
    }
}
