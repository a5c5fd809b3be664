import Foundation

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable, Hashable {
    /// When a navigation bar drawer's field shows.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let name: String
        /// Shown at rest, hidden when scrolling (the iPhone default).
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
    let name: String
    /// The drawer's display mode, when one was given.
    var drawerDisplayMode: NavigationBarDrawerDisplayMode? = nil
    /// The platform default: the navigation bar's drawer on iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer", drawerDisplayMode: displayMode)
    }
    /// In a sidebar column (the drawer on iPhone).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar (the drawer on iPhone).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

/// What a navigation bar's search field shows.
struct SearchFieldConfiguration {
    let text: String
    let prompt: Text?
    /// Whether the field hides with the large title when content scrolls beneath the bar: every
    /// placement but a drawer whose display mode is `.always`.
    var hidesWhenScrolled = true
}

nonisolated extension View {
    /// Adds a search field to the enclosing navigation bar (docs/controls.md §8.1): below the
    /// title, 36 points tall with a 10-point corner radius in the tertiary fill, inset by the
    /// layout margin, the magnifying glass and the prompt ("Search") in the secondary colour,
    /// or the bound text in the label colour. The bar grows by 52 points. When the content rests
    /// scrolled beneath a large title, the field hides with it, unless `placement` is
    /// `.navigationBarDrawer(displayMode: .always)`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let config = SearchFieldConfiguration(text: text.wrappedValue, prompt: prompt,
                                              hidesWhenScrolled: placement.drawerDisplayMode != .always)
        return navigationPreference(NavigationSearchKey.self, config)
    }

    /// Adds a search field with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose presentation is bound to `isPresented` (drawn the same in a
    /// still render).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field whose presentation is bound to `isPresented`, with a localized prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose presentation is bound to `isPresented`, with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with suggestions (deprecated in SwiftUI: use `searchSuggestions(_:)`);
    /// the suggestions show while searching, never in a still render.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with suggestions and a localized prompt (deprecated in SwiftUI).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds search suggestions; they show while searching, never in a still render.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_InertModifier())
    }

    /// Makes this suggestion fill the search field with `completion` when tapped. No visible
    /// effect: suggestions are drawn as given, and a still render never taps them.
    public func searchCompletion(_ completion: String) -> some View { modifier(_InertModifier()) }

    /// Makes this suggestion add `token` to the search field's tokens when tapped (iOS 16). No
    /// visible effect: suggestions are drawn as given, and a still render never taps them.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { modifier(_InertModifier()) }

    /// Adds a scope bar to the search field (iOS 16). On iOS the bar shows once the search
    /// field is active (`SearchScopeActivation.automatic`: on text entry), so a still render,
    /// which is never searching, draws no bar and the scopes are not evaluated.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_InertModifier())
    }

    /// Adds a scope bar shown according to `activation` (iOS 16.4). A still render is never
    /// searching, and the search field is never presented, so no bar is drawn.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        modifier(_InertModifier())
    }

    /// Sets whether the toolbar collapses while searching (iOS 17.1). A still render is not
    /// searching, so the toolbar draws as usual.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        modifier(_InertModifier())
    }
}

/// When a search field's scope bar appears.
public struct SearchScopeActivation: Sendable, Equatable {
    let name: String
    /// The platform's default: on text entry in iOS.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the person types in the search field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// When the search field is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// How the toolbar behaves while search is presented.
public struct SearchPresentationToolbarBehavior: Sendable, Equatable {
    let name: String
    /// The platform's default.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The toolbar keeps its title and items while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// The search field in the navigation bar's drawer, at the bar's margins.
nonisolated struct _SearchFieldView: View {
    let configuration: SearchFieldConfiguration
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        _SystemMarginLayout(bar: true) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").imageScale(.medium).foregroundStyle(SystemColors.secondaryLabel(dark)).symbolFrameHugsInk()
                    .accessibilityHidden(true)
                if configuration.text.isEmpty {
                    (configuration.prompt ?? Text("Search")).foregroundStyle(SystemColors.secondaryLabel(dark)).lineLimit(1)
                } else {
                    Text(configuration.text).foregroundStyle(Color.primary).lineLimit(1)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 7)
            .frame(maxWidth: .infinity, minHeight: 36, maxHeight: 36)
            .background(RoundedRectangle(cornerRadius: 10)
                .fill(NamedSystemColor.tertiarySystemFill.color(dark: dark)))
            // A search field ("Search Field."), named by its prompt, valued by the query.
            .modifier(AccessibilityAttachmentModifier.control(
                .isSearchField, label: (configuration.prompt ?? Text("Search")).plainString,
                value: configuration.text.isEmpty ? nil : configuration.text))
        }
        .padding(.top, 6)
        .padding(.bottom, 10)
    }
}
