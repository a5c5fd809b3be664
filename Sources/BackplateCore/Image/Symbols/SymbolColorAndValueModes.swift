import Foundation

/// How iOS 26 colours a symbol's layers: flat, or each layer as a gradient of its colour.
/// Backplate draws every layer flat; `.gradient` is accepted with a runtime warning.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SymbolColorRenderingMode: Hashable, Sendable {
    let isGradient: Bool

    /// Each layer filled with its flat colour (the default).
    public static let flat = SymbolColorRenderingMode(isGradient: false)
    /// Each layer filled with a gradient of its colour (drawn flat by Backplate, with a warning).
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
    /// The colour rendering mode of symbols in this environment (`nil`: the system's, flat).
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
    /// Sets the colour rendering mode of symbol images in this view. A still render draws
    /// symbols flat; `.gradient` emits a runtime warning naming what is not drawn.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        environment(\.symbolColorRenderingMode, mode)
            .modifier(_WarningModifier(message: mode == .gradient
                ? "symbolColorRenderingMode(.gradient): symbols are drawn with flat layer colours, not iOS 26's gradients" : nil))
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
