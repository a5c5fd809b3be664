import Foundation

/// How symbol images fill their layers (SwiftUI's `SymbolRenderingMode`, iOS 15).
///
/// Backplate draws symbols from Material Icons glyphs; symbols made of a shape around a mark
/// (`checkmark.circle.fill`, `exclamationmark.triangle.fill`, …) are drawn as two layers, the
/// shape at the secondary level and the mark at the primary one, so hierarchical, palette and
/// multicolour rendering differ from monochrome the way SF Symbols' do. Single-glyph symbols
/// have one primary layer (multicolour gives some of them their inherent colour, e.g.
/// `heart.fill` red).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind

    /// A single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Layers filled with the primary, secondary and tertiary levels of the foreground style
    /// (the secondary at 50% opacity when only one style is given).
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers filled with successive foreground styles (`foregroundStyle(_:_:)`); with one
    /// style the others derive from it as in hierarchical rendering.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// Layers filled with their inherent colours, or the foreground style where a layer has
    /// none (`exclamationmark.triangle.fill`: a yellow triangle and a white mark).
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode of symbol images in this environment (`nil`: monochrome, or
    /// palette when several foreground styles are set).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the rendering mode of symbol images in this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets this symbol image's rendering mode (over the environment's).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolRenderingModeValue = mode
        return i
    }

    /// The mode a symbol is drawn with: the image's own, then the environment's; an image in
    /// `renderingMode(.original)` is multicolour; several foreground styles select palette.
    func effectiveSymbolRenderingMode(in env: EnvironmentValues) -> SymbolRenderingMode {
        if let mode = symbolRenderingModeValue ?? env.symbolRenderingMode { return mode }
        if renderingModeValue == .original { return .multicolor }
        if let styles = env.foregroundStyleValue?.styles, styles.count > 1 { return .palette }
        return .monochrome
    }
}
