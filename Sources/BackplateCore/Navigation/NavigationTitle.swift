import Foundation

/// Namespace for the navigation bar's title display mode (SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherits the previous screen's mode; large on a stack's root screen.
        case automatic
        /// A 17-point semibold title centred in the standard 44-point bar.
        case inline
        /// A 34-point bold title below the bar, at the leading margin (the bar grows by 52 points).
        case large
    }
}

nonisolated extension View {
    /// Sets the title the enclosing `NavigationStack` shows in its bar for this screen.
    /// The innermost title of a screen wins; outside a navigation stack it has no effect.
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference(NavigationTitleKey.self, title)
    }

    /// Sets the navigation title from a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title from a localized string resource, such as a symbol Xcode
    /// generates from a String Catalog (`.navigationTitle(.settingsTitle)`): its resolved string.
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(Text(titleResource))
    }

    /// Sets the navigation title from a string (not localized).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets an editable navigation title; a still render shows the binding's value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Sets the navigation bar title (deprecated form of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the navigation bar title (deprecated form of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// Sets the navigation bar title (deprecated form of `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the navigation bar title and its display mode (deprecated form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar title and its display mode (deprecated form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar title and its display mode (deprecated form).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Chooses how the enclosing navigation bar shows this screen's title: `.large` (34-point
    /// bold below the bar), `.inline` (17-point semibold centred in it) or `.automatic`.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference(NavigationTitleModeKey.self, NavigationTitleModeChoice(mode: displayMode))
    }

    /// Hides the back button of this screen when it is pushed on a navigation stack.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationPreference(NavigationBackButtonHiddenKey.self, hidesBackButton ? true : nil)
    }

    /// Hides the navigation bar (deprecated; use `toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPreference(BarVisibilityKey.self, hidden ? [.navigationBar: .hidden] : nil)
    }

    /// Adds leading and trailing bar items (deprecated; use `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Adds a leading bar item (deprecated; use `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Adds a trailing bar item (deprecated; use `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
