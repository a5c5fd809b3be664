import Foundation

/// A navigation bar with a large title, shown above the screen's content as a top safe-area
/// inset that collapses to the inline title when the content, placed under the large bar, is
/// scrolled beneath it (`ScrollViewReader.scrollTo`, `defaultScrollAnchor(.bottom)`,
/// `scrollPosition`): iOS shrinks the large title as content scrolls, and a still render shows
/// the content at its resting offset under the collapsed bar.
///
/// Content scrolled by less than the large title's row shows the inline bar too, with the content
/// placed under it (iOS would show the title part-way collapsed). A search field in the bar's
/// drawer hides with the large title unless its display mode is `.always`.
nonisolated struct _CollapsingNavigationBarModifier: ViewModifier, PrimitiveModifier {
    let large: NavigationBarConfiguration
    /// The screen's observer: its viewports say whether content scrolled beneath the bar.
    let observer: ScrollEdgeObserver

    /// A primitive modifier has no body.
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let primaryNode = ViewNode.root(stacking: content(context))
        var inline = large
        inline.large = false
        // The drawer's search field scrolls away with the large title unless always shown.
        if inline.search?.hidesWhenScrolled == true { inline.search = nil }
        let bars = [large, inline].map { configuration in
            ViewNode.passthrough("navigation bar form", context.resolver.resolveSingle(
                _NavigationBarView(configuration: configuration), context.insideContainer,
                implicitLayout: LayoutAdapter(ZStackLayout()), label: "ZStack"))
        }
        let layout = SafeAreaInsetLayout(edge: .top, alignment: .center, spacing: 0, collapse: observer)
        return [ViewNode("navigationBarInset", layout: layout, children: [primaryNode] + bars)]
    }
}
