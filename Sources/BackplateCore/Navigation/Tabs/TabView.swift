import Foundation

/// A view that switches between child views using interactive user interface elements.
///
/// A still render shows the selected tab (the child whose `tag`, or `Tab` value, equals the
/// selection; the first child otherwise) above the tab bar. In the iOS 26 look
/// (`backplateLook`, the default) the bar is a floating glass capsule, 62 points tall and 21
/// from the screen's sides, the selected item on a pill (docs/pixel-differences.md §6). In the
/// iOS 18 look it is the full-width bar (docs/controls.md §2.1): 49 points
/// tall, equal-width items 4 points apart and 2 from the edges, each an SF Symbol (in its
/// `.fill` variant, as SwiftUI draws tab bar items) above a 10-point medium label, the selected item in the tint colour, the others grey; the bar
/// material behind (extending into the bottom safe area) and a one-pixel hairline just above
/// the bar's top edge, drawn only when content lies beneath the bar: as iOS 15+ draws the bar
/// at the scroll edge, a tab whose content ends above the bar (no scroll view, or a list or
/// scroll view shorter than the screen) shows a transparent bar with no hairline, and one whose
/// list or scroll view continues under the bar shows the material.
/// `toolbarBackground(.visible, for: .tabBar)` always draws the background,
/// `toolbarBackground(.hidden, for: .tabBar)` never does. The content is laid out above the
/// bar, which is a bottom safe-area inset of the content: backgrounds and scroll views of the
/// content reach under it. With `.tabViewStyle(.page)` the selected page fills
/// the view with the page indicator dots at the bottom. The shown screen can hide the bar with
/// `toolbar(.hidden, for: .tabBar)`. Greedy in both axes.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Creates a tab view with a binding to the selected tab's tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    /// Builds a tab view from its parts (the `TabContentBuilder` initialisers).
    init(tabs selection: SelectionValue?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let resolver = context.resolver
        var inner = context.insideContainer
        inner.environment.isListRow = false
        inner.environment.listContentKind = nil
        inner.environment.tabBarPlacement = context.environment.tabViewStyleKind == .tabBar ? .bottomBar : nil
        // The accessory belongs to this tab view, not to tab views inside its tabs.
        let accessory = context.environment.tabViewBottomAccessoryContent
        inner.environment.tabViewBottomAccessoryContent = nil
        // The tab's scroll views report whether their content reaches under the bar.
        let observer = ScrollEdgeObserver(parent: context.environment.scrollEdgeObserver)
        inner.environment.scrollEdgeObserver = observer
        let tabs = resolver.resolve(content, inner)
        var selected = 0
        if let selection {
            let key = AnyHashable(selection)
            selected = tabs.firstIndex { $0.containerTag == key } ?? 0
        }
        let style = context.environment.tabViewStyleKind
        let page = tabs.isEmpty ? [] : [tabs[min(selected, tabs.count - 1)]]
        let view: AnyView
        switch style {
        case .page(let mode):
            view = AnyView(_PagedTabs(page: page, count: tabs.count, selected: selected, indexDisplayMode: mode))
        case .tabBar:
            let items = tabs.map { node in
                _TabBarItemInfo(label: node.trait(ContainerTraits.tabItem, as: TabItemLabel.self)?.label,
                                badge: node.trait(ContainerTraits.badge, as: Text.self),
                                isSearch: node.trait(ContainerTraits.tabItem, as: TabItemLabel.self)?.isSearch ?? false)
            }
            var barHidden = false
            var background: AnyShapeStyle?
            var backgroundVisibility: Visibility?
            page.first?.forEachNode { node in
                if node.layoutValues[ContainerTraits.tabBarVisibility] as? Visibility == .hidden { barHidden = true }
                if background == nil { background = node.layoutValues[ContainerTraits.tabBarBackground] as? AnyShapeStyle }
                if backgroundVisibility == nil {
                    backgroundVisibility = node.layoutValues[ContainerTraits.tabBarBackgroundVisibility] as? Visibility
                }
            }
            view = AnyView(_TabBarScreen(page: page, items: items, selected: selected, barHidden: barHidden,
                                         background: background, backgroundVisibility: backgroundVisibility ?? .automatic,
                                         observer: observer, accessory: accessory))
        }
        return resolver.resolve(view, context.insideContainer)
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that shows its first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The label given with `tabItem` (or a `Tab`'s, with whether its role is `.search`).
struct TabItemLabel {
    let label: AnyView
    var isSearch = false
}

struct _TabBarItemInfo {
    let label: AnyView?
    let badge: Text?
    /// `Tab(role: .search)`: the iOS 26 look draws it apart, in its own glass circle.
    var isSearch = false
}

nonisolated extension View {
    /// Sets the tab bar item of this view in a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_ContainerTraitModifier(key: ContainerTraits.tabItem, value: TabItemLabel(label: AnyView(label()))))
    }
}

/// The selected tab above the tab bar, which is a bottom safe-area inset of the tab's
/// content (so the content's scroll views and backgrounds reach under the bar, as on iOS).
nonisolated struct _TabBarScreen: View {
    let page: [ViewNode]
    let items: [_TabBarItemInfo]
    let selected: Int
    let barHidden: Bool
    var background: AnyShapeStyle? = nil
    var backgroundVisibility: Visibility = .automatic
    var observer: ScrollEdgeObserver? = nil
    /// The content of `tabViewBottomAccessory` (iOS 26), drawn on glass above the bar.
    var accessory: AnyView? = nil

    @Environment(\.backplateLook) private var look

    /// iOS 26: the floating glass capsule; iOS 18: the full-width bar at the scroll edge.
    @ViewBuilder private var tabBar: some View {
        if look == .iOS26 {
            _FloatingTabBar(items: items, selected: selected, background: background)
        } else {
            _TabBar(items: items, selected: selected, background: background,
                    backgroundHidden: backgroundVisibility == .hidden,
                    scrollEdge: backgroundVisibility == .visible ? nil : observer)
        }
    }

    var body: some View {
        let content = VStack(spacing: 0) { _ResolvedNodes(nodes: page) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        if barHidden {
            content
        } else {
            content.safeAreaInset(edge: .bottom, spacing: 0) {
                if let accessory {
                    VStack(spacing: 0) {
                        _TabViewBottomAccessoryBar(content: accessory)
                        tabBar
                    }
                } else {
                    tabBar
                }
            }
        }
    }
}

/// The tab bar: 49 points, items of equal width 4 points apart, 2 from the edges.
nonisolated struct _TabBar: View {
    let items: [_TabBarItemInfo]
    let selected: Int
    /// `toolbarBackground(_:for: .tabBar)`; nil: the bar material.
    var background: AnyShapeStyle? = nil
    /// `toolbarBackground(.hidden, for: .tabBar)`: no fill, no hairline.
    var backgroundHidden = false
    /// The tab's scroll views; when given, the background and hairline are drawn only if
    /// content lies beneath the bar (nil: always, `toolbarBackground(.visible, for: .tabBar)`).
    var scrollEdge: ScrollEdgeObserver? = nil
    @Environment(\.colorScheme) private var colorScheme

    static let height: CGFloat = 49

    var body: some View {
        let dark = colorScheme == .dark
        HStack(spacing: 4) {
            ForEach(0..<items.count, id: \.self) { i in
                _TabBarItem(info: items[i])
                    .foregroundStyle(i == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(SystemColors.tabUnselected(dark)))
                    .frame(maxWidth: .infinity)
                    .frame(height: 48)
                    // UITabBar: each item a tab ("Tab." in place of "Button."), the current one selected.
                    .modifier(AccessibilityAttachmentModifier.control(
                        i == selected ? [.isButton, .tabBarItem, .isSelected] : [.isButton, .tabBarItem],
                        value: items[i].badge?.plainString))
            }
        }
        .modifier(AccessibilityAttachmentModifier.numberedGroup)  // read "Tab. 2 of 4." 
        .padding(.horizontal, 2)
        .padding(.top, 1)
        .frame(maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height, alignment: .top)
        .modifier(_BarBackground(style: backgroundHidden ? nil : (background ?? AnyShapeStyle(SystemColors.barMaterial(dark))),
                                 edge: .top, scrollEdge: scrollEdge))
    }
}

/// One tab bar item: the symbol centred about 19 points below the bar's top, the 10-point
/// label's baseline 45 points below it, the badge at the symbol's top-trailing corner.
nonisolated struct _TabBarItem: View {
    let info: _TabBarItemInfo
    var body: some View {
        _TabItemLabelView(label: info.label ?? AnyView(EmptyView()))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .overlay(alignment: .top) {
                if let badge = info.badge {
                    badge.font(.system(size: 13)).foregroundStyle(Color.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.red))
                        .offset(x: 14, y: 2)
                        .accessibilityHidden(true)  // read as the item's value
                }
            }
    }
}

/// A tab item's label resolved twice, once with the icon font and once with the label font,
/// so an `Image` + `Text` pair gets a 23-point symbol above a 10-point title. As SwiftUI does
/// for tab bar items (`SymbolVariants`' documentation), the symbols take the `.fill` variant:
/// `house` draws `house.fill`, a symbol without a filled form draws as named (`calendar`), and
/// `.environment(\.symbolVariants, .none)` inside the label keeps the outline.
nonisolated struct _TabItemLabelView: View, PrimitiveView {
    let label: AnyView
    var body: Never { primitiveBody(Self.self) }

    static let iconFont = Font.system(size: 23)
    static let titleFont = Font.system(size: 10, weight: .medium)

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let styled = AnyView(label.labelStyle(_TabItemLabelStyle()))
        var itemContext = context.insideContainer
        itemContext.environment.symbolVariants = itemContext.environment.symbolVariants.union(.fill)
        var iconContext = itemContext
        iconContext.environment.font = Self.iconFont
        var titleContext = itemContext
        titleContext.environment.font = Self.titleFont
        let icons = context.resolver.resolve(styled, iconContext)
        let titles = context.resolver.resolve(styled, titleContext)
        var children: [ViewNode] = []
        for (i, node) in titles.enumerated() {
            if i < icons.count, icons[i].content is ImageContent {
                children.append(ViewNode("frame", layout: _TabIconFrame(), children: [icons[i]]))
            } else {
                children.append(node)
            }
        }
        if children.count == 1 { return children }
        return [ViewNode("VStack", layout: LayoutAdapter(VStackLayout(spacing: 0)), children: children)]
    }
}

/// Gives a tab icon its 32-point-tall slot below a 3-point inset.
struct _TabIconFrame: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let s = node.children.first?.sizeThatFits(.unspecified, pass: pass) ?? .zero
        return CGSize(width: s.width, height: 35)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        let s = child.sizeThatFits(.unspecified, pass: pass)
        pass.place(child, at: CGPoint(x: bounds.midX - s.width / 2, y: bounds.minY + 3 + (32 - s.height) / 2), proposal: .unspecified)
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }
}

/// A `Label` in a tab bar: the symbol in its slot above the title.
nonisolated struct _TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon.font(_TabItemLabelView.iconFont).frame(height: 32).padding(.top, 3)
            configuration.title.font(_TabItemLabelView.titleFont).lineLimit(1)
        }
    }
}

/// The page style: the selected page fills the view; the indicator dots sit at the bottom.
nonisolated struct _PagedTabs: View {
    let page: [ViewNode]
    let count: Int
    let selected: Int
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    @Environment(\.pageIndexBackground) private var indexBackground

    var body: some View {
        VStack(spacing: 0) { _ResolvedNodes(nodes: page) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if indexDisplayMode == .always || (indexDisplayMode == .automatic && count > 1) {
                    HStack(spacing: 10.5) {
                        ForEach(0..<count, id: \.self) { i in
                            Circle().fill(Color.white.opacity(i == selected ? 1 : 0.3)).frame(width: 7, height: 7)
                        }
                    }
                    .padding(.horizontal, 10)
                    .frame(height: 25.7)
                    .background {
                        if indexBackground == .always { Capsule().fill(Color.black.opacity(0.25)) }
                    }
                    .padding(.bottom, 8)
                }
            }
    }
}
