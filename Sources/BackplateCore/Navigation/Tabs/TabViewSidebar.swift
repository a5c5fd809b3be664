import Foundation

// The sidebar of a `.sidebarAdaptable` tab view shows in a regular width (iPad, Mac). On an
// iPhone, Backplate's default canvas, the tab view is a tab bar, so these add nothing drawn.

nonisolated extension View {
    /// Puts `content` at the top of the tab view's sidebar (iOS 18). Not drawn on an iPhone,
    /// where the tab view shows a tab bar.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_InertModifier())
    }

    /// Puts `content` at the bottom of the tab view's sidebar (iOS 18). Not drawn on an iPhone.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_InertModifier())
    }

    /// Puts `content` in the bar under the tab view's sidebar (iOS 18). Not drawn on an iPhone.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_InertModifier())
    }
}

nonisolated extension View {
    /// Adds actions to a section in a sidebar (iOS 18), shown beside its header in a regular
    /// width. Not drawn on an iPhone, whose lists show no section actions.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_InertModifier())
    }
}
