import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// A paragraph's wrapped lines cut from one shaping of its text.
///
/// Pango 1.50 shapes a paragraph item once and then, to break it into lines, shapes again every
/// line it measures near the wrap width (each candidate break within three character widths of
/// it) and the last line, to verify it: a three-line paragraph is shaped about two and a half
/// times over, and shaping (HarfBuzz) is most of the cost of a text-heavy render.
///
/// Here the paragraph is shaped once, unwrapped, and its lines are taken from that shaping with
/// Pango's own rules, so they are the lines Pango makes:
/// - the same break opportunities (Pango's log attributes, `PANGO_WRAP_WORD`);
/// - the same choice: the last opportunity where the line's width, less a final white space,
///   fits the wrap width, as Pango's `process_item` chooses it;
/// - the same glyphs and geometry per line: Pango's letter spacing puts half of the spacing on
///   each side of every cluster whatever its position, so a line's glyphs measured alone equal
///   its glyphs inside the paragraph. At a line's break, Pango's `zero_line_final_space` and
///   `adjust_line_letter_spacing` are applied as Pango applies them: the space the line broke
///   at is emptied and the letter spacing outside the line's first and last glyph is trimmed.
///
/// A line's glyphs inside the paragraph are its glyphs alone only where the font kerns and
/// substitutes nothing across the break. Each break is checked: the word before it and the word
/// after it are shaped alone, as Pango shapes the lines it measures, and must match the
/// paragraph's glyphs; where one does not, the paragraph goes to Pango. `OneShapingLinesTests`
/// compares every line, glyph and position with Pango's layout over many texts, widths and sizes.
///
/// Only the simple case takes this path, and anything else gets `nil` (Pango's layout is used):
/// one item (one font, one script, one attribute set: no emoji, no fallback font, no tabs), left
/// to right, one paragraph (no hard line break), no hyphenation, every line breaking at a word
/// boundary within the width.
final class OneShapingLines: Sendable {
    /// The unwrapped layout that was shaped: it owns the text the glyph items refer to (read
    /// under the engine's lock).
    private let layoutHandle: CHandle<OpaquePointer>
    /// Per line, its glyphs (owned; freed with this object).
    let items: [CHandle<UnsafeMutablePointer<PangoGlyphItem>>]

    private init(layout: OpaquePointer, items: [UnsafeMutablePointer<PangoGlyphItem>]) {
        g_object_ref(UnsafeMutableRawPointer(layout))
        layoutHandle = CHandle(layout)
        self.items = items.map(CHandle.init)
    }

    deinit {
        for item in items { pango_glyph_item_free(item.pointer) }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The unwrapped layout that was shaped.
    var layout: OpaquePointer { layoutHandle.pointer }

    /// The text the items' offsets index (the layout's own copy).
    var text: UnsafePointer<CChar> { pango_layout_get_text(layout) }

    /// A line's logical width in Pango units (the sum of its glyphs' advances).
    func width(ofLine i: Int) -> Int32 { pango_glyph_string_get_width(items[i].pointer.pointee.glyphs) }

    /// A line's UTF-8 byte range in the text.
    func byteRange(ofLine i: Int) -> Range<Int> {
        let item = items[i].pointer.pointee.item.pointee
        return Int(item.offset)..<Int(item.offset + item.length)
    }

    /// The lines of `layout` (its text and attributes set, wrap mode `PANGO_WRAP_WORD_CHAR`)
    /// wrapped to `width` Pango units, or `nil` when the text is not the simple case. Call only
    /// for text `mayApply(to:text:direction:)` admits (it has no tab). Leaves the layout
    /// unwrapped (width −1); the caller sets its width again to lay it out with Pango.
    /// `words` keeps the words shaped alone for the checks of the breaks.
    static func lines(of layout: OpaquePointer, width: Int32, maxLines: Int, words: WordShapingCache? = nil) -> OneShapingLines? {
        guard width >= 0 else { return nil }
        pango_layout_set_width(layout, -1)
        guard pango_layout_get_line_count(layout) == 1,
              let line = pango_layout_get_line_readonly(layout, 0),
              let node = line.pointee.runs, node.pointee.next == nil,
              let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let item = run.pointee.item, item.pointee.analysis.level % 2 == 0,
              run.pointee.start_x_offset == 0, run.pointee.y_offset == 0,
              line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue
        else { return nil }
        let text = pango_layout_get_text(layout)!
        let charCount = Int(item.pointee.num_chars)
        guard item.pointee.offset == 0, charCount > 0 else { return nil }
        var attrCount: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(layout, &attrCount), Int(attrCount) == charCount + 1 else { return nil }
        let spacing = letterSpacing(of: item)
        let (left, right) = distribute(spacing)

        // The unwrapped line, with the trim Pango gave its ends undone: every cluster carries
        // its whole letter spacing, as in the shaping Pango breaks lines from.
        guard let whole = pango_glyph_item_copy(run) else { return nil }
        var owned: [UnsafeMutablePointer<PangoGlyphItem>] = []
        var ok = false
        defer { if !ok { pango_glyph_item_free(whole); owned.forEach { pango_glyph_item_free($0) } } }
        let glyphs = whole.pointee.glyphs!
        // A character no font has is drawn by Pango as a hex box: Pango's layout draws those.
        guard !(0..<Int(glyphs.pointee.num_glyphs)).contains(where: { glyphs.pointee.glyphs[$0].glyph & unknownGlyphFlag != 0 })
        else { return nil }
        guard glyphs.pointee.num_glyphs > 0, let first = firstAdvancing(glyphs), let last = lastAdvancing(glyphs),
              glyphs.pointee.glyphs[first].geometry.width > 0, glyphs.pointee.glyphs[last].geometry.width > 0 else { return nil }
        glyphs.pointee.glyphs[first].geometry.width += left
        glyphs.pointee.glyphs[first].geometry.x_offset += left
        glyphs.pointee.glyphs[last].geometry.width += right

        var widths = [Int32](repeating: 0, count: charCount)
        pango_glyph_item_get_logical_widths(whole, text, &widths)
        // With no negative advance, a longer line is never narrower: the first break that does
        // not fit ends the search, as Pango's does.
        guard !widths.contains(where: { $0 < 0 }) else { return nil }

        // Byte offset of each character, and the break each line ends at.
        var byteOffsets = [Int](repeating: 0, count: charCount + 1)
        var b = 0
        for i in 0..<charCount {
            byteOffsets[i] = b
            let lead = UInt8(bitPattern: text[b])
            b += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        byteOffsets[charCount] = b
        var ends: [Int] = []
        var start = 0
        while start < charCount {
            guard ends.count < maxLines else { return nil }
            var lineWidth: Int32 = 0
            var chosen = -1
            var i = start
            while i < charCount {
                lineWidth &+= widths[i]
                i += 1
                let a = attrs[i]
                guard a.break_inserts_hyphen == 0, a.break_removes_preceding == 0 else { return nil }
                guard i == charCount || a.is_line_break != 0 else { continue }
                let extra: Int32 = attrs[i - 1].is_white != 0 ? -widths[i - 1] : 0
                if lineWidth &+ extra <= width { chosen = i } else { break }
            }
            guard chosen > start else { return nil }
            ends.append(chosen)
            start = chosen
        }

        // Each break must be safe: the last word before it and the first word after it, shaped
        // alone as Pango shapes the lines it measures, must come out as inside the paragraph
        // (a font may kern across a space, or substitute a glyph for what follows it: Inter
        // raises a hyphen between capitals, "A - B").
        let totalBytes = Int32(byteOffsets[charCount])
        func window(_ from: Int, _ to: Int) -> Bool {
            sameGlyphs(whole, alone: from, to, item: item, text: text, totalBytes: totalBytes,
                       attrs: attrs, byteOffsets: byteOffsets, spacing: spacing, words: words)
        }
        var lineStart = 0
        for end in ends where end < charCount {
            var lastWord = end - 1
            while lastWord > lineStart && attrs[lastWord].is_line_break == 0 { lastWord -= 1 }
            var nextWord = end + 1
            while nextWord < charCount && attrs[nextWord].is_line_break == 0 { nextWord += 1 }
            guard window(lastWord, end), window(end, nextWord) else { return nil }
            lineStart = end
        }

        // Cut the lines off the whole shaping and finish each as Pango's post-processing does.
        for (n, end) in ends.enumerated() {
            let piece: UnsafeMutablePointer<PangoGlyphItem>
            if n == ends.count - 1 {
                piece = whole
            } else {
                let from = whole.pointee.item.pointee.offset
                guard let cut = pango_glyph_item_split(whole, text, Int32(byteOffsets[end]) - from) else { return nil }
                piece = cut
            }
            owned.append(piece)
            let g = piece.pointee.glyphs!
            guard g.pointee.num_glyphs > 0 else { return nil }
            if n < ends.count - 1 && attrs[end - 1].is_white != 0 {
                // zero_line_final_space: the space broken at, when it is a cluster of its own.
                let k = Int(g.pointee.num_glyphs) - 1
                if k == 0 || g.pointee.log_clusters[k] != g.pointee.log_clusters[k - 1] {
                    g.pointee.glyphs[k].geometry.width = 0
                    g.pointee.glyphs[k].glyph = emptyGlyph
                }
            }
            // adjust_line_letter_spacing for a line of one run: trim both outer sides.
            if let f = firstAdvancing(g) {
                g.pointee.glyphs[f].geometry.width -= left
                g.pointee.glyphs[f].geometry.x_offset -= left
            }
            if let l = lastAdvancing(g) {
                g.pointee.glyphs[l].geometry.width = max(0, g.pointee.glyphs[l].geometry.width - right)
            }
        }
        ok = true
        return OneShapingLines(layout: layout, items: owned)
    }

    /// Whether a text may take this path, told before shaping: one run without decorations or
    /// a baseline offset, no emoji (drawn in their own font), left to right, short enough to be
    /// laid out unchanged (`LongText`), and no tab or hard line break. The rest is checked on
    /// the shaping (`lines(of:width:maxLines:)`).
    static func mayApply(to runs: [TextRun], text: String, direction: LayoutDirection) -> Bool {
        guard direction == .leftToRight, runs.count == 1, let run = runs.first,
              run.underline == nil, run.strikethrough == nil, run.background == nil, run.baselineOffset == 0, run.inlineObject == nil,
              text.utf8.count <= LongText.threshold, !EmojiMetrics.contains(text) else { return false }
        // A tab or a line feed: Pango's layout (a line or paragraph separator shapes as two
        // lines unwrapped, and is found there).
        return !text.utf8.contains(where: { $0 < 0x20 })
    }

    /// Whether characters `from..<to` shaped alone (as Pango's `shape_run` shapes a line it
    /// measures: the item cut to them, then letter spaced) give the glyphs `whole` has for them.
    /// The word's glyphs come from `words` when it holds them.
    private static func sameGlyphs(_ whole: UnsafeMutablePointer<PangoGlyphItem>, alone from: Int, _ to: Int,
                                   item: UnsafeMutablePointer<PangoItem>, text: UnsafePointer<CChar>, totalBytes: Int32,
                                   attrs: UnsafePointer<PangoLogAttr>, byteOffsets: [Int], spacing: Int32,
                                   words: WordShapingCache?) -> Bool {
        guard from < to else { return false }
        let (start, end) = (Int32(byteOffsets[from]), Int32(byteOffsets[to]))
        let key = words == nil ? nil : WordShapingCache.key(item: item, text: text, start: Int(start), end: Int(end),
                                                            atStart: from == 0, atEnd: end == totalBytes)
        let alone: [Int32]
        if let key, let kept = words?.glyphs(for: key) {
            alone = kept
        } else {
            guard let shaped = shapeAlone(item: item, text: text, totalBytes: totalBytes, start: start, end: end,
                                          chars: Int32(to - from), attrs: attrs + from, spacing: spacing) else { return false }
            alone = shaped
            if let key, let font = item.pointee.analysis.font { words?.store(shaped, for: key, font: UnsafeMutableRawPointer(font)) }
        }
        // The whole shaping's glyphs of those characters (left to right: clusters ascend).
        let n = alone.count / 5
        let g = whole.pointee.glyphs!
        var first = 0
        while first < Int(g.pointee.num_glyphs) && g.pointee.log_clusters[first] < start { first += 1 }
        guard n > 0, first + n <= Int(g.pointee.num_glyphs),
              first + n == Int(g.pointee.num_glyphs) || g.pointee.log_clusters[first + n] >= end
        else { return false }
        for k in 0..<n {
            let b = g.pointee.glyphs[first + k], v = k * 5
            guard alone[v] == Int32(bitPattern: b.glyph), alone[v + 1] == b.geometry.width, alone[v + 2] == b.geometry.x_offset,
                  alone[v + 3] == b.geometry.y_offset, alone[v + 4] + start == g.pointee.log_clusters[first + k] else { return false }
        }
        return true
    }

    /// Bytes `start..<end` shaped alone and letter spaced, as five values per glyph: id,
    /// advance, x and y offsets, cluster (relative to `start`); `nil` when nothing is shaped.
    private static func shapeAlone(item: UnsafeMutablePointer<PangoItem>, text: UnsafePointer<CChar>, totalBytes: Int32,
                                   start: Int32, end: Int32, chars: Int32, attrs: UnsafePointer<PangoLogAttr>,
                                   spacing: Int32) -> [Int32]? {
        // Pango only reads the attributes it is given here.
        let attrs = UnsafeMutablePointer(mutating: attrs)
        guard let cut = pango_item_copy(item) else { return nil }
        defer { pango_item_free(cut) }
        cut.pointee.offset = start
        cut.pointee.length = end - start
        cut.pointee.num_chars = chars
        let alone = pango_glyph_string_new()!
        defer { pango_glyph_string_free(alone) }
        pango_shape_item(cut, text, totalBytes, attrs, alone, PANGO_SHAPE_NONE)
        let n = Int(alone.pointee.num_glyphs)
        guard n > 0 else { return nil }
        if spacing != 0 {
            var shaped = PangoGlyphItem(item: cut, glyphs: alone, y_offset: 0, start_x_offset: 0, end_x_offset: 0)
            pango_glyph_item_letter_space(&shaped, text, attrs, spacing)
            let (left, right) = distribute(spacing)
            alone.pointee.glyphs[0].geometry.width += left
            alone.pointee.glyphs[0].geometry.x_offset += left
            alone.pointee.glyphs[n - 1].geometry.width += right
        }
        var values = [Int32](repeating: 0, count: n * 5)
        for k in 0..<n {
            let a = alone.pointee.glyphs[k]
            values[k * 5] = Int32(bitPattern: a.glyph)
            values[k * 5 + 1] = a.geometry.width
            values[k * 5 + 2] = a.geometry.x_offset
            values[k * 5 + 3] = a.geometry.y_offset
            values[k * 5 + 4] = alone.pointee.log_clusters[k]
        }
        return values
    }

    /// `PANGO_GLYPH_EMPTY`: a glyph that draws nothing (a space emptied at a break).
    static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
    /// `PANGO_GLYPH_UNKNOWN_FLAG`: a character no font has (Pango draws a hex box).
    static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    /// Draws line `i` in the current source with its baseline's left end at the current point:
    /// each glyph at the pen position plus its offsets (Pango units over `PANGO_SCALE`, as
    /// pangocairo places them), empty glyphs skipped, in the line's scaled font; on a surface
    /// that keeps text (PDF), with the text's clusters, so the document's text can be selected
    /// and searched.
    ///
    /// Not `pango_cairo_show_glyph_item`: pangocairo draws with a renderer it shares between
    /// calls, whose foreground alpha a text of several colours leaves set (every run of a layout
    /// line sets it from its attributes) and a glyph item's draw does not reset, so a
    /// translucent line drawn after such a text came out in that text's last alpha.
    func show(line i: Int, on cr: OpaquePointer) {
        let run = items[i].pointer
        guard let item = run.pointee.item, let font = item.pointee.analysis.font, let glyphs = run.pointee.glyphs,
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else { return }
        var originX = 0.0, originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        let count = Int(glyphs.pointee.num_glyphs)
        var placed = [cairo_glyph_t]()
        placed.reserveCapacity(count)
        var pen: Int32 = 0
        let unit = Double(PANGO_SCALE)
        for k in 0..<count {
            let g = glyphs.pointee.glyphs[k]
            if g.glyph != Self.emptyGlyph {
                let y = g.geometry.y_offset == 0 ? originY : originY + Double(g.geometry.y_offset) / unit
                placed.append(cairo_glyph_t(index: UInt(g.glyph), x: originX + Double(pen &+ g.geometry.x_offset) / unit, y: y))
            }
            pen &+= g.geometry.width
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_scaled_font(cr, scaled)
        guard cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0 else {
            GlyphCacheLock.withLock { cairo_show_glyphs(cr, placed, Int32(placed.count)) }
            return
        }
        // Clusters: each character run and the glyphs drawn for it, in order.
        var clusters: [cairo_text_cluster_t] = []
        var iter = PangoGlyphItemIter()
        var more = pango_glyph_item_iter_init_start(&iter, run, text) != 0
        while more {
            let drawn = (Int(iter.start_glyph)..<Int(iter.end_glyph)).filter { glyphs.pointee.glyphs[$0].glyph != Self.emptyGlyph }.count
            clusters.append(cairo_text_cluster_t(num_bytes: iter.end_index - iter.start_index, num_glyphs: Int32(drawn)))
            more = pango_glyph_item_iter_next_cluster(&iter) != 0
        }
        GlyphCacheLock.withLock {
            cairo_show_text_glyphs(cr, text + Int(item.pointee.offset), item.pointee.length, placed, Int32(placed.count),
                                   clusters, Int32(clusters.count), cairo_text_cluster_flags_t(rawValue: 0))
        }
    }

    /// Pango's `distribute_letter_spacing`: the half before a cluster and the rest after it.
    static func distribute(_ spacing: Int32) -> (left: Int32, right: Int32) {
        var left = spacing / 2
        if spacing & (Int32(PANGO_SCALE) - 1) == 0 { left = (left + Int32(PANGO_SCALE) / 2) & ~(Int32(PANGO_SCALE) - 1) }
        return (left, spacing - left)
    }

    /// The item's letter spacing attribute (Pango units), 0 without one.
    private static func letterSpacing(of item: UnsafeMutablePointer<PangoItem>) -> Int32 {
        var node = item.pointee.analysis.extra_attrs
        while let n = node {
            node = n.pointee.next
            guard let attr = n.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                  attr.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING else { continue }
            return UnsafeMutableRawPointer(attr).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
        }
        return 0
    }

    /// The first glyph with an advance (Pango's `pad_glyphstring_left` trims it).
    private static func firstAdvancing(_ g: UnsafeMutablePointer<PangoGlyphString>) -> Int? {
        (0..<Int(g.pointee.num_glyphs)).first { g.pointee.glyphs[$0].geometry.width != 0 }
    }

    /// The last glyph with an advance (Pango's `pad_glyphstring_right` trims it).
    private static func lastAdvancing(_ g: UnsafeMutablePointer<PangoGlyphString>) -> Int? {
        (0..<Int(g.pointee.num_glyphs)).last { g.pointee.glyphs[$0].geometry.width != 0 }
    }
}

/// One drawn line's glyphs, as plain values (for tests that compare two layouts of a text).
package struct ShapedLineGlyphs: Equatable, Sendable {
    /// The line's UTF-8 byte range in the text.
    package var bytes: Range<Int>
    /// Per glyph: its id and its advance and offsets in Pango units.
    package var glyphs: [[Int32]]
}

extension PangoTextEngine {
    /// The glyphs of each line of `request` laid out now (the layout cache is not used), cut
    /// from one shaping where that applies or, with `oneShaping` false, always by Pango's
    /// layout; and whether they were cut from one shaping.
    package func lineGlyphs(_ request: TextLayoutRequest, oneShaping: Bool) -> (cut: Bool, lines: [ShapedLineGlyphs]) {
        lock.lock(); defer { lock.unlock() }
        let result = layoutLocked(request, oneShaping: oneShaping)
        guard let handle = result.shaped, let shaped = shapedText(for: handle) else { return (false, []) }
        func values(_ g: UnsafeMutablePointer<PangoGlyphString>) -> [[Int32]] {
            (0..<Int(g.pointee.num_glyphs)).map {
                let info = g.pointee.glyphs[$0]
                return [Int32(bitPattern: info.glyph), info.geometry.width, info.geometry.x_offset, info.geometry.y_offset]
            }
        }
        if let cut = shaped.oneShaping {
            return (true, cut.items.indices.map { ShapedLineGlyphs(bytes: cut.byteRange(ofLine: $0), glyphs: values(cut.items[$0].pointer.pointee.glyphs)) })
        }
        let lines = LongText.lines(of: shaped.layout).prefix(result.lineCount).map { line -> ShapedLineGlyphs in
            var glyphs: [[Int32]] = []
            var node = line.pointee.runs
            while let n = node {
                node = n.pointee.next
                if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) { glyphs += values(run.pointee.glyphs) }
            }
            return ShapedLineGlyphs(bytes: Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length), glyphs: glyphs)
        }
        return (false, Array(lines))
    }
}
