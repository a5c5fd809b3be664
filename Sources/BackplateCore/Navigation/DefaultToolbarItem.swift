import Foundation

extension ToolbarDefaultItemKind {
    /// The search item a `searchable` modifier adds (iOS 26), which `DefaultToolbarItem` can
    /// move to another placement, such as the bottom bar.
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// A toolbar item standing for an item the system adds, such as search, placed where this item
/// is declared (iOS 26): `DefaultToolbarItem(kind: .search, placement: .bottomBar)`.
///
/// Backplate draws the system's items where it always does (the search field in the
/// navigation bar's drawer); this item draws nothing where it is declared, and a runtime
/// warning says so.
nonisolated public struct DefaultToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// Creates an item standing for the system item `kind`, at `placement` (`.automatic` by
    /// default).
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("DefaultToolbarItem has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        RuntimeWarning.emit("DefaultToolbarItem(kind: .\(kind.name)): the system item stays in its default place; nothing is drawn where it is declared")
        return []
    }
}

nonisolated extension ToolbarContent {
    /// Sets whether this content shares the glass background of the items next to it in the
    /// bar (iOS 26; `.hidden` sets it apart). Backplate's bars draw no shared glass
    /// backgrounds, so the content is drawn as declared either way.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        self
    }

    /// Marks this content as the source of a zoom navigation transition (iOS 26). The
    /// transition is an animation: a still render draws the content as declared.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some ToolbarContent {
        self
    }
}

nonisolated extension CustomizableToolbarContent {
    /// Sets whether this content shares the glass background of the items next to it in the
    /// bar (iOS 26); drawn as declared (see `ToolbarContent.sharedBackgroundVisibility(_:)`).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some CustomizableToolbarContent {
        self
    }

    /// Marks this content as the source of a zoom navigation transition (iOS 26); drawn as
    /// declared.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some CustomizableToolbarContent {
        self
    }
}
