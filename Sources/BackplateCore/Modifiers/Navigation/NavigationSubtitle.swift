import Foundation

nonisolated extension View {
    /// Sets the subtitle shown with this screen's navigation title (iOS 26 on iPhone; macOS 11).
    ///
    /// iOS draws it in the navigation bar with the title. Backplate records it for the
    /// enclosing `NavigationStack` (the innermost subtitle of a screen wins) but does not draw
    /// it yet: the bar shows the title alone. Outside a navigation stack it has no effect.
    ///
    /// - Parameter subtitle: The subtitle text.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_NavigationRecordingModifier { c, _ in c.record(subtitle: subtitle) })
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
