import Foundation

/// How iOS 26 fills a symbol's layers: flat, or each layer with an axial gradient of its
/// colour, drawn as `Color.gradient` draws (lighter at the top; an estimate, docs/pixel-differences.md).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SymbolColorRenderingMode: Hashable, Sendable {
    let isGradient: Bool

    /// Each layer filled with its flat colour (the default).
    public static let flat = SymbolColorRenderingMode(isGradient: false)
    /// Each layer filled with a top-to-bottom gradient of its colour, as `Color.gradient`.
    public static let gradient = SymbolColorRenderingMode(isGradient: true)
}

/// How iOS 26 shows a symbol's variable value: by colouring layers, or by drawing its path
/// up to the value. Backplate shows every variable value by colour; `.draw` warns.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SymbolVariableValueMode: Hashable, Sendable {
    let draws: Bool

    /// Layers past the value are dimmed (what Backplate draws).
    public static let color = SymbolVariableValueMode(draws: false)
    /// The symbol's path is drawn up to the value (drawn as `.color` by Backplate, with a warning).
    public static let draw = SymbolVariableValueMode(draws: true)
}

private struct SymbolColorRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolColorRenderingMode? = nil }
private struct SymbolVariableValueModeKey: EnvironmentKey { static let defaultValue: SymbolVariableValueMode? = nil }

extension EnvironmentValues {
    /// The colour rendering mode of symbols in this environment (`nil`: the default, flat).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }

    /// The variable value mode of symbols in this environment (`nil`: the symbol's own).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the colour rendering mode of symbol images in this view: `.gradient` fills each
    /// layer with a gradient of its colour, lighter at the top, as `Color.gradient` does.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
    }

    /// Sets the variable value mode of symbol images in this view. A still render shows
    /// variable values by colour; `.draw` emits a runtime warning.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        environment(\.symbolVariableValueMode, mode)
            .modifier(_WarningModifier(message: mode == .draw
                ? "symbolVariableValueMode(.draw): variable values are shown by colouring layers, not by drawing the symbol's path" : nil))
    }
}

extension Image {
    /// Sets this symbol's colour rendering mode, over the environment's: `.gradient` fills
    /// each layer with a gradient of its colour, lighter at the top.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
        var image = self
        image.symbolColorRenderingModeValue = mode
        return image
    }

    /// Whether the symbol's layers are filled with gradients: the image's mode, then the environment's.
    func fillsSymbolWithGradients(in env: EnvironmentValues) -> Bool {
        (symbolColorRenderingModeValue ?? env.symbolColorRenderingMode) == .gradient
    }
}

extension Paint {
    /// A symbol layer's `.gradient` fill: a flat colour becomes its own gradient from the top
    /// of `bounds` to the bottom, as `Color.gradient` resolves; other paints are kept.
    func symbolGradient(over bounds: CGRect, in env: EnvironmentValues) -> Paint {
        guard case .color(let color) = self else { return self }
        return .linearGradient(stops: AnyGradient.stops(of: color, in: env), start: UnitPoint.top.point(in: bounds),
                               end: UnitPoint.bottom.point(in: bounds))
    }
}
