import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content (docs/controls.md §7.6): a rounded rectangle (radius 8) in the secondary
/// system background (242,242,247 light; 28,28,30 dark) around the label (headline) and the
/// content, padded 16 points, spacing 8, leading-aligned; it hugs its content.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with a label view (the iOS 14 spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// The box drawn by the current group box style.
    public var body: some View {
        _GroupBoxStyleReader(configuration: GroupBoxStyleConfiguration(
            label: .init(view: label.map { AnyView($0) }), content: .init(view: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration, drawn by the style in effect around
    /// the custom style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Creates a view representing the body of a group box.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box (empty when the box has none).
    nonisolated public struct Label: View {
        let view: AnyView?
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased content of a group box.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }
    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default style for group box views.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default group box style.
    public init() {}
    /// The label and content on a rounded secondary-background fill, or on the style set
    /// with `backgroundStyle(_:)` (iOS 16 and later).
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.label.view != nil {
                configuration.label.font(.headline)
            }
            configuration.content
        }
        .padding(16)
        .background(_GroupBoxFill(), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// A group box's fill: the environment's `backgroundStyle` when one is set, else the
/// secondary system background.
struct _GroupBoxFill: ShapeStyle, PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        if let style = environment.backgroundStyle { return resolvePaint(style, in: environment, bounds: bounds, level: level) }
        return _SystemColor.secondaryBackground.paint(in: environment, bounds: bounds, level: level)
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<GroupBoxStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var groupBoxStyleBox: _StyleBox<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.groupBoxStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

nonisolated struct _GroupBoxStyleReader: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxStyleBox) private var style
    var body: some View {
        if let style { style.make(configuration) } else { DefaultGroupBoxStyle().makeBody(configuration: configuration) }
    }
}
