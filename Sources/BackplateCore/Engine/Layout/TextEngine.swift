import Foundation

/// A font resolved to concrete values: what the text engine loads.
package struct ResolvedFont: Hashable, Sendable {
    /// The family name to ask fontconfig for (`nil`: the system font substitute).
    package var family: String?
    /// The point size.
    package var size: CGFloat
    /// The weight, as SwiftUI's numeric weight (-0.8 ultraLight ... 0.62 black; 0 regular).
    package var weight: Double
    /// Whether the font is italic.
    package var italic: Bool
    /// Whether the font is monospaced.
    package var monospaced: Bool
    /// The design of the system font.
    package var design: Design
    /// Whether digits use tabular (equal-width) figures.
    package var monospacedDigit: Bool
    /// Small-caps OpenType features: bit 1 lowercase letters (`smcp`), bit 2 capitals (`c2sc`).
    package var smallCaps: UInt8 = 0
    /// A text style's distance from baseline to baseline when the text wraps (iOS's leading
    /// for the style at its Dynamic Type size, ±2 for `Font.leading(_:)`); `nil` for fonts
    /// sized in points, whose lines sit their natural line height apart.
    package var textStyleLineHeight: CGFloat?

    /// Creates a resolved font.
    package init(family: String?, size: CGFloat, weight: Double = 0, italic: Bool = false,
                monospaced: Bool = false, design: Design = .default, monospacedDigit: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
        self.design = design
        self.monospacedDigit = monospacedDigit
    }

    /// The designs of the system font (SwiftUI's `Font.Design`, mapped in Text/Font.swift).
    package enum Design: Hashable, Sendable {
        /// SF Pro (drawn with its substitute unless the user has it).
        case `default`
        /// New York.
        case serif
        /// SF Pro Rounded.
        case rounded
        /// SF Mono.
        case monospaced
    }

    /// Whether this is the system font (SF Pro on Apple platforms), whose vertical metrics
    /// Backplate takes from SF Pro so line heights match SwiftUI exactly.
    package var isSystemFont: Bool { family == nil }
}

/// One run of uniformly styled text.
package struct TextRun: Hashable, Sendable {
    /// The characters.
    package var string: String
    /// The font.
    package var font: ResolvedFont
    /// The colour, or `nil` for the text's foreground paint.
    package var paint: Paint?
    /// Extra space between characters, in points (`kerning`).
    package var kerning: CGFloat
    /// Extra space after each character cluster, in points (`tracking`, wins over kerning).
    package var tracking: CGFloat?
    /// A vertical shift of the baseline, in points (positive: up).
    package var baselineOffset: CGFloat
    /// Underline colour, if underlined.
    package var underline: Paint?
    /// Strikethrough colour, if struck through.
    package var strikethrough: Paint?
    /// The colour filling the run's line box behind its glyphs, if any.
    package var background: Paint?
    /// The underline's and strikethrough's dash patterns, on and off lengths in multiples of
    /// the line's thickness (empty: a solid line).
    package var underlineDash: [CGFloat] = []
    package var strikethroughDash: [CGFloat] = []
    /// The box the run's one character (U+FFFC) stands for, for an image shown in text.
    package var inlineObject: TextInlineObject?

    /// Creates a run.
    package init(string: String, font: ResolvedFont, paint: Paint? = nil, kerning: CGFloat = 0, tracking: CGFloat? = nil,
                baselineOffset: CGFloat = 0, underline: Paint? = nil, strikethrough: Paint? = nil, background: Paint? = nil) {
        self.string = string
        self.font = font
        self.paint = paint
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.background = background
    }
}

/// How a text's lines are aligned within its width.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Leading edge.
    case leading
    /// Centred.
    case center
    /// Trailing edge.
    case trailing
}

/// What a text engine is asked to lay out.
package struct TextLayoutRequest: Hashable, Sendable {
    /// The runs, in order.
    package var runs: [TextRun]
    /// The proposed width (`nil`: no wrapping).
    package var width: CGFloat?
    /// The proposed height (`nil` or infinite: no limit).
    package var height: CGFloat?
    /// The maximum number of lines (`nil`: unlimited).
    package var lineLimit: Int?
    /// Lines of height to reserve even when the text is shorter.
    package var reservedLines: Int
    /// Where to truncate.
    package var truncationMode: TruncationMode
    /// Line alignment within the text's width.
    package var alignment: TextAlignment
    /// Extra space between lines, in points.
    package var lineSpacing: CGFloat
    /// The smallest scale the font may shrink to before truncating.
    package var minimumScaleFactor: CGFloat
    /// Device pixels per point: sizes are rounded up to pixels.
    package var displayScale: CGFloat
    /// The paragraph's base direction: the environment's layout direction, as SwiftUI sets
    /// it. In right-to-left, neutral characters at a paragraph's ends follow the right-to-left
    /// order ("Hello!" reads "!Hello", "45 ر.س" keeps its digits on the right); left-to-right
    /// keeps the direction of the first strong character.
    package var layoutDirection: LayoutDirection = .leftToRight

    /// Where a text too long for its lines is cut (SwiftUI's `Text.TruncationMode`, mapped in
    /// Text/Text.swift).
    package enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// At the end.
        case tail
        /// In the middle.
        case middle
    }

    /// Creates a request.
    package init(runs: [TextRun], width: CGFloat?, height: CGFloat?, lineLimit: Int?, reservedLines: Int = 0,
                truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading,
                lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1, displayScale: CGFloat = 1) {
        self.runs = runs
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.displayScale = displayScale
    }
}

/// Vertical metrics of the largest font of a text, for baselines and text-aware spacing.
package struct TextLineMetrics: Hashable, Sendable {
    /// Ascender (positive).
    package var ascent: CGFloat
    /// Descender (positive).
    package var descent: CGFloat
    /// Line gap.
    package var leading: CGFloat
    /// Cap height.
    package var capHeight: CGFloat
    /// Creates metrics.
    package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }
}

/// What a backend needs to draw text exactly as it was measured, as plain data: the request
/// the text engine answered. The engine that measured the text keeps its shaped lines keyed by
/// this handle (and shapes again, deterministically, on a miss), so display lists stay
/// `Equatable` values that hold no backend object and can be drawn by any renderer.
package enum ShapedTextHandle: Hashable, Sendable {
    /// Text laid out by `TextEngine.layout(_:)`.
    case text(TextLayoutRequest)
    /// A symbol laid out by `TextEngine.layoutSymbol(_:)`.
    case symbol(SymbolLayoutRequest)
}

/// The measured, shaped result of a text layout; the backend draws it from `shaped`.
package struct TextLayoutResult: Hashable, Sendable {
    /// The text's size, rounded up to whole pixels.
    package var size: CGSize
    /// Distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    /// The number of lines shown.
    package var lineCount: Int
    /// The metrics of the largest font.
    package var metrics: TextLineMetrics
    /// The handle the backend draws the shaped lines from (`nil`: nothing to draw).
    package var shaped: ShapedTextHandle?
    /// Whether the text was cut and shows an ellipsis.
    package var isTruncated: Bool
    /// The font scale used (below 1 when `minimumScaleFactor` shrank the text).
    package var fontScale: CGFloat
    /// Per shown line, where its text starts inside the frame and how wide it is (empty when
    /// the engine does not report it): redacted text draws its bars from these.
    package var lineSpans: [TextLineSpan]
    /// Where the runs' inline objects that are shown lie (empty when there are none).
    package var inlineObjects: [TextInlineObjectPlacement] = []

    /// Creates a result.
    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int,
                metrics: TextLineMetrics, shaped: ShapedTextHandle?, lineSpans: [TextLineSpan] = [],
                isTruncated: Bool = false, fontScale: CGFloat = 1) {
        self.lineSpans = lineSpans
        self.isTruncated = isTruncated
        self.fontScale = fontScale
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.metrics = metrics
        self.shaped = shaped
    }
}

/// The horizontal extent of one laid-out line, in the text's frame.
package struct TextLineSpan: Hashable, Sendable {
    /// Where the line's text starts.
    package var x: CGFloat
    /// The line's advance width.
    package var width: CGFloat
    /// Creates a span.
    package init(x: CGFloat, width: CGFloat) { self.x = x; self.width = width }
}

/// Measures and shapes text for layout; the backend draws the same shaped lines.
/// Implementations must be safe to call from one render at a time per instance.
package protocol TextEngine: AnyObject {
    /// Lays out text under a proposal.
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult
    /// Lays out the symbol `Image(systemName:)` draws, or returns `nil` for a name the engine
    /// does not know. The default implementation answers SwiftUI's frame from the core's
    /// `SymbolTable` (a nominal square for names it lacks), drawing nothing.
    func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult?
    /// What `layout(_:)` would answer for `request` (no width, no height) in the facts
    /// text-aware spacing reads, when the engine can tell them without shaping the text;
    /// `nil` (the default) when it cannot, and the text is laid out (`TextLineFacts.swift`).
    func unwrappedLineFacts(_ request: TextLayoutRequest) -> TextLineFacts?
    /// What `layout(_:)` would answer for `limited` (a request with a height) as the text's
    /// height, told from `unlimited`, the engine's answer for the same request without the
    /// height, without shaping the truncated lines; `nil` (the default) when it cannot.
    func limitedHeight(_ limited: TextLayoutRequest, unlimited: TextLayoutResult) -> CGFloat?
    /// The lines, runs and glyphs of a text `layout(_:)` laid out, for a text renderer
    /// (`TextLayoutLines.swift`); the default tells them from the result's line spans.
    func layoutLines(of result: TextLayoutResult) -> [TextLayoutLineDetail]
}

extension TextEngine {
    /// The symbol's SwiftUI frame (`SymbolLayoutRequest.frame`), centred on the cap height,
    /// with nothing drawn; `nil` for an empty name.
    package func layoutSymbol(_ request: SymbolLayoutRequest) -> SymbolLayoutResult? {
        guard let frame = request.frame else { return nil }
        return SymbolLayoutResult(size: frame.size, baselineOffset: frame.baselineOffset, capHeight: request.capHeight, shaped: nil)
    }
}

/// What `Image(systemName:)` asks the text engine for: a symbol sized from the current font.
package struct SymbolLayoutRequest: Hashable, Sendable {
    /// The SF Symbols name (`"star.fill"`).
    package var name: String
    /// The point size of the font in the environment (17 for `.body`).
    package var pointSize: CGFloat
    /// The font's weight (SwiftUI's numeric scale, 0 regular).
    package var weight: Double
    /// The image scale (`imageScale(_:)`).
    package var scale: Scale
    /// Device pixels per point.
    package var displayScale: CGFloat
    /// Which glyph of the symbol a drawing handle stands for: `-1` the monochrome glyph,
    /// `0...` a layer (hierarchical, palette, multicolour), `-2` the variable-value glyph.
    package var layer: Int = -1
    /// `Image(systemName:variableValue:)`'s value, 0...1 (`nil`: none).
    package var variableValue: Double?
    /// Whether the frame is the symbol's ink box, without SF Symbols' margins (Backplate's
    /// controls place glyphs by their measured ink; `EnvironmentValues.symbolFrameHugsInk`).
    package var hugsInk = false

    /// A symbol's size relative to the font (SwiftUI's `Image.Scale`, mapped in Image/Image.swift).
    package enum Scale: Hashable, Sendable {
        /// About 79% of medium.
        case small
        /// The default.
        case medium
        /// About 128% of medium.
        case large
    }

    /// Creates a request.
    package init(name: String, pointSize: CGFloat, weight: Double = 0, scale: Scale = .medium, displayScale: CGFloat = 1,
                 variableValue: Double? = nil) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.displayScale = displayScale
        self.variableValue = variableValue
    }

    /// The diameter SF Symbols gives `circle.fill` at this size, scale and weight: 99.61% of
    /// the point size at medium scale, 78.86% small and 127.2% large (regular weight;
    /// interpolated towards ultraLight and black). Substitute symbol faces are scaled so that
    /// their circle matches it.
    package var nominalSize: CGFloat {
        let (light, nominal, heavy): (Double, Double, Double)
        switch scale {
        case .small: (light, nominal, heavy) = (74.46, 78.86, 83.98)
        case .medium: (light, nominal, heavy) = (94.63, 99.61, 106.64)
        case .large: (light, nominal, heavy) = (121.66, 127.2, 135.89)
        }
        let w = min(max(weight, -0.8), 0.62)
        let percent = w < 0 ? light + (w + 0.8) / 0.8 * (nominal - light) : nominal + w / 0.62 * (heavy - nominal)
        return percent / 100 * pointSize
    }

    /// The cap height of the font the symbol sits with (SF Pro: 0.7046 em): symbols are
    /// centred on half of it above the baseline.
    package var capHeight: CGFloat { pointSize * SystemFontMetrics.capHeight }
}

/// A measured symbol: its frame, where its baseline is, and the handle of its shaped glyph.
package struct SymbolLayoutResult: Hashable, Sendable {
    /// The symbol's size in points.
    package var size: CGSize
    /// The distance from the frame's bottom up to the text baseline (negative when the symbol
    /// sits above it).
    package var baselineOffset: CGFloat
    /// The cap height of the font the symbol aligns with.
    package var capHeight: CGFloat
    /// The handle the backend draws the glyph from; `nil` draws nothing (or, with `layers`,
    /// the layers all in the foreground style).
    package var shaped: ShapedTextHandle?
    /// The symbol's layers for hierarchical, palette and multicolour rendering.
    package var layers: [SymbolLayerResult] = []
    /// With a variable value: the glyph of the active part, drawn over a dimmed `shaped`.
    package var variableActive: ShapedTextHandle?

    /// Creates a result.
    package init(size: CGSize, baselineOffset: CGFloat, capHeight: CGFloat, shaped: ShapedTextHandle?,
                 layers: [SymbolLayerResult] = [], variableActive: ShapedTextHandle? = nil) {
        self.size = size
        self.baselineOffset = baselineOffset
        self.capHeight = capHeight
        self.shaped = shaped
        self.layers = layers
        self.variableActive = variableActive
    }
}

/// A font-free engine with fixed metrics (advance 0.5 em per character, SF Pro's vertical
/// metrics), for layout without a backend. It wraps at spaces and never truncates.
package final class FixedMetricsTextEngine: TextEngine {
    /// Creates the engine.
    package init() {}

    /// Lays out text with fixed advances.
    package func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let size = request.runs.map(\.font.size).max() ?? 17
        let text = request.runs.map(\.string).joined()
        let advance = size * 0.5
        let lineHeight = size * SystemFontMetrics.lineHeight
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = word.count + (current > 0 ? 1 : 0)
                if let width = request.width, current > 0, CGFloat(current + w) * advance > width {
                    lines.append(current)
                    current = word.count
                } else {
                    current += w
                }
            }
            lines.append(current)
        }
        if let limit = request.lineLimit { lines = Array(lines.prefix(max(limit, 1))) }
        let count = max(lines.count, request.reservedLines)
        let p = 1 / max(request.displayScale, 1)
        func up(_ v: CGFloat) -> CGFloat { (v / p).rounded(.up) * p }
        let metrics = TextLineMetrics(ascent: size * SystemFontMetrics.ascender, descent: size * SystemFontMetrics.descender,
                                      leading: 0, capHeight: size * SystemFontMetrics.capHeight)
        let height = CGFloat(count) * lineHeight + CGFloat(max(count - 1, 0)) * request.lineSpacing
        return TextLayoutResult(size: CGSize(width: up(CGFloat(lines.max() ?? 0) * advance), height: up(height)),
                                firstBaseline: metrics.ascent,
                                lastBaseline: metrics.ascent + CGFloat(max(lines.count - 1, 0)) * (lineHeight + request.lineSpacing),
                                lineCount: lines.count, metrics: metrics, shaped: .text(request))
    }
}

/// SF Pro's vertical metrics in em (docs/layout-rules.md §11.2): Backplate lays out the system font with
/// them whatever face draws the glyphs, so line heights and baselines match SwiftUI.
package enum SystemFontMetrics {
    /// Ascender: 1950 / 2048.
    package static let ascender: CGFloat = 1950.0 / 2048
    /// Descender (positive): 494 / 2048.
    package static let descender: CGFloat = 494.0 / 2048
    /// Natural line height: 2444 / 2048.
    package static let lineHeight: CGFloat = 2444.0 / 2048
    /// Cap height: 1443 / 2048.
    package static let capHeight: CGFloat = 1443.0 / 2048
}
