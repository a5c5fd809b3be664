import Foundation

/// A control that initiates an action, drawn by the current button style.
///
/// A still render shows the button idle (never pressed) and never runs its action. The default
/// style on iOS is borderless: the label in the tint colour (system blue unless `tint(_:)` or
/// `accentColor(_:)` says otherwise) and the body font (`.subheadline` at `.mini`/`.small`
/// control sizes); a `.destructive` role draws red. Disabled buttons draw their label in the
/// tertiary label grey. `buttonStyle(_:)` accepts the built-in styles and custom
/// `ButtonStyle`/`PrimitiveButtonStyle` values, whose `makeBody` draws the button.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// The button drawn by the current button style.
    public var body: some View {
        _ButtonStyleReader(configuration: PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(view: AnyView(label)), action: action))
        .modifier(AccessibilityAttachmentModifier.control(.isButton))  // one element: the label's text, `.isButton`
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button titled with a localized string resource, such as a symbol Xcode generates
    /// from a String Catalog (`Button(.close, action: dismiss)`): drawn in its default value.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }

    /// Creates a button with a role, titled with a localized string resource.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }

    /// Creates a button with a role that generates its label from a localized string key.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role that generates its label from a string.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == BackplateCore.Label<Text, Image> {
    /// Creates a button with a title and an SF Symbol (`Label(titleKey, systemImage:)`).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a string title and an SF Symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { BackplateCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role, a title and an SF Symbol.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a string title and an SF Symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { BackplateCore.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a primitive style's configuration, drawn by the style that was in
    /// effect around the custom style (use it inside `PrimitiveButtonStyle.makeBody`).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.label = configuration.label
        self.role = configuration.role
        self.action = configuration.action
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A role that indicates a destructive action (drawn in red by the system styles).
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that closes the current view without losing progress
    /// (iOS 26); `Button(role: .close) { }` draws an `xmark`.
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation (iOS 26); in a toolbar it
    /// draws as the prominent, tinted item, and `Button(role: .confirm) { }` draws a `checkmark`.
    public static let confirm = ButtonRole(name: "confirm")
}

// MARK: - PrimitiveButtonStyle

/// A type that applies custom interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy. Backplate draws what `makeBody` returns; `trigger()` runs the
/// button's action when called (a still render never calls it).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void
    /// Performs the button's action (main-actor isolated, as in SwiftUI). A still render never
    /// calls it.
    @MainActor public func trigger() { action() }
}

// MARK: - ButtonStyle

/// A type that applies standard interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy. A still render shows the unpressed state: `isPressed` is `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button, for a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is currently pressing the button: always `false` in a still render.
    public let isPressed: Bool
}

extension EnvironmentValues {
    /// The current button style (`nil`: the platform default).
    var buttonStyleBox: _StyleBox<PrimitiveButtonStyleConfiguration>? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: _StyleBox<PrimitiveButtonStyleConfiguration>? { nil }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with custom interaction
    /// behaviour (the built-in styles: `.automatic`, `.borderless`, `.plain`, `.bordered`,
    /// `.borderedProminent`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.buttonStyleBox) { s, c in s.makeBody(configuration: c) })
    }

    /// Sets the style for buttons within this view to a style with standard interaction
    /// behaviour and a custom appearance, drawn unpressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.buttonStyleBox) { s, c in
            s.makeBody(configuration: ButtonStyleConfiguration(
                role: c.role, label: ButtonStyleConfiguration.Label(view: c.label.view), isPressed: false))
        })
    }
}

/// Reads the button style from the environment and draws the button with it.
nonisolated struct _ButtonStyleReader: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.buttonStyleBox) private var style

    var body: some View {
        if let style {
            style.make(configuration)
        } else {
            DefaultButtonStyle().makeBody(configuration: configuration)
        }
    }
}
