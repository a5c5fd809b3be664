import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control (docs/controls.md §7.6): a row with the label leading and a `chevron.right` in
/// the tint colour trailing (pointing down when expanded), taking the proposed width; when
/// expanded, the content below it. Collapsed by default; `isExpanded:` binds the state.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views (collapsed).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    /// The group drawn by the current disclosure group style.
    public var body: some View {
        _DisclosureGroupStyleReader(configuration: DisclosureGroupStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
            isExpanded: isExpanded ?? .constant(false)))
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a collapsed disclosure group with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a disclosure group with a localized title and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group with a string title and a binding to the expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A type that specifies the appearance and interaction of disclosure groups within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased content of a disclosure group.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }
    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the content is expanded; `$isExpanded` is a binding to it.
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// A disclosure group style that resolves its appearance automatically.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    /// The label row with the chevron (in the tint colour; in the foreground style on a
    /// prominent background such as a selected list row); the content below when expanded.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                _DisclosureChevron(isExpanded: configuration.isExpanded).accessibilityHidden(true)
            }
            // iOS 26: "Title. Button. Heading. Expanded." with "Double tap to collapse."
            .modifier(AccessibilityAttachmentModifier.control([.isButton, .isHeader], isExpanded: configuration.isExpanded))
            if configuration.isExpanded {
                configuration.content.padding(.leading, 16)
            }
        }
    }
}

/// The disclosure chevron: tinted, or in the inherited foreground style where the background
/// is prominent.
nonisolated struct _DisclosureChevron: View {
    let isExpanded: Bool
    @Environment(\.backgroundProminence) private var prominence

    var body: some View {
        let chevron = Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(.body.weight(.semibold)).imageScale(.small)
        if prominence == .increased {
            chevron.symbolFrameHugsInk()
        } else {
            chevron.foregroundStyle(.tint).symbolFrameHugsInk()
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<DisclosureGroupStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var disclosureGroupStyleBox: _StyleBox<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.disclosureGroupStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

nonisolated struct _DisclosureGroupStyleReader: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.disclosureGroupStyleBox) private var style
    var body: some View {
        if let style { style.make(configuration) } else { AutomaticDisclosureGroupStyle().makeBody(configuration: configuration) }
    }
}
