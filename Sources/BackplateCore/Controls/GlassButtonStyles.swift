import Foundation

// The Liquid Glass button styles of iOS 26. Apple documents `.glass` as similar to
// `.bordered` and `.glassProminent` as similar to `.borderedProminent`; the padding follows
// Backplate's bordered styles and the shape is a capsule unless `buttonBorderShape` says
// otherwise (iOS 26 draws glass buttons as capsules). Sizes are approximate.

/// A button style that applies glass border artwork based on the button's context (iOS 26):
/// the label in the tint colour on regular glass (a translucent, blurred fill with a thin light
/// rim) in a capsule.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// Creates a glass button style on regular glass.
    public init() { glass = .regular }

    /// Creates a glass button style on the given glass (iOS 26.1; `.glass(_:)` spells it too):
    /// a variant (`.clear`) or a tinted glass (`.regular.tint(.orange)`).
    public init(_ glass: Glass) { self.glass = glass }

    /// The tinted label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        _GlassButton(prominent: false, glass: glass, role: configuration.role, label: configuration.label)
    }
}

/// A button style that applies prominent glass border artwork based on the button's context
/// (iOS 26): a white label on glass filled with the tint colour, in a capsule.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    /// The white label on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        _GlassButton(prominent: true, glass: .regular, role: configuration.role, label: configuration.label)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies a Liquid Glass effect based on the button's context.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that applies a configurable Liquid Glass effect (a variant or a tint),
    /// for example `.glass(.clear)`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies a prominent Liquid Glass effect based on the button's context.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// How the glass styles draw a button: the label padded as a bordered button (12 × 7 points at
/// the regular size), on glass in the border shape (a capsule by default). Prominent: the glass
/// is tinted fully opaque with the tint (red for a destructive role) and the label is white.
/// Disabled: the label is tertiary grey and a prominent button's fill is the tertiary fill.
nonisolated struct _GlassButton: View {
    let prominent: Bool
    let glass: Glass
    let role: ButtonRole?
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonSizing) private var buttonSizing
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.foregroundStyleValue) private var foreground

    var body: some View {
        let shape = borderShape == .automatic ? AnyShape(Capsule()) : borderShape.resolvedShape(for: controlSize)
        let labelStyle = ButtonLabelStyle.resolve(prominent: prominent, role: role, isEnabled: isEnabled, foreground: foreground)
        label.font(font ?? controlSize.controlFont).foregroundStyle(labelStyle)
            .borderedButtonPadding(controlSize, sizing: buttonSizing)
            .background {
                if prominent {
                    ZStack {
                        shape.fill(isEnabled ? controlTint(role: role) : AnyShapeStyle(_SystemColor.tertiaryFill))
                        shape.stroke(_GlassMaterialStyle.specularRim(dark: colorScheme == .dark, clear: false), lineWidth: 2)
                            .clipShape(shape)
                    }
                } else if glass.variant != .identity {
                    _GlassSurface(glass: glass, shape: shape)
                }
            }
    }
}
