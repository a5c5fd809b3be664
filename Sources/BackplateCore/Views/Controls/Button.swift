import Foundation

/// A control that initiates an action. Rendered statically in its idle state: the default
/// (borderless) style draws the label in the tint colour (the accent colour, system blue by
/// default); a destructive role draws it red.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
    }

    /// Creates a button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    /// The label styled by the environment's button style.
    public var body: some View {
        _ButtonStyled(label: AnyView(label), role: role)
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role and a localized title.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// The purpose of a button.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A destructive action (drawn in red).
    public static let destructive = ButtonRole(name: "destructive")
    /// A cancelling action.
    public static let cancel = ButtonRole(name: "cancel")
}

/// Built-in button styles.
public enum _ButtonStyleKind: Hashable, Sendable {
    case automatic, borderless, plain, bordered, borderedProminent
}

/// A button style, as in `.buttonStyle(.bordered)`.
public struct PrimitiveButtonStyleValue: Sendable {
    let kind: _ButtonStyleKind
}

extension PrimitiveButtonStyleValue {
    /// The platform default: borderless on iOS.
    public static let automatic = PrimitiveButtonStyleValue(kind: .automatic)
    /// The label in the tint colour, no background.
    public static let borderless = PrimitiveButtonStyleValue(kind: .borderless)
    /// The label in the foreground style, no background.
    public static let plain = PrimitiveButtonStyleValue(kind: .plain)
    /// The label tinted on a light rounded fill.
    public static let bordered = PrimitiveButtonStyleValue(kind: .bordered)
    /// A white label on a tinted rounded fill.
    public static let borderedProminent = PrimitiveButtonStyleValue(kind: .borderedProminent)
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = _ButtonStyleKind.automatic }

extension EnvironmentValues {
    var buttonStyleKind: _ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle(_ style: PrimitiveButtonStyleValue) -> some View {
        environment(\.buttonStyleKind, style.kind)
    }
}

/// The label of a button in its style (reference §13.1; bordered metrics are approximate).
struct _ButtonStyled: View {
    let label: AnyView
    let role: ButtonRole?
    @Environment(\.buttonStyleKind) var kind

    var body: some View {
        let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        switch kind {
        case .automatic, .borderless:
            label.foregroundStyle(tint)
        case .plain:
            label
        case .bordered:
            label.foregroundStyle(tint)
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 7))
        case .borderedProminent:
            label.foregroundStyle(Color.white)
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(tint, in: RoundedRectangle(cornerRadius: 7))
        }
    }
}
