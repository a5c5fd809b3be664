import Foundation

/// Where a search field appears.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    /// The system chooses.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
    }

    /// When a navigation bar drawer's search field shows.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        /// The system chooses (hidden until the user scrolls).
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}

// Backplate draws no navigation bar here, so the search field, which lives in the navigation
// bar or toolbar, is not drawn in a still render: these modifiers leave the view unchanged.

extension View {
    /// Marks the view as searchable with a search field bound to `text`. The field lives in
    /// the navigation chrome and is not drawn in a still render.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable with a prompt key. Not drawn in a still render.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable with a prompt string. Not drawn in a still render.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable, with the field's presentation bound to `isPresented`
    /// (iOS 17). Not drawn in a still render.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable, with the field's presentation bound to `isPresented`
    /// (iOS 17). Not drawn in a still render.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable, with the field's presentation bound to `isPresented`
    /// (iOS 17). Not drawn in a still render.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable with suggestions (deprecated in SwiftUI: use
    /// `searchSuggestions(_:)`). Not drawn in a still render.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as searchable with suggestions and a prompt key (deprecated in SwiftUI).
    /// Not drawn in a still render.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        modifier(_InertModifier())
    }
    /// Adds search suggestions, shown under the field while the user types. Not drawn in a
    /// still render.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_InertModifier())
    }
}
