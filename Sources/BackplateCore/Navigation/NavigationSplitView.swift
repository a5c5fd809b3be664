import Foundation

/// The visibility of the leading columns of a `NavigationSplitView`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// All columns.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The platform's default.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a `NavigationSplitView`, for `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    /// The sidebar column.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle (content) column.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// A view that presents two or three columns; on iPhone (a compact width) it collapses into
/// one navigation stack showing its sidebar column (or the column `preferredCompactColumn`
/// names), with the bar drawn as `NavigationStack` draws it.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let shown: AnyView
        switch compactColumn {
        case .detail: shown = AnyView(detail)
        case .content: shown = content.map { AnyView($0) } ?? AnyView(detail)
        default: shown = AnyView(sidebar)
        }
        return NavigationResolution.make(root: shown, path: [], context)
    }

    /// Creates a three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = .sidebar
    }

    /// Creates a three-column split view with a column visibility binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a three-column split view that shows `preferredCompactColumn` on iPhone (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Creates a three-column split view that shows `preferredCompactColumn` on iPhone.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        compactColumn = .sidebar
    }

    /// Creates a two-column split view with a column visibility binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Creates a two-column split view that shows `preferredCompactColumn` on iPhone (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Creates a two-column split view that shows `preferredCompactColumn` on iPhone.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }
}

/// A style for a `NavigationSplitView`: it makes the split view's body from a configuration.
/// On iPhone (a compact width) every style shows the collapsed navigation stack.
public protocol NavigationSplitViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a split view.
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The split view drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a split view a `NavigationSplitViewStyle` is given: its columns, which
/// a compact width shows collapsed into one navigation stack.
nonisolated public struct NavigationSplitViewStyleConfiguration {
    let collapsed: AnyView
}

/// The platform's default split view style: `balanced` on iPhone, which shows one column.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
    /// The split view collapsed into one stack, as on iPhone.
    public func makeBody(configuration: Configuration) -> some View { configuration.collapsed }
}

/// Keeps the detail column's size when the leading columns show (a regular width); on iPhone
/// the split view is one stack.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
    /// The split view collapsed into one stack, as on iPhone.
    public func makeBody(configuration: Configuration) -> some View { configuration.collapsed }
}

/// Shows the leading columns over the detail column (a regular width); on iPhone the split
/// view is one stack.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
    /// The split view collapsed into one stack, as on iPhone.
    public func makeBody(configuration: Configuration) -> some View { configuration.collapsed }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent-detail style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    /// Sets the split view style; on iPhone the split view is one stack, so nothing changes.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        modifier(_InertModifier())
    }

    /// Sets a column's width; iPhone shows one full-width column, so nothing changes.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_InertModifier())
    }

    /// Sets a column's width range; iPhone shows one full-width column, so nothing changes.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_InertModifier())
    }
}
