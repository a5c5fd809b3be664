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
    /// A widget's background (iOS 17). No widget container is drawn: no effect.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    /// Sets the background of the container the view is in (iOS 17/18). For `.navigation`
    /// (and `.navigationSplitView` on an iPhone) `style` fills the navigation screen behind
    /// its content and under the transparent bar, replacing the system background; a grouped
    /// `List` keeps drawing its own grey unless `scrollContentBackground(.hidden)`. The
    /// innermost setting on a screen wins. `.widget` has no effect.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(_NavigationRecordingModifier { c, _ in
            if container != .widget, c.containerBackground == nil { c.containerBackground = AnyShapeStyle(style) }
        })
    }

    /// Sets the background of the container the view is in to a view (iOS 17/18); as
    /// `containerBackground(_:for:)` with a style, with the view filling the screen.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content())
        return modifier(_NavigationRecordingModifier { c, _ in
            if container != .widget, c.containerBackground == nil {
                c.containerBackground = AnyShapeStyle(Color.clear)
                c.containerBackgroundView = (background, alignment)
            }
        })
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
