import Foundation

/// A specification for the appearance and interaction of a `TabView`.
public protocol TabViewStyle {}

enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

protocol BuiltInTabViewStyle { var kind: TabViewStyleKind { get } }

/// The platform's default: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that adapts into a sidebar on iPad (a tab bar on iPhone).
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// A paging scroll view with a page indicator.
public struct PageTabViewStyle: TabViewStyle, BuiltInTabViewStyle {
    /// When the page indicator shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    var kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style (a tab bar on iPhone).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar on iPad.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with an automatic indicator.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with the given indicator mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The appearance of a page indicator.
public protocol IndexViewStyle {}

/// The page indicator's style.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the indicator draws a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The platform default (no background at rest).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while interacting (none in a still render).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always: a translucent dark capsule behind the dots.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Creates the style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page indicator style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page indicator style with a background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of tab views in this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, (style as? any BuiltInTabViewStyle)?.kind ?? .tabBar)
    }

    /// Sets the style of page indicators in this view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}
