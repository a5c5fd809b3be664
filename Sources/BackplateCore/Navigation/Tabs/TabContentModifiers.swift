import Foundation

/// Tab content with a change applied to each of its tabs (a badge, a placement).
nonisolated struct ModifiedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
    typealias TabValue = Base.TabValue
    var body: _NeverTabContent<Base.TabValue> { return .noBody(Self.self) }
    let base: Base
    let change: (inout TabEntry) -> Void

    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        TabContentFlattening.entries(base, environment).map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

nonisolated extension TabContent {
    func changingTabs(_ change: @escaping (inout TabEntry) -> Void) -> ModifiedTabContent<Self> {
        ModifiedTabContent(base: self, change: change)
    }

    /// Shows `count` as the tab item's badge: a red capsule at the symbol's top-trailing
    /// corner (none for zero).
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        changingTabs { $0.view = AnyView($0.view.badge(count)) }
    }

    /// Shows a text as the tab item's badge (none for `nil`).
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        changingTabs { $0.view = AnyView($0.view.badge(label)) }
    }

    /// Shows a localized text as the tab item's badge.
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        badge(Text(key))
    }

    /// Shows a string as the tab item's badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        badge(Text(label))
    }

    /// Hides the tab from the tab view when `hidden` is true: its item leaves the tab bar.
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        changingTabs { if hidden { $0.isHiddenFromTabBar = true } }
    }

    /// Sets where the tab is placed (iOS 18). `.sidebarOnly` keeps the tab out of an iPhone's
    /// tab bar, as on iOS; `.pinned` and `.automatic` place it in the bar.
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
        changingTabs { if placement == .sidebarOnly { $0.isHiddenFromTabBar = true } }
    }

    /// Sets the tab's default visibility in the given placements (iOS 18): `.hidden` for
    /// `.tabBar` (or for every placement when none is given) keeps it out of the tab bar.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        let bar = placements.isEmpty || placements.contains(.tabBar) || placements.contains(.automatic)
        return changingTabs { if visibility == .hidden && bar { $0.isHiddenFromTabBar = true } }
    }

    /// Identifies the tab for `TabViewCustomization` (iOS 18). A still render draws the tabs
    /// in their declared order, which is the order before any user customization.
    public func customizationID(_ id: String) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Sets how the user may customize the tab in the given placements (iOS 18); changes
    /// nothing drawn.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Adds actions to a section in the sidebar (iOS 18). Not drawn on an iPhone's tab bar, as on iOS.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Adds swipe actions to the tab's row in the sidebar (iOS 18). Not drawn on a tab bar.
    public func swipeActions<Content: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                            @ViewBuilder content: () -> Content) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Adds a context menu to the tab's item (iOS 18), shown on a long press: not at rest.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Sets the tab's spring-loading behavior for drags (iOS 18); changes nothing drawn.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Lets the tab accept dropped items (iOS 18); changes nothing drawn.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> some TabContent<TabValue> {
        changingTabs { _ in }
    }

    /// Presents a popover from the tab's item when `isPresented` is true (iOS 18). Backplate
    /// does not draw it: a runtime warning says so when it is presented.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<TabValue> {
        let shown = isPresented.wrappedValue
        return changingTabs { _ in if shown { RuntimeWarning.emit(Self.tabPopoverWarning) } }
    }

    /// Presents a popover from the tab's item for a non-nil `item` (iOS 18). Backplate does
    /// not draw it: a runtime warning says so when it is presented.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<TabValue> {
        let shown = item.wrappedValue != nil
        return changingTabs { _ in if shown { RuntimeWarning.emit(Self.tabPopoverWarning) } }
    }

    static var tabPopoverWarning: String { "popover on a Tab: the popover is not drawn from the tab bar item" }
}
