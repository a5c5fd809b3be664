import Foundation

/// A container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// A placement another module's container draws (StoreKit's subscription store), by name.
    package init(_containerNamed name: String) { self.name = name }
    /// Whether a navigation container draws this placement.
    var isNavigation: Bool { self == .navigation || self == .navigationSplitView }
    /// The navigation container (iOS 18): the background of the `NavigationStack` screen
    /// the view is on, behind its content and under its transparent bar.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The columns of a navigation split view (iOS 18). On an iPhone, where the split view
    /// shows one column as a stack, Backplate applies it as `navigation`.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A widget's background (iOS 17): the `WidgetKit` module's widget container draws it
    /// behind the content and its margins, clipped to the widget's rounded shape.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    /// Sets the background of the container the view is in (iOS 17/18). For `.navigation`
    /// (and `.navigationSplitView` on an iPhone) `style` fills the navigation screen behind
    /// its content and under the transparent bar, replacing the system background; a grouped
    /// `List` keeps drawing its own grey unless `scrollContentBackground(.hidden)`. The
    /// innermost setting on a screen wins. For `.widget`, the widget container (WidgetKit)
    /// fills the whole widget with `style`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        navigationPreference(NavigationContainerBackgroundKey.self,
                             container.isNavigation ? NavigationContainerBackground(style: AnyShapeStyle(style)) : nil)
        .preference(key: WidgetContainerBackgroundKey.self,
                    value: container == .widget ? WidgetContainerBackground(style: AnyShapeStyle(style), view: nil) : nil)
        .preference(key: OtherContainerBackgroundKey.self, value: Self.other(container, WidgetContainerBackground(style: AnyShapeStyle(style), view: nil)))
    }

    private static func other(_ container: ContainerBackgroundPlacement, _ background: WidgetContainerBackground) -> [String: WidgetContainerBackground] {
        container.isNavigation || container == .widget ? [:] : [container.name: background]
    }

    /// Sets the background of the container the view is in to a view (iOS 17/18); as
    /// `containerBackground(_:for:)` with a style, with the view filling the screen.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content())
        return navigationPreference(NavigationContainerBackgroundKey.self, !container.isNavigation ? nil
            : NavigationContainerBackground(style: AnyShapeStyle(Color.clear), view: (background, alignment)))
        .preference(key: WidgetContainerBackgroundKey.self,
                    value: container == .widget ? WidgetContainerBackground(style: nil, view: (background, alignment)) : nil)
        .preference(key: OtherContainerBackgroundKey.self, value: Self.other(container, WidgetContainerBackground(style: nil, view: (background, alignment))))
    }
}

/// A widget's background set with `containerBackground(_:for: .widget)`: a style or a view.
package struct WidgetContainerBackground {
    package let style: AnyShapeStyle?
    package let view: (AnyView, Alignment)?
}

/// Carries a widget's container background up to the widget container (the first set, in
/// drawing order, wins).
package struct WidgetContainerBackgroundKey: PreferenceKey {
    package static var defaultValue: WidgetContainerBackground? { nil }
    package static func reduce(value: inout WidgetContainerBackground?, nextValue: () -> WidgetContainerBackground?) {
        if value == nil { value = nextValue() }
    }
}

/// Carries the backgrounds of placements another module's container draws (by placement
/// name) up to that container; the innermost setting of a name wins.
package struct OtherContainerBackgroundKey: PreferenceKey {
    package static var defaultValue: [String: WidgetContainerBackground] { [:] }
    package static func reduce(value: inout [String: WidgetContainerBackground], nextValue: () -> [String: WidgetContainerBackground]) {
        value.merge(nextValue()) { _, next in next }
    }
}

/// Draws a screen's container background (a style or a view) behind its content; nothing
/// when none was set, so screens without one are unchanged.
nonisolated struct _ContainerBackgroundLayer: ViewModifier {
    let style: AnyShapeStyle?
    var view: (AnyView, Alignment)? = nil
    func body(content: Content) -> some View {
        if let view {
            content.background(alignment: view.1) { view.0.ignoresSafeArea() }
        } else if let style {
            content.background(style)
        } else {
            content
        }
    }
}
