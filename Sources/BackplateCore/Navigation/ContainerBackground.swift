import Foundation

/// A container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
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
                             container == .widget ? nil : NavigationContainerBackground(style: AnyShapeStyle(style)))
        .preference(key: WidgetContainerBackgroundKey.self,
                    value: container == .widget ? WidgetContainerBackground(style: AnyShapeStyle(style), view: nil) : nil)
    }

    /// Sets the background of the container the view is in to a view (iOS 17/18); as
    /// `containerBackground(_:for:)` with a style, with the view filling the screen.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content())
        return navigationPreference(NavigationContainerBackgroundKey.self, container == .widget ? nil
            : NavigationContainerBackground(style: AnyShapeStyle(Color.clear), view: (background, alignment)))
        .preference(key: WidgetContainerBackgroundKey.self,
                    value: container == .widget ? WidgetContainerBackground(style: nil, view: (background, alignment)) : nil)
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
