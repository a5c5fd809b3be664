import Foundation

/// What SwiftUI's text-aware spacing (docs/layout-rules.md §4.2 c) reads of a text: the vertical metrics
/// of its largest font, its first and last baselines and its height, each as the text laid out
/// without a width limit gives them (`TextNodeLayout.spacing(of:pass:)`).
///
/// These are facts of lines, not of glyphs: for a text without hard line breaks, the
/// unconstrained layout is one line whose metrics come from the fonts alone, so an engine can
/// tell them without shaping (`TextEngine.unwrappedLineFacts(_:)`). A paragraph is then shaped
/// only at the widths it is offered, not a second time at no width just for its spacing.
package struct TextLineFacts: Hashable, Sendable {
    /// The metrics of the largest font (at the font scale the text is laid out with).
    package var metrics: TextLineMetrics
    /// Distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    /// The text's height, rounded up to whole pixels as `TextLayoutResult.size` is.
    package var height: CGFloat

    /// Creates facts from their values.
    package init(metrics: TextLineMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat) {
        self.metrics = metrics
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.height = height
    }

    /// The facts of a laid-out text.
    package init(_ result: TextLayoutResult) {
        self.init(metrics: result.metrics, firstBaseline: result.firstBaseline, lastBaseline: result.lastBaseline,
                  height: result.size.height)
    }
}

extension TextEngine {
    /// The default: the engine cannot tell the facts without laying the text out.
    package func unwrappedLineFacts(_ request: TextLayoutRequest) -> TextLineFacts? { nil }
    /// The default: the engine cannot tell a limited height without laying the text out.
    package func limitedHeight(_ limited: TextLayoutRequest, unlimited: TextLayoutResult) -> CGFloat? { nil }
}
