import Foundation

/// Font adjustments set on a view for the text inside it (`bold()`, `fontWeight(_:)`...):
/// applied on top of the environment's font, under a `Text`'s own settings.
struct TextFontAdjustments: Hashable, Sendable {
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var monospaced: Bool?
    var monospacedDigit = false
    // Set by the view-level line modifiers (TextLineModifiers.swift); a `Text`'s own
    // setting wins over these.
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: TextLineDecoration?
    var strikethrough: TextLineDecoration?

    func apply(to font: Font) -> Font {
        var f = font
        if let design { f = f.design(design) }
        if let weight { f = f.weight(weight) }
        if italic == true { f = f.italic() }
        if monospaced == true { f = f.monospaced() }
        if monospacedDigit { f = f.monospacedDigit() }
        if let width { f = f.width(width) }
        return f
    }
}

private struct TextFontAdjustmentsKey: EnvironmentKey { static let defaultValue = TextFontAdjustments() }

extension EnvironmentValues {
    /// Font adjustments for text in this environment.
    var textFontAdjustments: TextFontAdjustments {
        get { self[TextFontAdjustmentsKey.self] }
        set { self[TextFontAdjustmentsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the weight of text in this view (over the environment's font).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.weight = weight })
    }
    /// Sets the design of the system font for text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.design = design })
    }
    /// Sets the width of text in this view (recorded; Backplate's faces have one width).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.width = width })
    }
    /// Makes text in this view bold (or, with `false`, removes an inherited bold).
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.weight = isActive ? .bold : nil })
    }
    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.italic = isActive })
    }
    /// Makes text in this view monospaced.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.monospaced = isActive })
    }
    /// Gives digits in this view's text equal widths.
    public func monospacedDigit() -> some View {
        modifier(_EnvironmentTransformModifier { $0.textFontAdjustments.monospacedDigit = true })
    }
}
