import Foundation

// The built-in button styles (docs/controls.md §9.1, §7.1–7.3). Metrics of the
// bordered styles per control size are approximate (low confidence).

/// The platform's default button style: borderless on iOS.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    /// The borderless appearance.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button style that doesn't apply a border: the label in the tint colour (red for a
/// destructive role), body font (subheadline at mini and small sizes); disabled, the label is
/// tertiary-label grey.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderless, role: configuration.role, label: configuration.label)
    }
}

/// A button style that doesn't style or decorate its content while idle: the label in the
/// current foreground style. Disabled, the label is drawn at half opacity.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// The label as written.
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .plain, role: configuration.role, label: configuration.label)
    }
}

/// A button style that applies standard border artwork: the tinted label on the tint at low
/// opacity (15 % light, 26 % dark), in the border shape (by default a capsule with
/// `BackplateLook.iOS26`, as measured on iOS 26.2, a rounded rectangle with `.iOS18`).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// The tinted label on a light tinted fill.
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .bordered, role: configuration.role, label: configuration.label)
    }
}

/// A button style that applies standard border prominent artwork: a white label on the tint, in
/// the border shape (by default a capsule with `BackplateLook.iOS26`, a rounded rectangle with
/// `.iOS18`).
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// The white label on an opaque tinted fill.
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderedProminent, role: configuration.role, label: configuration.label)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// How the system styles draw a button.
nonisolated struct _SystemButton: View {
    enum Kind { case borderless, plain, bordered, borderedProminent }
    let kind: Kind
    let role: ButtonRole?
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonSizing) private var buttonSizing
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.foregroundStyleValue) private var foreground
    @Environment(\.backplateLook) private var look
    @Environment(\.borderedFillIsNeutral) private var neutralFill

    var body: some View {
        // An explicit foreground style (`Button(...).foregroundColor(.red)`) wins over the tint
        // for the label, as in SwiftUI; a destructive role still draws red.
        let labelStyle = ButtonLabelStyle.resolve(prominent: kind == .borderedProminent, role: role,
                                                  isEnabled: isEnabled, foreground: foreground)
        let fill = controlTint(role: role)
        let sized = label.font(font ?? controlSize.controlFont).foregroundStyle(labelStyle)
        switch kind {
        case .plain:
            label.opacity(isEnabled ? 1 : 0.5)
        case .borderless:
            sized
        case .bordered:
            sized.borderedButtonPadding(controlSize, sizing: buttonSizing)
                .background(!isEnabled ? AnyShapeStyle(_SystemColor.tertiaryFill)
                                : neutralFill ? AnyShapeStyle(_SystemColor.secondaryFill)
                                : AnyShapeStyle(fill.opacity(colorScheme == .dark ? 0.26 : 0.15)),
                            in: borderShape.resolvedShape(for: controlSize, look: look))
        case .borderedProminent:
            sized.borderedButtonPadding(controlSize, sizing: buttonSizing)
                .background(isEnabled ? fill : AnyShapeStyle(_SystemColor.tertiaryFill),
                            in: borderShape.resolvedShape(for: controlSize, look: look))
        }
    }
}
