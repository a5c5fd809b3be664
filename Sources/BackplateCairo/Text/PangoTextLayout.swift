import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Laying out a request with Pango: one shaping per font scale, wrapped and limited to the
/// proposal, shrunk to `minimumScaleFactor`, then truncated; and the facts the layout fast
/// paths ask for (unwrapped lines, the height of a line-limited text).
extension PangoTextEngine {
    /// Lays out text under a proposal (docs/layout-rules.md §11.3): wraps at word boundaries to the
    /// proposed width (breaking inside a word longer than a line), limits lines by `lineLimit`
    /// and by the proposed height (at least one line), shrinks the font down to
    /// `minimumScaleFactor` before truncating, then truncates with "…" per `truncationMode`.
    /// Sizes are rounded up to whole pixels of `displayScale`.
    package func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        lock.lock(); defer { lock.unlock() }
        return cachedLayout(request)
    }

    /// One shaping of the text at a font scale.
    private struct Attempt {
        let layout: OpaquePointer
        let metrics: TextLineMetrics
        let lineHeight: CGFloat
        let maxLines: Int
        let naturalLines: Int
        /// Letter spacing after the last character of the text (CoreText adds it; Pango does not).
        let trailingSpacing: CGFloat
        /// The font scale shaped at.
        let scale: CGFloat
        /// The runs shaped: the request's, their symbols' boxes at `scale`.
        let runs: [TextRun]
        /// The lines when they were cut from one shaping (never more than `maxLines`).
        var oneShaping: OneShapingLines?
        var overflows: Bool { naturalLines > maxLines }
    }

    /// The line box of a text's runs at a font scale: the largest ascent and descent (a run's
    /// baseline offset raising or lowering it), line gap and cap height.
    private func lineMetrics(_ runs: [TextRun], scale: CGFloat, objects: Bool = true) -> TextLineMetrics {
        // A line holding an emoji takes Apple Color Emoji's taller line metrics (CoreText
        // sizes a line by every font it draws with).
        let fontMetrics = runs.map { run -> TextLineMetrics in
            var m = self.metrics(for: run.font)
            if EmojiMetrics.contains(run.string) {
                m.ascent = max(m.ascent, run.font.size * EmojiMetrics.ascender)
                m.descent = max(m.descent, run.font.size * EmojiMetrics.descender)
            }
            return m
        }
        // A run's baseline offset raises (or lowers) it, and the line box grows to hold it.
        func offset(_ r: TextRun) -> CGFloat { r.baselineOffset.isFinite ? max(-1e4, min(r.baselineOffset, 1e4)) : 0 }
        var ascent = (zip(runs, fontMetrics).map { $1.ascent + max(0, offset($0)) }.max() ?? 0) * scale
        var descent = (zip(runs, fontMetrics).map { $1.descent + max(0, -offset($0)) }.max() ?? 0) * scale
        // An image shown in the text keeps its own size (a symbol's box comes scaled with the fonts).
        for run in runs where objects {
            guard let object = run.inlineObject else { continue }
            ascent = max(ascent, object.ascent + offset(run) * scale)
            descent = max(descent, object.descent - offset(run) * scale)
        }
        let leading = (fontMetrics.map(\.leading).max() ?? 0) * scale
        let cap = (fontMetrics.map(\.capHeight).max() ?? 0) * scale
        return TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap)
    }

    private func shape(_ unscaled: [TextRun], _ request: TextLayoutRequest, scale: CGFloat, oneShaping: Bool = true) -> Attempt {
        let runs = scale == 1 ? unscaled : unscaled.map { $0.scalingInlineObject(by: scale) }   // symbols shrink with the fonts
        let lineBox = lineMetrics(runs, scale: scale)
        let (ascent, descent, leading, cap) = (lineBox.ascent, lineBox.descent, lineBox.leading, lineBox.capHeight)
        let lineHeight = ascent + descent + leading
        let trailing = runs.last(where: { !$0.string.isEmpty }).map { ($0.tracking ?? $0.kerning) * scale } ?? 0

        let layout: OpaquePointer = paragraphLayout(direction: request.layoutDirection)
        let text = runs.map(\.string).joined()
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let attrs = attributes(for: runs, scale: scale)
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_single_paragraph_mode(layout, 0)
        var maxLines = request.lineLimit ?? Int.max
        if let h = request.height {
            let fit = ((h + request.lineSpacing) / max(lineHeight + request.lineSpacing, 0.001)).rounded(.down)
            maxLines = min(maxLines, fit.isFinite ? Int(max(min(fit, 1e6), 1)) : 1)
        }
        if let w = request.width {
            // Pango budgets a line with the letter spacing of its last character, then drops
            // it at the line's end, so the budget is the width plus SF's tracking: less with
            // negative tracking (small text), more with positive (24 pt and up, some at 11),
            // where a line proposed its own width would otherwise wrap or be cut.
            let edge = runs.compactMap { run -> CGFloat? in
                guard usesSystemMetrics(run.font) else { return nil }
                return -systemFace(for: run.font, size: max(run.font.size * scale, 0.01)).tracking
            }.max() ?? 0
            let budget = Int32(max(0, min(w - max(trailing, 0) - edge, 1e6)) * pangoScale)
            if oneShaping, OneShapingLines.mayApply(to: runs, text: text, direction: request.layoutDirection),
               let lines = OneShapingLines.lines(of: layout, width: budget, maxLines: min(max(maxLines, 1), LongText.cullingLineCount),
                                                     words: wordShapes) {
                return Attempt(layout: layout, metrics: TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap),
                               lineHeight: lineHeight, maxLines: max(maxLines, 1), naturalLines: lines.items.count,
                               trailingSpacing: trailing, scale: scale, runs: runs, oneShaping: lines)
            }
            pango_layout_set_width(layout, budget)
        }
        LongText.prepare(layout, text: text, hasWidth: request.width != nil)
        return Attempt(layout: layout, metrics: TextLineMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: cap),
                       lineHeight: lineHeight, maxLines: max(maxLines, 1),
                       naturalLines: Int(pango_layout_get_line_count(layout)), trailingSpacing: trailing, scale: scale, runs: runs)
    }

    func layoutLocked(_ request: TextLayoutRequest, oneShaping: Bool = true) -> TextLayoutResult {
        var runs = request.runs.isEmpty ? [TextRun(string: "", font: ResolvedFont(family: nil, size: 17))] : request.runs
        if runs.allSatisfy({ $0.string.isEmpty || $0.font.size <= 0 }) { return emptyLayout(runs, request) }
        // Long text that can show only a few lines is cut to what those lines can hold.
        if let cut = LongText.cutForLimitedLines(runs, request) { runs = cut }
        var attempt = shape(runs, request, scale: 1, oneShaping: oneShaping)
        let minimum = request.minimumScaleFactor.isFinite ? min(max(request.minimumScaleFactor, 0.01), 1) : 1
        if attempt.overflows && minimum < 1 {
            // The largest scale at which the text fits, to 1% (SwiftUI shrinks before truncating).
            let smallest = shape(runs, request, scale: minimum, oneShaping: oneShaping)
            if smallest.overflows {
                g_object_unref(UnsafeMutableRawPointer(attempt.layout))
                attempt = smallest
            } else {
                var lo = minimum, hi: CGFloat = 1, best = smallest
                while hi - lo > 0.01 {
                    let mid = (lo + hi) / 2
                    let a = shape(runs, request, scale: mid, oneShaping: oneShaping)
                    if a.overflows {
                        hi = mid
                        g_object_unref(UnsafeMutableRawPointer(a.layout))
                    } else {
                        lo = mid
                        g_object_unref(UnsafeMutableRawPointer(best.layout))
                        best = a
                    }
                }
                g_object_unref(UnsafeMutableRawPointer(attempt.layout))
                attempt = best
            }
        }
        let layout = attempt.layout
        var lineCount = attempt.naturalLines
        let scale = attempt.scale
        runs = attempt.runs
        func rise(_ run: TextRun) -> CGFloat { run.baselineOffset.isFinite ? max(-1e4, min(run.baselineOffset * scale, 1e4)) : 0 }
        if attempt.overflows {
            let mode: PangoEllipsizeMode
            switch request.truncationMode {
            case .head: mode = PANGO_ELLIPSIZE_START
            case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .tail: mode = PANGO_ELLIPSIZE_END
            }
            if request.width == nil {
                // Pango ellipsizes only with a width: use the widest line's.
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                pango_layout_set_width(layout, logical.width)
            }
            pango_layout_set_ellipsize(layout, mode)
            pango_layout_set_height(layout, -Int32(attempt.maxLines))
            lineCount = Int(pango_layout_get_line_count(layout))
        }

        var widths: [CGFloat] = []
        var xs: [CGFloat] = []
        let extents: [PangoRectangle]
        if let cut = attempt.oneShaping {
            // A left-to-right line of one run starts at 0 and is as wide as its advances.
            extents = cut.items.indices.map { PangoRectangle(x: 0, y: 0, width: cut.width(ofLine: $0), height: 0) }
        } else {
            let laidOut = LongText.lines(of: layout)
            UnknownCharacters.warn(lines: laidOut)
            let ellipsized = pango_layout_is_ellipsized(layout) != 0
            extents = laidOut.prefix(lineCount).map {
                var logical = PangoRectangle()
                pango_layout_line_get_extents($0, nil, &logical)
                if ellipsized { logical.width = EllipsisPadding.advance(of: $0) }
                return logical
            }
        }
        for i in 0..<min(lineCount, extents.count) {
            let logical = extents[i]
            let w = CGFloat(logical.width) / pangoScale
            // A line wrapped to the proposed width does not report more than it: Pango's letter
            // spacing at a line's end (SF's negative tracking) can leave a wrapped line up to
            // a few points over. A single glyph wider than the proposal still reports its width.
            let natural = w > 0 ? max(0, w + attempt.trailingSpacing) : 0
            let limit = request.width.map { $0.isFinite ? max($0, 0) : CGFloat.infinity } ?? .infinity
            widths.append(natural > limit && natural - limit < 4 && lineCount > 1 ? limit : natural)
            xs.append(CGFloat(logical.x) / pangoScale)
        }
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        func up(_ v: CGFloat) -> CGFloat { max(0, (v / p - 1e-6).rounded(.up) * p) + 0 }
        let lineHeight = attempt.lineHeight
        let ascent = attempt.metrics.ascent
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let width = up(widths.max() ?? 0)
        let shownLines = max(lineCount, 1)
        let heightLines = max(shownLines, min(request.reservedLines, 10_000))
        var height = up(CGFloat(heightLines) * lineHeight + CGFloat(heightLines - 1) * spacing)
        // Lines holding an image shown in the text are each as tall as they need.
        let objectsBox = attempt.oneShaping == nil && runs.contains { $0.inlineObject != nil }
            ? PangoInlineObjects(runs: runs, lines: Array(LongText.lines(of: layout).prefix(lineCount)), lineCount: heightLines,
                                 base: lineMetrics(runs, scale: attempt.scale, objects: false), spacing: spacing, rise: rise)
            : nil
        if let objectsBox { height = up(objectsBox.height) }
        var lines: [(x: CGFloat, baseline: CGFloat)] = []
        var spans: [(x: CGFloat, width: CGFloat)] = []
        for i in 0..<lineCount {
            let slack = width - widths[i]
            let alignX: CGFloat
            switch request.alignment {
            case .leading: alignX = 0
            case .center: alignX = slack / 2
            case .trailing: alignX = slack
            }
            let baseline = objectsBox.map { i < $0.baselines.count ? $0.baselines[i] : 0 } ?? ascent + CGFloat(i) * (lineHeight + spacing)
            lines.append((x: alignX - xs[i], baseline: baseline))
            spans.append((x: alignX, width: widths[i]))
        }
        let last = objectsBox?.baselines.last ?? ascent + CGFloat(shownLines - 1) * (lineHeight + spacing)
        let first = objectsBox?.baselines.first ?? ascent
        keep(PangoShapedText(layout: layout, lines: lines, oneShaping: attempt.oneShaping), for: .text(request))
        var result = TextLayoutResult(size: CGSize(width: width, height: height), firstBaseline: first, lastBaseline: last,
                                      lineCount: lineCount, metrics: attempt.metrics,
                                      shaped: .text(request), lineSpans: spans.map { TextLineSpan(x: $0.x, width: $0.width) },
                                      isTruncated: pango_layout_is_ellipsized(layout) != 0, fontScale: attempt.scale)
        result.inlineObjects = objectsBox?.placements(origins: lines) ?? []
        return result
    }

    /// The facts spacing reads of `request` laid out at no width, told from the fonts without
    /// shaping when the text is one line there: no hard line break (Unicode's mandatory breaks:
    /// line feed, vertical tab, form feed, carriage return, next line, line and paragraph
    /// separators), not long enough for `LongText` to wrap it, not empty, and without inline
    /// objects (their lines have heights of their own). That line is
    /// never over a line limit (so never shrunk nor truncated), and `layoutLocked` would give
    /// exactly these values: the same line box (`lineMetrics`), both baselines at its ascent,
    /// the height of the lines shown or reserved. `nil` otherwise (the text is laid out).
    package func unwrappedLineFacts(_ request: TextLayoutRequest) -> TextLineFacts? {
        guard request.width == nil, request.height == nil, !request.runs.isEmpty,
              !request.runs.contains(where: { $0.inlineObject != nil }) else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let kept = layoutCache.peek(request) { return TextLineFacts(kept) }
        var bytes = 0
        for run in request.runs {
            bytes += run.string.utf8.count
            for scalar in run.string.unicodeScalars {
                switch scalar.value {
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return nil
                default: continue
                }
            }
        }
        guard bytes <= LongText.threshold, !request.runs.allSatisfy({ $0.string.isEmpty || $0.font.size <= 0 }) else { return nil }
        let m = lineMetrics(request.runs, scale: 1)
        let lineHeight = m.ascent + m.descent + m.leading
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        let lines = max(1, min(request.reservedLines, 10_000))
        let height = max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p) + 0
        return TextLineFacts(metrics: m, firstBaseline: m.ascent, lastBaseline: m.ascent,
                             height: height)
    }

    /// The height `layoutLocked` gives `limited` (a request with a height it overflows), told
    /// from `unlimited` (the same request without the height) when the text is one paragraph
    /// Pango truncates to the lines that fit: no hard line break, not long enough for
    /// `LongText`, no shrinking allowed. The lines that fit (`shape`'s rule: the line limit and
    /// whole lines in the height, at least one) are then the lines shown, each of the
    /// unlimited layout's line box. `nil` otherwise (the text is laid out).
    package func limitedHeight(_ limited: TextLayoutRequest, unlimited: TextLayoutResult) -> CGFloat? {
        // Lines holding images shown in the text have heights of their own: laid out instead.
        guard let h = limited.height, unlimited.fontScale == 1, unlimited.lineCount > 0,
              !limited.runs.contains(where: { $0.inlineObject != nil }) else { return nil }
        let minimum = limited.minimumScaleFactor.isFinite ? min(max(limited.minimumScaleFactor, 0.01), 1) : 1
        guard minimum >= 1 else { return nil }
        var bytes = 0
        for run in limited.runs {
            bytes += run.string.utf8.count
            for scalar in run.string.unicodeScalars {
                switch scalar.value {
                case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return nil
                default: continue
                }
            }
        }
        guard bytes <= LongText.threshold else { return nil }
        let m = unlimited.metrics
        let lineHeight = m.ascent + m.descent + m.leading
        var maxLines = limited.lineLimit ?? Int.max
        let fit = ((h + limited.lineSpacing) / max(lineHeight + limited.lineSpacing, 0.001)).rounded(.down)
        maxLines = max(min(maxLines, fit.isFinite ? Int(max(min(fit, 1e6), 1)) : 1), 1)
        // The unlimited layout shows all its natural lines, or is itself cut to fewer than it
        // has: either way the text overflows `maxLines` only when it shows more of them.
        guard unlimited.lineCount > maxLines || (unlimited.isTruncated && unlimited.lineCount >= maxLines) else { return nil }
        let spacing = limited.lineSpacing.isFinite ? limited.lineSpacing : 0
        let p = 1 / max(limited.displayScale.isFinite ? limited.displayScale : 1, 1)
        let lines = max(maxLines, min(limited.reservedLines, 10_000))
        return max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p) + 0
    }

    /// An empty string (or one drawn at size 0) has no lines: zero width, and the height of
    /// the lines it reserves (`lineLimit(_:reservesSpace:)`), zero by default.
    private func emptyLayout(_ runs: [TextRun], _ request: TextLayoutRequest) -> TextLayoutResult {
        let m = runs.map { metrics(for: $0.font) }
        let lm = TextLineMetrics(ascent: m.map(\.ascent).max() ?? 0, descent: m.map(\.descent).max() ?? 0,
                                      leading: m.map(\.leading).max() ?? 0, capHeight: m.map(\.capHeight).max() ?? 0)
        let lineHeight = lm.ascent + lm.descent + lm.leading
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let lines = min(max(request.reservedLines, 0), 10_000)
        let p = 1 / max(request.displayScale.isFinite ? request.displayScale : 1, 1)
        let height = lines == 0 ? 0 : max(0, ((CGFloat(lines) * lineHeight + CGFloat(lines - 1) * spacing) / p - 1e-6).rounded(.up) * p)
        let first = lines == 0 ? 0 : lm.ascent
        return TextLayoutResult(size: CGSize(width: 0, height: height), firstBaseline: first,
                                lastBaseline: lines == 0 ? 0 : first + CGFloat(lines - 1) * (lineHeight + spacing),
                                lineCount: 0, metrics: lm, shaped: nil)
    }

    private func attributes(for runs: [TextRun], scale: CGFloat) -> OpaquePointer {
        let list: OpaquePointer = pango_attr_list_new()!
        var start: UInt32 = 0
        for run in runs {
            let end = start + UInt32(run.string.utf8.count)
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = start
                attr.pointee.end_index = end
                pango_attr_list_insert(list, attr)
            }
            let size = max(run.font.size * scale, 0.01)
            let face = usesSystemMetrics(run.font) ? systemFace(for: run.font, size: size) : nil
            let desc = description(for: run.font, scale: scale, face: face)
            insert(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            // A word too long for its line breaks between characters without a hyphen, as
            // CoreText breaks it (Pango would add one).
            insert(pango_attr_insert_hyphens_new(0))
            // SF's automatic tracking (between characters) plus the explicit tracking or kerning.
            let spacing = (run.tracking ?? run.kerning) * scale + (face?.tracking ?? 0)
            if spacing != 0 && spacing.isFinite { insert(pango_attr_letter_spacing_new(Int32(max(-1e5, min(spacing, 1e5)) * pangoScale))) }
            if run.baselineOffset != 0 && run.baselineOffset.isFinite {
                insert(pango_attr_rise_new(Int32(max(-1e4, min(run.baselineOffset * scale, 1e4)) * pangoScale)))
            }
            if run.font.monospacedDigit { insert(pango_attr_font_features_new("tnum")) }
            if run.font.smallCaps & 1 != 0 { insert(pango_attr_font_features_new("smcp")) }
            if run.font.smallCaps & 2 != 0 { insert(pango_attr_font_features_new("c2sc")) }
            // Emoji: Noto Color Emoji sized and raised to Apple Color Emoji's advance (1 em) and
            // placement (see `EmojiMetrics`).
            for range in EmojiMetrics.ranges(in: run.string) {
                let emojiDesc = pango_font_description_new()!
                pango_font_description_set_family(emojiDesc, EmojiMetrics.family)
                pango_font_description_set_absolute_size(emojiDesc, Double(size * EmojiMetrics.sizeFactor) * Double(pangoScale))
                for attr in [pango_attr_font_desc_new(emojiDesc),
                             pango_attr_rise_new(Int32(max(-1e4, min((run.baselineOffset * scale) + size * EmojiMetrics.rise, 1e4)) * pangoScale))] {
                    guard let attr else { continue }
                    attr.pointee.start_index = start + UInt32(range.lowerBound)
                    attr.pointee.end_index = start + UInt32(range.upperBound)
                    pango_attr_list_insert(list, attr)
                }
                pango_font_description_free(emojiDesc)
            }
            func color16(_ p: Paint?) -> (UInt16, UInt16, UInt16)? {
                guard case .color(let c)? = p, c.alpha > 0 else { return nil }
                func q(_ v: Double) -> UInt16 { v.isNaN ? 0 : UInt16(min(max(v, 0), 1) * 65535) }
                return (q(c.red), q(c.green), q(c.blue))
            }
            // Patterned lines are drawn with the glyphs (`PatternedTextLines`): Pango draws solid ones.
            if let u = run.underline, run.underlineDash.isEmpty {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let (r, g, b) = color16(u) { insert(pango_attr_underline_color_new(r, g, b)) }
            }
            if let st = run.strikethrough, run.strikethroughDash.isEmpty {
                insert(pango_attr_strikethrough_new(1))
                if let (r, g, b) = color16(st) { insert(pango_attr_strikethrough_color_new(r, g, b)) }
            }
            if case .color(let c)? = run.background, let (r, g, b) = color16(run.background) {
                insert(pango_attr_background_new(r, g, b))
                insert(pango_attr_background_alpha_new(UInt16(min(max(c.alpha.isNaN ? 0 : c.alpha, 0), 1) * 65535)))
            }
            if let object = run.inlineObject { insert(PangoInlineObjects.attribute(for: object)) }
            start = end
        }
        return list
    }
}
