import Foundation

/// The semantic purpose of a tab (iOS 18): `.search` gives the tab the system's search label
/// (a magnifying glass titled "Search") when it has no label of its own.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search tab.
    public static var search: TabRole { TabRole(name: "search") }

    /// A prominent tab (drawn like any other tab in a still render).
    public static var prominent: TabRole { TabRole(name: "prominent") }
}

/// The label a `Tab` gets from its title and image, or from its role: a title with an SF
/// Symbol, the system search label for `.search`, or nothing.
nonisolated public struct DefaultTabLabel: View {
    let title: Text?
    let systemImage: String?

    init(title: Text?, systemImage: String?, role: TabRole?) {
        if title == nil && systemImage == nil && role == .search {
            self.title = Text("Search")
            self.systemImage = "magnifyingglass"
        } else {
            self.title = title
            self.systemImage = systemImage
        }
    }

    /// The title and image as a `Label`, or an empty view.
    public var body: some View {
        if let title, let systemImage {
            Label { title } icon: { Image(systemName: systemImage) }
        } else if let title {
            title
        } else if let systemImage {
            Image(systemName: systemImage)
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab whose label comes from its role (`.search`: "Search" with a magnifying
    /// glass), selected when the tab view's selection equals `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: nil, systemImage: nil, role: role)
    }

    /// Creates a tab with a localized title, an SF Symbol, a selection value and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, role: role)
    }

    /// Creates a tab with a string title, an SF Symbol, a selection value and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title: Text(title), systemImage: systemImage, role: role)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab without a selection value whose label comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = DefaultTabLabel(title: nil, systemImage: nil, role: role)
    }

    /// Creates a tab without a selection value, with a localized title, an SF Symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage, role: role)
    }
}
