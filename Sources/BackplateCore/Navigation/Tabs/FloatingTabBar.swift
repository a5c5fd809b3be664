import Foundation

/// The iOS 26 tab bar: a regular-glass capsule floating over the content, 21 points from the
/// screen's sides, 62 points tall from the top of the bar's 49-point safe-area inset (so on a
/// phone with a home indicator its bottom is 21 points above the screen's: 34 + 49 − 62). The
/// items share the capsule's width, inset 4 points; the selected one sits on a capsule pill
/// (black at 6 %, dark white at 12 %) in the tint colour, the others in the primary colour.
///
/// Sources: the 49-point inset, measured as 34 + 49 (+ 56 with an accessory) on an iPhone 17
/// Pro with iOS 26 (boardsesh/boardsesh#3973); the 21-point margins, a community measurement
/// (STiXzoOR/applecn's design reference). The height follows from both; the 4-point pill
/// inset, the pill's fill and the primary unselected colour are estimates from iOS 26's
/// system apps. Without a bottom safe area (a preview canvas) the capsule ends 8 points above
/// the bottom, reaching 21 points above the bar's inset (an estimate). The glass is always
/// drawn: iOS 26 has no scroll-edge bar. A `Tab(role: .search)` leaves the capsule for a glass
/// circle of the bar's height at the trailing side, 8 points after it (an estimate). Over
/// content darker than mid-grey a light-scheme bar is drawn dark, and over lighter content a
/// dark-scheme bar light, as iOS 26 flips small glass elements (the threshold is an estimate).
nonisolated struct _FloatingTabBar: View {
    let items: [_TabBarItemInfo]
    let selected: Int
    /// `toolbarBackground(_:for: .tabBar)`: drawn over the glass inside the capsule.
    var background: AnyShapeStyle? = nil

    static let sideInset: CGFloat = 21
    static let height: CGFloat = 62
    static let pillInset: CGFloat = 4
    /// The gap between the capsule and the search tab's circle (an estimate).
    static let searchGap: CGFloat = 8

    /// The capsule's gap to the screen's bottom when the bar has `region` points down to it
    /// (49 + the bottom safe area): 21 with a home indicator, 8 on a canvas without one.
    static func bottomGap(region: CGFloat) -> CGFloat { min(21, max(8, region - height)) }

    var body: some View {
        Color.clear
            .frame(maxWidth: .infinity)
            .frame(height: _TabBar.height)
            .background(alignment: .top) {
                // The region from the bar's top to the screen's bottom (the safe area below).
                GeometryReader { proxy in
                    let region = proxy.size.height
                    _FloatingTabCapsule(items: items, selected: selected, background: background)
                        ._adaptingToBackdrop()
                        .frame(width: proxy.size.width, height: Self.height)
                        .offset(y: region - Self.bottomGap(region: region) - Self.height)
                }
                .ignoresSafeArea(.container, edges: .bottom)
            }
    }
}

/// The floating tab bar's glass capsule and items in the environment's colour scheme (the bar
/// draws it in the scheme that reads over its backdrop, as iOS 26 does: `_adaptingToBackdrop`).
nonisolated struct _FloatingTabCapsule: View {
    let items: [_TabBarItemInfo]
    let selected: Int
    var background: AnyShapeStyle?
    @Environment(\.colorScheme) private var colorScheme

    private var pill: Color { colorScheme == .dark ? Color.white.opacity(0.12) : Color.black.opacity(0.06) }

    var body: some View {
        // The last search tab is drawn apart, in its own circle after the capsule.
        let search = items.lastIndex { $0.isSearch }
        let barItems = items.indices.filter { $0 != search }
        return HStack(spacing: _FloatingTabBar.searchGap) {
            HStack(spacing: 0) {
                ForEach(barItems, id: \.self) { i in
                    _TabBarItem(info: items[i])
                        .frame(height: 48)
                        .modifier(_FloatingTabItemState(isSelected: i == selected, pill: pill, badge: items[i].badge))
                }
            }
            .modifier(AccessibilityAttachmentModifier.numberedGroup)
            .padding(_FloatingTabBar.pillInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { glass(AnyShape(Capsule())) }
            if let search {
                Image(systemName: "magnifyingglass").font(.system(size: 23))
                    .modifier(_FloatingTabItemState(isSelected: search == selected, pill: pill, badge: items[search].badge))
                    .accessibilityLabel(Text("Search"))
                    .padding(_FloatingTabBar.pillInset)
                    .frame(width: _FloatingTabBar.height, height: _FloatingTabBar.height)
                    .background { glass(AnyShape(Circle())) }
            }
        }
        .padding(.horizontal, _FloatingTabBar.sideInset)
    }

    private func glass(_ shape: AnyShape) -> some View {
        ZStack {
            _GlassSurface(glass: .regular, shape: shape)
            if let background { shape.fill(background) }
        }
    }
}

/// A floating tab bar item's colour (the tint when selected, else the primary colour), its
/// selection pill and its accessibility as a tab.
nonisolated struct _FloatingTabItemState: ViewModifier {
    let isSelected: Bool
    let pill: Color
    let badge: Text?
    func body(content: Content) -> some View {
        content
            .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.primary))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { if isSelected { Capsule().fill(pill) } }
            .modifier(AccessibilityAttachmentModifier.control(
                isSelected ? [.isButton, .tabBarItem, .isSelected] : [.isButton, .tabBarItem],
                value: badge?.plainString))
    }
}
