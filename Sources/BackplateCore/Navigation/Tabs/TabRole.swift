import Foundation

/// The semantic purpose of a tab (iOS 18): `.search` gives the tab the system's search label
/// (a magnifying glass titled "Search") when it has no title of its own.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search tab. iOS 26 draws it apart from the other tabs; Backplate draws it as an item
    /// of the tab bar and says so with a runtime warning.
    public static var search: TabRole { TabRole(name: "search") }
}

/// The label a `Tab` gets from its title and image, or from its role: a title with an SF
/// Symbol or asset image, the system search label for `.search`, or nothing.
nonisolated public struct DefaultTabLabel: View {
    let title: Text?
    let icon: Image?

    package init(title: Text?, icon: Image?, role: TabRole?) {
        if title == nil && icon == nil && role == .search {
            self.title = Text("Search")
            self.icon = Image(systemName: "magnifyingglass")
        } else {
            self.title = title
            self.icon = icon
        }
    }

    /// The title and image as a `Label`, or an empty view.
    public var body: some View {
        if let title, let icon {
            Label { title } icon: { icon }
        } else if let title {
            title
        } else if let icon {
            icon
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab whose label comes from its role (`.search`: "Search" with a magnifying
    /// glass), selected when the tab view's selection equals `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: nil, icon: nil, role: role))
    }

    /// Creates a tab whose label comes from its role, selected when an optional selection holds `value`.
    public init<T: Hashable>(value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: nil, icon: nil, role: role))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab without a selection value whose label comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: nil, icon: nil, role: role))
    }
}
