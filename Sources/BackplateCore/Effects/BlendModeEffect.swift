import Foundation

/// `blendMode(_:)`: composites the view with what is behind it through a blend mode. Maps to
/// `DisplayList.Effect.blendMode`.
nonisolated public struct _BlendModeEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The blend mode.
    public var blendMode: BlendMode
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "blendMode" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        blendMode == .normal ? nil : .blendMode(blendMode)
    }
}

nonisolated extension View {
    /// Sets the blend mode for compositing the view with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }
}

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable, CaseIterable, Sendable {
    /// Source over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}
