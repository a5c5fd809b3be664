import Foundation

// What the views of one navigation screen tell the enclosing navigation container (its title,
// toolbar items, bar appearance, destinations, search field, backgrounds) travels up as
// preferences, as in SwiftUI. Each value is known when its modifier resolves (none needs a
// geometry), so the container reads them from its resolved content before layout
// (`PreferenceCollector.resolvedValues`) and builds its bar from them.

/// A navigation preference whose first value in view-tree order wins: a screen's innermost
/// title (a modifier's content is combined before the modifier's own value).
protocol FirstValuePreferenceKey: PreferenceKey where Value == Wrapped? {
    associatedtype Wrapped
}

extension FirstValuePreferenceKey {
    static func reduce(value: inout Value, nextValue: () -> Value) {
        if value == nil { value = nextValue() }
    }
}

/// A navigation preference set per bar (navigation bar, tab bar, bottom bar): for each bar the
/// first value in view-tree order wins.
protocol PerBarPreferenceKey: PreferenceKey where Value == [ToolbarPlacement.Kind: Setting] {
    associatedtype Setting
}

extension PerBarPreferenceKey {
    static var defaultValue: Value { [:] }
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value.merge(nextValue()) { first, _ in first }
    }
}

/// `navigationTitle`.
struct NavigationTitleKey: FirstValuePreferenceKey { typealias Wrapped = Text }
/// `navigationSubtitle` (iOS 26; drawn under the title).
struct NavigationSubtitleKey: FirstValuePreferenceKey { typealias Wrapped = Text }

/// The title display mode a screen chose, and whether `toolbarTitleDisplayMode(.inlineLarge)` chose it.
struct NavigationTitleModeChoice {
    let mode: NavigationBarItem.TitleDisplayMode
    var inlineLarge = false
}

/// `navigationBarTitleDisplayMode` and `toolbarTitleDisplayMode`.
struct NavigationTitleModeKey: FirstValuePreferenceKey { typealias Wrapped = NavigationTitleModeChoice }

/// Whether `toolbarTitleMenu` gave the title a menu (its chevron follows an inline title).
struct NavigationTitleMenuKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// `navigationBarBackButtonHidden(true)` somewhere on the screen.
struct NavigationBackButtonHiddenKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// The screen's toolbar items, in view-tree order.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) { value += nextValue() }
}

/// `toolbar(_:for:)`, `toolbarVisibility` and `navigationBarHidden`.
struct BarVisibilityKey: PerBarPreferenceKey { typealias Setting = Visibility }
/// `toolbarBackground(_:for:)` with a style.
struct BarBackgroundKey: PerBarPreferenceKey { typealias Setting = AnyShapeStyle }
/// `toolbarBackground(_:for:)` with a visibility, and `toolbarBackgroundVisibility`.
struct BarBackgroundVisibilityKey: PerBarPreferenceKey { typealias Setting = Visibility }
/// `toolbarColorScheme(_:for:)`.
struct BarColorSchemeKey: PerBarPreferenceKey { typealias Setting = ColorScheme }

/// `navigationDestination(for:)` registrations by presented data type (the first registration
/// of a type wins).
struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: [ObjectIdentifier: (Any) -> AnyView?] { [:] }
    static func reduce(value: inout [ObjectIdentifier: (Any) -> AnyView?], nextValue: () -> [ObjectIdentifier: (Any) -> AnyView?]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

/// Destinations presented by `navigationDestination(isPresented:)`, `(item:)` or an active
/// `NavigationLink(isActive:)`, in view-tree order.
struct PresentedDestinationsKey: PreferenceKey {
    static var defaultValue: [AnyView] { [] }
    static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) { value += nextValue() }
}

/// The background of the screen's scrolling content (a grouped list's grey), which the
/// transparent bar shows at the scroll edge.
struct NavigationContentBackgroundKey: FirstValuePreferenceKey { typealias Wrapped = Color }

/// The screen's background from `containerBackground(_:for: .navigation)`: a style, or a view
/// with its alignment over a clear style.
struct NavigationContainerBackground {
    let style: AnyShapeStyle
    var view: (AnyView, Alignment)? = nil
}

/// `containerBackground(_:for: .navigation)` (innermost wins).
struct NavigationContainerBackgroundKey: FirstValuePreferenceKey { typealias Wrapped = NavigationContainerBackground }

/// The search field added with `searchable`.
struct NavigationSearchKey: FirstValuePreferenceKey { typealias Wrapped = SearchFieldConfiguration }

enum NavigationPreferences {
    /// Removes every navigation key: a navigation container consumes its screens' values, so
    /// an enclosing container does not see them.
    static func consume(_ values: inout PreferenceValues) {
        values[NavigationTitleKey.self] = nil
        values[NavigationSubtitleKey.self] = nil
        values[NavigationTitleModeKey.self] = nil
        values[NavigationTitleMenuKey.self] = nil
        values[NavigationBackButtonHiddenKey.self] = nil
        values[ToolbarItemsKey.self] = nil
        values[BarVisibilityKey.self] = nil
        values[BarBackgroundKey.self] = nil
        values[BarBackgroundVisibilityKey.self] = nil
        values[BarColorSchemeKey.self] = nil
        values[NavigationDestinationsKey.self] = nil
        values[PresentedDestinationsKey.self] = nil
        values[NavigationContentBackgroundKey.self] = nil
        values[NavigationContainerBackgroundKey.self] = nil
        values[NavigationSearchKey.self] = nil
    }

    /// Adds `value` for `Key` after the values of `nodes` (a view list's modifier applies
    /// once, after its whole content: the last element carries it). Nothing outside a
    /// navigation screen, where no container reads it.
    static func attach<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value, to nodes: [ViewNode],
                                           in environment: EnvironmentValues) {
        guard environment.isInNavigationScreen, let last = nodes.last else { return }
        last.preferenceActions.append(.combine { values in values.combine(Key.self, with: value) })
    }
}

/// Sets a navigation preference for the enclosing screen once its content has resolved; the
/// value is computed then, in the content's context (`nil`: nothing set).
nonisolated struct _NavigationPreferenceModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: (ResolveContext) -> Key.Value?
    init(_ key: Key.Type, value: @escaping (ResolveContext) -> Key.Value?) { self.value = value }
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        if context.environment.isInNavigationScreen, !nodes.isEmpty, let value = value(context) {
            NavigationPreferences.attach(Key.self, value, to: nodes, in: context.environment)
        }
        return nodes
    }
}

nonisolated extension View {
    /// Sets a navigation preference computed from nothing but the modifier's arguments.
    func navigationPreference<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value?) -> some View {
        modifier(_NavigationPreferenceModifier(key) { _ in value })
    }
}

private struct InNavigationScreenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is inside a navigation screen (a `NavigationStack`'s root or pushed
    /// destination), whose container reads the navigation preferences.
    var isInNavigationScreen: Bool {
        get { self[InNavigationScreenKey.self] }
        set { self[InNavigationScreenKey.self] = newValue }
    }
}
