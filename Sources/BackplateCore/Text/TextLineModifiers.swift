import Foundation

/// An underline or strikethrough set on a view for the text inside it.
struct TextLineDecoration: Hashable, Sendable {
    var isActive: Bool
    var color: Color?
}

extension Text {
    /// Underlines the text with a patterned line. Backplate draws every pattern as a solid
    /// line (the line's position, thickness and colour are SwiftUI's; the dashes are not).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        if isActive { Text.LineStyle.warnIfPatterned(pattern, "underline") }
        return underline(isActive, color: color)
    }

    /// Strikes the text through with a patterned line. Backplate draws every pattern as a
    /// solid line.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        if isActive { Text.LineStyle.warnIfPatterned(pattern, "strikethrough") }
        return strikethrough(isActive, color: color)
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

    /// Underlines the text in this view (iOS 16), in `color` or the text's own colour. Every
    /// pattern is drawn solid in Backplate.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.underline = TextLineDecoration(isActive: isActive, color: color) })
    }

    /// Strikes through the text in this view (iOS 16), in `color` or the text's own colour.
    /// Every pattern is drawn solid in Backplate.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.strikethrough = TextLineDecoration(isActive: isActive, color: color) })
    }

    /// Lets the text in this view tighten its letter spacing to fit a line before it is
    /// truncated (sets `EnvironmentValues.allowsTightening`). Backplate does not tighten: text
    /// that does not fit is wrapped or truncated as without the modifier.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { $0.allowsTightening = flag })
    }
}
