import Foundation

/// A control for presenting a menu of actions, drawn closed (a still render never opens it):
/// its label as a borderless button, in the tint colour and body font, sized to fit
/// (docs/controls.md §5.4). With `.menuStyle(.button)` the label is drawn by the current
/// button style instead. The menu's content is not drawn.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu with a custom label and a primary action (run on tap; never here).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    /// The closed menu drawn by the current menu style.
    public var body: some View {
        _StyleReader(MenuStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content))),
                     style: \.menuStyleBox) { AnyView(DefaultMenuStyle().makeBody(configuration: $0)) }
            .modifier(AccessibilityAttachmentModifier.control(.isButton))  // "Actions. Button." on iOS 26
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a localized title and a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu with a string title and a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == BackplateCore.Label<Text, Image> {
    /// Creates a menu with a title and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu with a title, an SF Symbol and a primary action (run on tap; a still
    /// render draws the menu's label either way).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { BackplateCore.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a string title and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration, drawn by the style in effect around the
    /// custom style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

// MARK: - MenuStyle

/// A type that applies standard interaction behaviour and a custom appearance to all menus
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
    /// Creates a view that represents the body of a menu.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// A configuration of a menu.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased content of a menu (not drawn while the menu is closed).
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }
    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
}

/// The default menu style: the label as a borderless button.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonMenuStyle().makeBody(configuration: configuration)
    }
}

/// A menu style that displays a borderless button that toggles the display of the menu.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(
            role: nil, label: .init(view: AnyView(configuration.label)), action: {}))
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents,
/// drawn by the current button style.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
    /// The label as a button in the current button style.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button (deprecated in SwiftUI).
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button, styled by the current button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension EnvironmentValues {
    var menuStyleBox: _StyleBox<MenuStyleConfiguration>? {
        get { self[_StyleBoxKey<MenuStyleConfiguration>.self] }
        set { self[_StyleBoxKey<MenuStyleConfiguration>.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for menus within this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.menuStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}
