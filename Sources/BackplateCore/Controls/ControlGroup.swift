import Foundation

/// A container view that displays semantically related controls in a visually appropriate
/// manner for the context. The default style on iOS draws the controls side by side in equal
/// widths on one rounded rectangle (radius 8) in the tertiary system fill, separated by
/// 18-point dividers, labels tinted; greedy width, 34 points tall.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?

    /// Creates a new control group with the specified content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }

    /// Creates a new control group with the specified content and a label (used when the group
    /// collapses into a menu; not drawn by the default style).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
        self.label = nil
    }

    /// The group drawn by the current control group style.
    public var body: some View {
        _ControlGroupStyleReader(configuration: ControlGroupStyleConfiguration(
            content: .init(view: AnyView(content)), label: .init(view: label)))
            .modifier(_ButtonSizingWarning(owner: "control groups"))
    }
}

extension ControlGroup {
    /// Creates a control group with a localized title and an SF Symbol as its label (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a control group with a localized title as its label (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration, drawn by the style in effect
    /// around the custom style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = nil
    }
}

/// The content and label of a labeled control group; draws the content.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The controls.
    public var body: some View { content }
}

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// The properties of a control group instance.
    typealias Configuration = ControlGroupStyleConfiguration
    /// Creates a view representing the body of a control group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The controls.
        public var body: some View { view }
    }
    /// A type-erased label of a control group.
    nonisolated public struct Label: View {
        let view: AnyView?
        /// The label's content.
        public var body: some View { view }
    }
    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// The default control group style: equal-width buttons on one rounded fill.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
    /// The controls side by side on a shared rounded fill.
    public func makeBody(configuration: Configuration) -> some View {
        // Each control draws a divider on its trailing edge; the last one falls in the point
        // of negative padding and is clipped away.
        HStack(spacing: 0) {
            configuration.content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .trailing) {
                    Rectangle().fill(_SystemColor.separator).frame(width: 1, height: 18)
                }
        }
        .padding(.trailing, -1)
        .foregroundStyle(.tint)
        .frame(height: 34)
        .background(_SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// A control group style that presents its content as a navigation-bar item group; outside a
/// toolbar it draws the controls side by side.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
    /// The controls side by side, tinted.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) { configuration.content }.foregroundStyle(.tint)
    }
}

/// A control group style that presents its content as a menu when pressed; drawn closed, as
/// the group's label (or an ellipsis) in the tint colour.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.label.view != nil {
            configuration.label.foregroundStyle(.tint)
        } else {
            Image(systemName: "ellipsis").foregroundStyle(.tint).symbolFrameHugsInk()
        }
    }
}

/// A control group style that presents its content as a compact menu when pressed; drawn
/// closed, like `MenuControlGroupStyle`.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// A control group style that presents its content as a palette (iOS 17): like the
/// automatic style.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    public init() {}
    /// The automatic appearance.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<ControlGroupStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var controlGroupStyleBox: _StyleBox<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.controlGroupStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

nonisolated struct _ControlGroupStyleReader: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlGroupStyleBox) private var style
    var body: some View {
        if let style { style.make(configuration) } else { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
    }
}
