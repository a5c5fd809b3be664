import Foundation

/// Where a tab may be placed in an adaptable tab view (iOS 18).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// The tab view decides: in the tab bar on an iPhone.
    public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
    /// Pinned to the tab bar, never moved by customization.
    public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
    /// Only in the sidebar: not in an iPhone's tab bar.
    public static var sidebarOnly: TabPlacement { TabPlacement(name: "sidebarOnly") }
}

/// The placements of an adaptable tab view (iOS 18): a tab bar, or a sidebar in a regular width.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The tab view's default placement (a tab bar on an iPhone).
    public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
    /// The tab bar.
    public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
    /// The sidebar.
    public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }
}

/// Where a tab view shows its tabs (iOS 18), read from `EnvironmentValues.tabBarPlacement`.
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    /// A bar at the top (iPad, tvOS).
    public static var topBar: TabBarPlacement { TabBarPlacement(name: "topBar") }
    /// A sidebar (iPad in a regular width, Mac).
    public static var sidebar: TabBarPlacement { TabBarPlacement(name: "sidebar") }
    /// A bar at the bottom: an iPhone's tab bar.
    public static var bottomBar: TabBarPlacement { TabBarPlacement(name: "bottomBar") }
    /// An ornament (visionOS).
    public static var ornament: TabBarPlacement { TabBarPlacement(name: "ornament") }
    /// A page indicator (watchOS).
    public static var pageIndicator: TabBarPlacement { TabBarPlacement(name: "pageIndicator") }
}

/// How a user may customize a tab (iOS 18).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    /// The tab view decides.
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    /// The user may reorder the tab but not hide it.
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    /// The user may neither reorder nor hide the tab.
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

/// The user's customization of an adaptable tab view (iOS 18): which tabs the sidebar hides and
/// the order of each section's tabs, by `customizationID`. Store it with `@AppStorage`.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    /// Sidebar visibility by customization ID: true visible, false hidden.
    var visibility: [String: Bool] = [:]
    var sectionOrder: [String: [String]] = [:]

    /// Creates an empty customization: every tab as declared.
    public init() {}

    /// The visibility of the tab with this customization ID in the sidebar.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { visibility[id].map { $0 ? .visible : .hidden } ?? .automatic }
        set { visibility[id] = newValue == .automatic ? nil : newValue == .visible }
    }

    /// The order of the tabs (their customization IDs) in the section with this ID, if changed.
    public subscript(sectionID id: String) -> [String]? {
        get { sectionOrder[id] }
        set { sectionOrder[id] = newValue }
    }

    /// Resets every tab's visibility to its default.
    public mutating func resetVisibility() { visibility = [:] }

    /// Resets the order of the tabs in the section with this ID.
    public mutating func resetSectionOrder(for id: String) { sectionOrder[id] = nil }

    /// Resets the order of the tabs in every section.
    public mutating func resetSectionOrder() { sectionOrder = [:] }

    /// Whether it changes anything from the declared tabs.
    var isCustomized: Bool { !visibility.isEmpty || !sectionOrder.isEmpty }
}

private struct TabBarPlacementKey: EnvironmentKey { static let defaultValue: TabBarPlacement? = nil }

extension EnvironmentValues {
    /// The placement of the tab bar the view is in (iOS 18): `.bottomBar` inside an iPhone tab
    /// view's tabs, nil outside a tab view.
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether the tab bar shows sections (iOS 18): false on an iPhone, whose tab bar lists
    /// sections' tabs in line.
    public var isTabBarShowingSections: Bool { false }
}

nonisolated extension View {
    /// Binds the user's customization of the tab view (iOS 18). Backplate draws the tabs as
    /// declared; when the customization hides or reorders tabs a runtime warning says so.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        let customized = customization?.wrappedValue.isCustomized ?? false
        return modifier(_WarningModifier(message: customized
            ? "tabViewCustomization: the tabs are drawn as declared; the customization's hidden and reordered tabs are not applied" : nil))
    }

    /// Sets the default placement of an adaptable tab view (iOS 18). An iPhone's tab view is a
    /// tab bar whatever the placement; a sidebar placement is not drawn and a warning says so.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        modifier(_WarningModifier(message: defaultPlacement == .sidebar
            ? "defaultAdaptableTabBarPlacement(.sidebar): the tab view is drawn as an iPhone's tab bar, not a sidebar" : nil))
    }
}
