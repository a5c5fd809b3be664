import Foundation

nonisolated extension View {
    /// Adds a menu to the navigation title. The menu is closed in a still render; an inline
    /// title shows that it has one with a small secondary `chevron.down` after the title, as
    /// iOS 16 and later do. A large title draws as without it.
    ///
    /// - Parameter content: The menu's items (never evaluated: the menu is closed).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        navigationPreference(NavigationTitleMenuKey.self, true)
    }
}

/// An inline navigation title with a title menu: the title in `.headline`, then the menu's
/// chevron, `chevron.down` in 14-point bold at the secondary level, 4 points after the text: ink
/// about 7.5 × 4.5 points, vertically centred on the title (estimated from iOS 17 screenshots,
/// where the chevron is a little narrower than the title's cap height; Apple publishes no
/// metrics).
nonisolated struct _TitleMenuLabel: View {
    let title: Text

    static let chevronSize: CGFloat = 14
    static let spacing: CGFloat = 4

    var body: some View {
        HStack(spacing: Self.spacing) {
            title.font(.headline).foregroundStyle(Color.primary).lineLimit(1)
            Image(systemName: "chevron.down")
                .font(.system(size: Self.chevronSize, weight: .bold))
                .imageScale(.medium)
                .foregroundStyle(.secondary)
                .symbolFrameHugsInk()
        }
    }
}
