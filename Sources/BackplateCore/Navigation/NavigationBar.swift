import Foundation

/// What a navigation screen's bar shows, collected from the screen's modifiers.
struct NavigationBarConfiguration {
    var title: Text?
    var large: Bool
    var backTitle: Text?
    var leading: [AnyView]
    var trailing: [AnyView]
    var confirmationTrailing: Int
    var principal: AnyView?
    var bottom: [ToolbarEntry]
    var hidden: Bool
    var background: AnyShapeStyle?
    /// When given, `background` and the hairline show only while the screen's content is
    /// scrolled beneath the bar (no `toolbarBackground` visibility given).
    var scrollEdge: ScrollEdgeObserver? = nil
    var colorScheme: ColorScheme?
    var search: SearchFieldConfiguration? = nil
    /// `toolbarTitleDisplayMode(.inlineLarge)` on a root screen: the large title in the bar's
    /// row, at its leading margin, instead of the leading items.
    var inlineLarge = false
    /// `toolbarTitleMenu`: the inline title is followed by the menu's chevron.
    var titleMenu = false
    /// `navigationSubtitle` (iOS 26): drawn under the title, in secondary grey.
    var subtitle: Text? = nil
    /// Items placed `.title`, `.largeTitle`, `.subtitle` and `.largeSubtitle`: drawn in place
    /// of the title and subtitle texts.
    var titleView: AnyView? = nil
    var largeTitleView: AnyView? = nil
    var subtitleView: AnyView? = nil
    var largeSubtitleView: AnyView? = nil
    /// The iOS 26 look's glass groups of the leading and trailing items.
    var leadingGroups: [ToolbarGlassGroup] = []
    var trailingGroups: [ToolbarGlassGroup] = []
}

/// The navigation bar (docs/controls.md §1): a 44-point row with the back button and leading items
/// at the leading margin, trailing items at the trailing margin and the inline title or the
/// principal item centred; with a large title, a 52-point row below it holding the title in
/// 34-point bold at the leading margin, its text frame ending 8 points above the bar's bottom
/// (iOS 26 look: 2 points below it, the baseline 10 points lower).
/// A large title wider than the bar's margins allow is drawn inline instead, as iOS collapses it.
/// In the iOS 26 look the items sit on glass capsules (`_GlassToolbarGroups`) and the back
/// button is a glass circle at the leading margin (`_GlassBackButton`).
nonisolated struct _NavigationBarView: View {
    let configuration: NavigationBarConfiguration
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.backplateLook) private var look

    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The space under the large title's text frame: 8 on iOS 18 (baseline 36 below the 44-point
    /// row); iOS 26 draws the title 10 lower in the same 52-point row, its baseline 46 below the
    /// row (measured: Home Assistant's iOS 26.4 large titles, docs/pixel-differences.md §6).
    private var largeTitleBottomPadding: CGFloat { look == .iOS26 ? -2 : 8 }
    /// The line a `navigationSubtitle` adds under a large title (subheadline's line height).
    static let largeSubtitleHeight: CGFloat = 20
    /// The large title's row with a subtitle line: 8 points under the subtitle, the title where
    /// it is without one (so 10 points more in the iOS 26 look, whose title sits lower).
    private var largeSubtitleRowHeight: CGFloat {
        Self.largeTitleHeight + Self.largeSubtitleHeight + (8 - largeTitleBottomPadding)
    }

    var body: some View {
        let bar = Group {
            if configuration.large && (configuration.title != nil || configuration.largeTitleView != nil) {
                // A large title too wide for the bar collapses to the inline title (docs/controls.md §1.2).
                ViewThatFits(in: .horizontal) {
                    content(large: true)
                    content(large: false)
                }
            } else {
                content(large: false)
            }
        }
        .frame(maxWidth: .infinity)
        .imageScale(.large)
        .modifier(_BarBackground(style: configuration.background, edge: .bottom, scrollEdge: configuration.scrollEdge))
        if let scheme = configuration.colorScheme {
            bar.environment(\.colorScheme, scheme)
        } else {
            bar
        }
    }

    private func content(large: Bool) -> some View {
        VStack(spacing: 0) {
            _BarRowLayout(hasBackButton: configuration.backTitle != nil && look != .iOS26) {
                // Bar items show a label's icon only, as iOS's automatic label style does in bars.
                if configuration.inlineLarge, let title = configuration.title {
                    title.font(.largeTitle.bold()).foregroundStyle(Color.primary).lineLimit(1).accessibilityAddTraits(.isHeader)
                } else if look == .iOS26 {
                    HStack(spacing: _GlassToolbarGroups.gap) {
                        if let back = configuration.backTitle { _GlassBackButton(title: back) }
                        _GlassToolbarGroups(groups: configuration.leadingGroups)
                    }
                } else {
                    HStack(spacing: 8) { leadingItems }.labelStyle(.iconOnly)
                }
                if look == .iOS26 {
                    _GlassToolbarGroups(groups: configuration.trailingGroups)
                } else {
                    HStack(spacing: 8) { trailingItems }.labelStyle(.iconOnly)
                }
                HStack(spacing: 0) { centre(large: large) }
            }
            // The row's title and items stop growing at `.xxLarge`: at AX5 iOS 18 draws the
            // inline title at 21 points (ink 188.33 wide, was 156.67 at 17) and the plus 21.67 wide.
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            .frame(height: Self.barHeight)
            if large, configuration.largeSubtitleView != nil || configuration.subtitle != nil {
                // iOS 26: the subtitle's line (15-point subheadline, secondary) under the large
                // title, which keeps its place; the row grows by the 20-point line and the
                // subtitle ends 8 points above the bar's bottom (approximate).
                _SystemMarginLayout(bar: true) {
                    VStack(alignment: .leading, spacing: 0) {
                        largeTitleText
                        Group {
                            if let view = configuration.largeSubtitleView {
                                view.font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                            } else if let subtitle = configuration.subtitle {
                                subtitle.font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                        .frame(minHeight: Self.largeSubtitleHeight, alignment: .top)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(.bottom, 8)
                .frame(maxWidth: .infinity, minHeight: largeSubtitleRowHeight, maxHeight: largeSubtitleRowHeight, alignment: .bottom)
            } else if large {
                _SystemMarginLayout(bar: true) {
                    largeTitleText.frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(.bottom, largeTitleBottomPadding)
                .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight, alignment: .bottom)
            }
            if let search = configuration.search { _SearchFieldView(configuration: search) }
        }
    }

    @ViewBuilder private var leadingItems: some View {
        if let back = configuration.backTitle {
            HStack(spacing: 8) {
                _BackButton(title: back)
                ForEach(0..<configuration.leading.count, id: \.self) { configuration.leading[$0] }
            }
        } else {
            ForEach(0..<configuration.leading.count, id: \.self) { configuration.leading[$0] }
        }
    }

    @ViewBuilder private var trailingItems: some View {
        ForEach(0..<configuration.trailing.count, id: \.self) { configuration.trailing[$0] }
    }

    /// The large title: a `.largeTitle` item, else the title text, 34-point bold.
    @ViewBuilder private var largeTitleText: some View {
        if let view = configuration.largeTitleView {
            view.font(.largeTitle.bold()).foregroundStyle(Color.primary).lineLimit(1)
        } else if let title = configuration.title {
            title.font(.largeTitle.bold())
                .foregroundStyle(Color.primary)
                .lineLimit(1)
                .accessibilityAddTraits(.isHeader)  // VoiceOver reads the title as a heading
        }
    }

    @ViewBuilder private func centre(large: Bool) -> some View {
        if let principal = configuration.principal {
            principal
        } else if !large, !configuration.inlineLarge, configuration.title != nil || configuration.titleView != nil {
            if configuration.titleMenu, configuration.titleView == nil, let title = configuration.title {
                _TitleMenuLabel(title: title)
            } else if configuration.subtitle != nil || configuration.subtitleView != nil {
                // iOS 26: an inline title stacked over its subtitle (13-point footnote,
                // secondary), centred together in the bar's row (approximate sizes).
                VStack(spacing: 0) {
                    inlineTitle
                    if let view = configuration.subtitleView {
                        view.font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                    } else if let subtitle = configuration.subtitle {
                        subtitle.font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            } else {
                inlineTitle
            }
        }
    }

    /// The inline title: a `.title` item, else the title text, in the headline font.
    @ViewBuilder private var inlineTitle: some View {
        if let view = configuration.titleView {
            view.font(.headline).foregroundStyle(Color.primary).lineLimit(1)
        } else if let title = configuration.title {
            title.font(.headline).foregroundStyle(Color.primary).lineLimit(1).accessibilityAddTraits(.isHeader)
        }
    }
}

/// The back button (docs/controls.md §1.3): a semibold chevron of about 11 × 19 points whose ink
/// starts 9.33 points from the leading edge, then the previous screen's title (its ink about
/// 11.3 points after the chevron's, iOS 18), both in the tint colour.
nonisolated struct _BackButton: View {
    let title: Text
    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "chevron.left").font(.system(size: 24, weight: .semibold)).imageScale(.large).symbolFrameHugsInk()
                .accessibilityHidden(true)
            title.lineLimit(1)
        }
        .foregroundStyle(.tint)
        .padding(.leading, 9.33)
        // UIKit's back button (iOS 26.2): "First. Back Button.", known to Voice Control as
        // its title and "Back".
        .modifier(AccessibilityAttachmentModifier.control([.isButton, .backButton]))
        .accessibilityInputLabels(title.plainString == "Back" ? ["Back"] : [title.plainString, "Back"])
    }
}

/// A bar's background when it is visible (content scrolled under it, or
/// `toolbarBackground(.visible)`): the style filling the bar and extending into the safe area
/// beyond the bar's outer edge (under the status bar for a navigation bar, the home indicator
/// for a tab bar or bottom toolbar), composed with `background(_:ignoresSafeAreaEdges:)` so it
/// reaches the screen edge once safe areas are modelled; a one-pixel hairline (black @0.30 /
/// white @0.15) just outside the bar's inner `edge` (`.bottom` for a navigation bar, `.top` for a tab
/// bar or bottom toolbar). With no style the bar is transparent and draws no hairline, as iOS 15+
/// draws bars at the scroll edge (docs/controls.md §1.4, §2.1). The iOS 26 look draws no
/// hairline, and at the scroll edge draws the soft edge effect (`_SoftScrollEdgeEffect`).
nonisolated struct _BarBackground: ViewModifier {
    let style: AnyShapeStyle?
    let edge: VerticalEdge
    /// When given, the background and hairline show only if scrolled content lies beneath
    /// the bar, decided once layout is done (`_ScrollEdgeStyle`).
    var scrollEdge: ScrollEdgeObserver? = nil
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.backplateLook) private var look

    func body(content: Content) -> some View {
        if let style, look == .iOS26 {
            // iOS 26: no hairline; scrolled content blurs and fades out under the bar (the
            // scroll-edge effect) instead of meeting a material's edge.
            let outer: Edge.Set = edge == .bottom ? .top : .bottom
            content.background {
                if let scrollEdge, edge == .bottom {
                    // The navigation bar: the soft effect blurs and fades, the hard one fills the bar.
                    _SoftScrollEdgeEffect(style: style, innerEdge: edge) {
                        AnyShapeStyle(_ScrollEdgeStyle(base: $0, observer: scrollEdge, edge: edge, effect: .soft))
                    }
                    Rectangle().fill(_ScrollEdgeStyle(base: style, observer: scrollEdge, edge: edge, effect: .hard))
                        .ignoresSafeArea(.container, edges: outer)
                } else if let scrollEdge {
                    _SoftScrollEdgeEffect(style: style, innerEdge: edge) {
                        AnyShapeStyle(_ScrollEdgeStyle(base: $0, observer: scrollEdge, edge: edge))
                    }
                } else {
                    Rectangle().fill(style).ignoresSafeArea(.container, edges: outer)
                }
            }
        } else if let style {
            let hairline = AnyShapeStyle(SystemColors.barHairline(colorScheme == .dark))
            content
                .background(scrollEdge.map { AnyShapeStyle(_ScrollEdgeStyle(base: style, observer: $0, edge: edge)) } ?? style,
                            ignoresSafeAreaEdges: edge == .bottom ? .top : .bottom)
                .overlay(alignment: edge == .bottom ? .bottom : .top) {
                    _Hairline(style: scrollEdge.map { AnyShapeStyle(_ScrollEdgeStyle(base: hairline, observer: $0, edge: edge)) } ?? hairline)
                        .alignmentGuide(edge == .bottom ? .bottom : .top) { edge == .bottom ? $0[.top] : $0[.bottom] }
                }
        } else {
            content
        }
    }
}

/// A one-pixel line.
nonisolated struct _Hairline: View {
    private let color: Color?
    private let style: AnyShapeStyle?
    @Environment(\.pixelLength) private var pixel
    init(color: Color) { self.color = color; style = nil }
    /// A line filled with `style` (a bar's hairline at the scroll edge).
    init(style: AnyShapeStyle) { color = nil; self.style = style }
    var body: some View {
        if let color { color.frame(height: pixel) } else if let style { Rectangle().fill(style).frame(height: pixel) }
    }
}

/// A bar's style at the scroll edge (iOS 15+): `base` when scrolled content lies beneath the
/// bar, clear otherwise. It is resolved when the display list is built, after layout has
/// told `observer` where the content ended.
struct _ScrollEdgeStyle: ShapeStyle, PrimitiveShapeStyle {
    let base: AnyShapeStyle
    let observer: ScrollEdgeObserver
    /// The bar's inner edge: `.top` for a bottom bar (content beneath its top edge), `.bottom`
    /// for the navigation bar (content scrolled away from the top, beneath the bar).
    var edge: VerticalEdge = .top
    /// The iOS 26 navigation bar's edge effect this layer draws (`base` only when the content
    /// beneath the bar asks for this one); nil for the iOS 15+ scroll-edge appearance.
    var effect: ScrollEdgeEffectStyle.Kind? = nil
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        if let effect {
            return observer.topEdgeEffect == effect ? resolvePaint(base, in: environment, bounds: bounds, level: level) : .color(.clear)
        }
        let underBar = edge == .top ? observer.contentReachesBottomBar : observer.contentUnderTopBar
        return underBar ? resolvePaint(base, in: environment, bounds: bounds, level: level) : .color(.clear)
    }
}

/// The bottom toolbar (docs/controls.md §8.2): 44 points tall, items at the bar margins with
/// flexible space between them, `.status` items centred.
nonisolated struct _BottomToolbarView: View {
    let items: [ToolbarEntry]
    var body: some View {
        _SystemMarginLayout(bar: true) {
            HStack(spacing: 0) {
                if items.count == 1 || items.allSatisfy({ $0.placement.slot == .status }) { Spacer(minLength: 0) }
                ForEach(0..<items.count, id: \.self) { i in
                    if i > 0 { Spacer(minLength: 8) }
                    HStack(spacing: 8) { items[i].view }.labelStyle(.iconOnly)
                }
                if items.count == 1 || items.allSatisfy({ $0.placement.slot == .status }) { Spacer(minLength: 0) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 44)
    }
}

/// The bar's row: leading items at the margin (the back button from the edge), trailing items
/// ending at the margin, the centre item centred in the space the sides leave. The margin is
/// the bar's for its own width (16 points, 20 from 414: `_SystemMarginLayout.barMargin`).
struct _BarRowLayout: Layout {
    let hasBackButton: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: width, height: _NavigationBarView.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let m = _SystemMarginLayout.barMargin(for: bounds.width)
        let side = ProposedViewSize(width: nil, height: bounds.height)
        let lead = subviews[0].sizeThatFits(side), trail = subviews[1].sizeThatFits(side)
        let leadX = bounds.minX + (hasBackButton ? 0 : m)
        subviews[0].place(at: CGPoint(x: leadX, y: bounds.midY - lead.height / 2), proposal: side)
        subviews[1].place(at: CGPoint(x: bounds.maxX - m - trail.width, y: bounds.midY - trail.height / 2), proposal: side)
        let reserved = max(lead.width + (hasBackButton ? 0 : m), trail.width + m) + 8
        let centre = ProposedViewSize(width: max(0, bounds.width - 2 * reserved), height: bounds.height)
        let c = subviews[2].sizeThatFits(centre)
        subviews[2].place(at: CGPoint(x: bounds.midX - c.width / 2, y: bounds.midY - c.height / 2), proposal: centre)
    }
}
