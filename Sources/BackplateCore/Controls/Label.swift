import Foundation

/// A title with an icon (`Label("Favorites", systemImage: "star")`), laid out by the
/// environment's label style: by default the icon, then the title, in a row whose text
/// baselines match (the symbol sits on the title's first line, centred on its cap height),
/// with the stack's adaptive spacing (8 points between an icon and a text).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label drawn by the current label style.
    public var body: some View {
        LabelStyleReader(configuration: LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon))))
            // One element reading the title, even when the style shows only the icon.
            .modifier(AccessibilityAttachmentModifier.control(.isStaticText, labelView: AnyView(title), isControl: false))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a label style's configuration (use it inside `LabelStyle.makeBody`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title (not localized, not parsed as Markdown) and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// The parts of a label a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        let view: AnyView
        /// The title view.
        public var body: some View { view }
    }
    /// The label's icon.
    nonisolated public struct Icon: View {
        let view: AnyView
        /// The icon view.
        public var body: some View { view }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// A way to arrange a label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Arranges a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The platform's label style: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, then the title, on a shared text baseline.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// Shows the icon, then the title.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon, then the title, on a shared text baseline (`labelIconToTitleSpacing` and
    /// `labelReservedIconWidth` apply).
    public func makeBody(configuration: Configuration) -> some View {
        _TitleAndIconLabel(configuration: configuration)
    }
}

/// Shows only the title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Shows only the icon.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: _StyleBox<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var labelStyleBody: _StyleBox<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of labels in this view; a custom style's `makeBody` draws each label
    /// (with its `@Environment` properties installed).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.labelStyleBody) { s, c in s.makeBody(configuration: c) })
    }
}

/// Reads the label style from the environment and applies it.
nonisolated struct LabelStyleReader: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyleBody) private var style

    var body: some View {
        if let style { style.make(configuration) } else { DefaultLabelStyle().makeBody(configuration: configuration) }
    }
}
