import Foundation

nonisolated extension View {
    /// Sets the subtitle shown with this screen's navigation title (iOS 26 on iPhone; macOS 11).
    ///
    /// The enclosing `NavigationStack` draws it with the title (the innermost subtitle of a
    /// screen wins): under a large title as a 15-point subheadline line in secondary grey (the
    /// large-title row grows by 20 points); under an inline title as a 13-point footnote, the
    /// two centred together in the 44-point row. Fonts and spacing are an approximation of
    /// iOS 26. Outside a navigation stack it has no effect.
    ///
    /// - Parameter subtitle: The subtitle text.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        navigationPreference(NavigationSubtitleKey.self, subtitle)
    }

    /// Sets the navigation subtitle from a localized string key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// Sets the navigation subtitle from a string (not localized).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }
}
