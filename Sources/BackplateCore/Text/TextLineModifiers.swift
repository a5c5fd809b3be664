import Foundation

/// An underline or strikethrough set on a view for the text inside it.
struct TextLineDecoration: Hashable, Sendable {
    var isActive: Bool
    var color: Color?
    var pattern: Text.LineStyle.Pattern = .solid
}

extension Text.LineStyle.Pattern {
    /// The pattern's on and off lengths in multiples of the line's thickness (empty: solid).
    /// Estimates: Apple publishes no lengths for Core Text's dot and dash patterns.
    var dashes: [CGFloat] {
        switch self {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
    }
}

extension Text {
    /// Underlines the text with a patterned line (`.dot`, `.dash`, `.dashDot`, `.dashDotDot`)
    /// at the font's underline position and thickness, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive, color, pattern))
    }

    /// Strikes the text through with a patterned line, in `color` or the text's own colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, color, pattern))
    }
}

nonisolated extension View {
    /// Adds `kerning` points after each character of the text in this view (iOS 16), as
    /// `Text.kerning(_:)` does; a `Text`'s own kerning wins. Non-finite values are ignored.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.kerning = kerning.isFinite ? kerning : 0 })
    }

    /// Adds `tracking` points after each character cluster of the text in this view (iOS 16),
    /// as `Text.tracking(_:)` does; a `Text`'s own tracking wins. Non-finite values are ignored.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.tracking = tracking.isFinite ? tracking : 0 })
    }

    /// Raises the baseline of the text in this view by `baselineOffset` points (iOS 16); a
    /// `Text`'s own offset wins.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0 })
    }

    /// Underlines the text in this view (iOS 16) with `pattern`, in `color` or the text's own
    /// colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.textFontAdjustments.underline = TextLineDecoration(isActive: isActive, color: color, pattern: pattern)
        })
    }

    /// Strikes through the text in this view (iOS 16) with `pattern`, in `color` or the text's
    /// own colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.textFontAdjustments.strikethrough = TextLineDecoration(isActive: isActive, color: color, pattern: pattern)
        })
    }

    /// Lets the text in this view tighten its letter spacing to fit a line before it is
    /// truncated (sets `EnvironmentValues.allowsTightening`). Backplate does not tighten: text
    /// that does not fit is wrapped or truncated as without the modifier.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { $0.allowsTightening = flag })
    }
}
