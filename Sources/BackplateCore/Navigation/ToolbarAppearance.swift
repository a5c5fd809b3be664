import Foundation

/// The bars a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let kind: Kind
    /// The bars the platform chooses (the navigation bar on iPhone).
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)

    var resolvedKind: Kind { kind == .automatic ? .navigationBar : kind }
}

/// The purpose of a toolbar, which can change its item arrangement on some platforms.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The platform default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser-like toolbar (on iPhone, the same as automatic).
    public static let browser = ToolbarRole(name: "browser")
    /// An editor toolbar: on iPhone the back button loses its title.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

nonisolated extension View {
    /// Shows or hides the given bars for this screen (`.hidden` removes the navigation bar or
    /// the tab bar from the render).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// Shows or hides the given bars for this screen (iOS 18's name for
    /// `toolbar(_:for:)`; `.hidden` removes the navigation bar or the tab bar from the render).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, for: bars)
    }

    /// One setting for each of `kinds` (the navigation bar's preference value).
    private static func perBar<Setting>(_ kinds: [ToolbarPlacement.Kind], _ setting: Setting) -> [ToolbarPlacement.Kind: Setting] {
        Dictionary(kinds.map { ($0, setting) }, uniquingKeysWith: { first, _ in first })
    }

    private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let kinds = bars.isEmpty ? [ToolbarPlacement.Kind.navigationBar] : bars.map(\.resolvedKind)
        return navigationPreference(BarVisibilityKey.self, Self.perBar(kinds, visibility))
        // The tab bar reads its visibility from the shown tab's nodes.
        .modifier(_ContainerTraitModifier(key: ContainerTraits.tabBarVisibility,
                                          value: kinds.contains(.tabBar) ? visibility : Visibility.automatic))
    }

    /// Sets the background of the given bars. iOS shows it once content scrolls under the bar,
    /// or always with `toolbarBackground(.visible, for:)`; a still render is at the scroll edge,
    /// so only the `.visible` case is drawn. The tab bar, drawn with its background, fills it
    /// with `style`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let s = AnyShapeStyle(style)
        let kinds = bars.isEmpty ? [ToolbarPlacement.Kind.navigationBar] : bars.map(\.resolvedKind)
        return navigationPreference(BarBackgroundKey.self, Self.perBar(kinds, s))
        // The tab bar reads its background from the shown tab's nodes.
        .modifier(_OptionalTraitModifier(key: ContainerTraits.tabBarBackground, value: kinds.contains(.tabBar) ? s : nil))
    }

    /// Sets whether the given bars draw their background (`.visible` draws it in a still render;
    /// for the tab bar, which a still render draws with its material, `.hidden` removes the
    /// material and the hairline).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    /// Sets whether the given bars draw their background, the iOS 18 name of
    /// `toolbarBackground(_:for:)` with a visibility; the same effect.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    private func barBackgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let kinds = bars.isEmpty ? [ToolbarPlacement.Kind.navigationBar] : bars.map(\.resolvedKind)
        return navigationPreference(BarBackgroundVisibilityKey.self, Self.perBar(kinds, visibility))
        .modifier(_OptionalTraitModifier(key: ContainerTraits.tabBarBackgroundVisibility,
                                         value: kinds.contains(.tabBar) ? visibility : nil))
    }

    /// Sets the colour scheme of the given bars' items and titles.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let kinds = bars.isEmpty ? [ToolbarPlacement.Kind.navigationBar] : bars.map(\.resolvedKind)
        return navigationPreference(BarColorSchemeKey.self, colorScheme.map { Self.perBar(kinds, $0) })
    }

    /// Sets the toolbar's role. It changes nothing in an iPhone still render.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_InertModifier())
    }

    /// Sets how the toolbar shows its title: `.large` below the bar, `.inline` centred in it,
    /// `.inlineLarge` large at the leading edge of the bar's own row.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationPreference(NavigationTitleModeKey.self,
                             mode.barMode.map { NavigationTitleModeChoice(mode: $0, inlineLarge: mode.inlineLarge) })
    }
}

/// How a toolbar shows its title (iOS 17's generalisation of the title display mode).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let barMode: NavigationBarItem.TitleDisplayMode?
    var inlineLarge = false
    /// The platform default.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// A large title.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// An inline title.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// A large title inside the bar's row (iOS 17, as the App Store's Search tab): 34-point
    /// bold at the leading margin, in place of the leading items, which iOS moves to the
    /// toolbar's overflow menu (not drawn); no separate large-title row below the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline, inlineLarge: true)
}

/// A toolbar item the system adds by default, which `toolbar(removing:)` can remove (iOS 17).
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title and subtitle in the navigation bar (iOS 18). Backplate does not remove them:
    /// `toolbar(removing: .title)` draws the title with a runtime warning.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

nonisolated extension View {
    /// Removes a toolbar item the system adds by default. The sidebar toggle belongs to a
    /// split view in a regular width; an iPhone render, whose split view collapses to a stack,
    /// has none to remove, so it draws the same. Removing `.title` is not applied: the title
    /// is still drawn, with a runtime warning.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(_WarningModifier(message: defaultItemKind?.name == "title"
            ? "toolbar(removing: .title) is not applied: Backplate still draws the navigation title" : nil))
    }
}
