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

/// The title menu of a navigation bar, declared among toolbar items (iOS 16): the
/// `toolbar { ToolbarTitleMenu { ... } }` spelling of `toolbarTitleMenu(content:)`. The menu is
/// closed in a still render; an inline title shows the menu's chevron after it, as with
/// `toolbarTitleMenu(content:)`.
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: Content

    /// A title menu whose items are `content` (never evaluated into a drawing: the menu is closed).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("ToolbarTitleMenu has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        [ToolbarEntry(placement: ToolbarItemPlacement(name: "titleMenu", slot: .titleMenu), view: AnyView(EmptyView()))]
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu with the system's default items: on iOS, the document commands a
    /// `navigationDocument` offers (none in a still render, where the menu is closed).
    public init() { content = EmptyView() }
}
