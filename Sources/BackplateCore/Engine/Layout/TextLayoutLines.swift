import Foundation

/// One laid-out line of a text as a text renderer sees it (`Text.Layout.Line`): where its
/// baseline starts in the text's frame, its line box and its runs in visual order.
package struct TextLayoutLineDetail: Hashable, Sendable {
    /// The start of the baseline, in the text's frame.
    package var origin: CGPoint
    /// The advance width.
    package var width: CGFloat
    /// The line box above the baseline.
    package var ascent: CGFloat
    /// The line box below the baseline (positive).
    package var descent: CGFloat
    /// The line gap.
    package var leading: CGFloat
    /// The runs (one font and direction each), left to right.
    package var runs: [TextLayoutRunDetail]

    /// Creates a line.
    package init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat,
                 runs: [TextLayoutRunDetail]) {
        self.origin = origin; self.width = width; self.ascent = ascent; self.descent = descent
        self.leading = leading; self.runs = runs
    }
}

/// Glyphs of one font and one direction within a line (`Text.Layout.Run`).
package struct TextLayoutRunDetail: Hashable, Sendable {
    /// The index of the styled run (`TextRun`) of the request the glyphs come from.
    package var sourceRun: Int
    /// Whether the glyphs read right to left.
    package var rightToLeft: Bool
    /// The run's font's ascent, descent (positive) and line gap at the drawn size.
    package var ascent: CGFloat
    /// See `ascent`.
    package var descent: CGFloat
    /// See `ascent`.
    package var leading: CGFloat
    /// The glyphs, left to right.
    package var glyphs: [TextLayoutGlyphDetail]

    /// Creates a run.
    package init(sourceRun: Int, rightToLeft: Bool, ascent: CGFloat, descent: CGFloat, leading: CGFloat,
                 glyphs: [TextLayoutGlyphDetail]) {
        self.sourceRun = sourceRun; self.rightToLeft = rightToLeft; self.ascent = ascent
        self.descent = descent; self.leading = leading; self.glyphs = glyphs
    }
}

/// One glyph: where its advance starts on its line (from the line's origin), how wide it is,
/// and the UTF-16 offset in the text of the first character it draws.
package struct TextLayoutGlyphDetail: Hashable, Sendable {
    /// The start of the advance, from the line's origin.
    package var x: CGFloat
    /// The advance width.
    package var advance: CGFloat
    /// The UTF-16 offset of the glyph's first character in the whole text.
    package var characterIndex: Int

    /// Creates a glyph.
    package init(x: CGFloat, advance: CGFloat, characterIndex: Int) {
        self.x = x; self.advance = advance; self.characterIndex = characterIndex
    }
}

extension TextEngine {
    /// The lines of a text as `layout(_:)` laid them out, from its line spans alone: one run
    /// per line, without glyphs (engines that shape text answer with their real runs).
    package func layoutLines(of result: TextLayoutResult) -> [TextLayoutLineDetail] {
        let m = result.metrics
        let step = result.lineCount > 1 ? (result.lastBaseline - result.firstBaseline) / CGFloat(result.lineCount - 1) : 0
        return result.lineSpans.enumerated().map { i, span in
            let run = TextLayoutRunDetail(sourceRun: 0, rightToLeft: false, ascent: m.ascent, descent: m.descent,
                                          leading: m.leading, glyphs: [])
            return TextLayoutLineDetail(origin: CGPoint(x: span.x, y: result.firstBaseline + CGFloat(i) * step),
                                        width: span.width, ascent: m.ascent, descent: m.descent, leading: m.leading, runs: [run])
        }
    }
}
