import Foundation

/// A list's drawing once its sections are resolved: cards on the list background, with the
/// vertical rhythm of docs/controls.md §3.1 (first card 35 points down, or its header text 17;
/// 6 between a header's text and its card; 17.67 after a card without footer; a footer 6 below
/// its card and 12 above the next section); iOS 26's figures (10 under a navigation bar, headers
/// 10 and 10, footers 8.33 and 6) are `ListCardMetrics`'.
nonisolated struct _ListBody: View {
    let kind: ListStyleKind
    let sections: [ListSectionParts]
    let sectionSpacing: CGFloat?
    let background: Color
    /// Edit mode: rows show selection circles, or delete and reorder controls.
    var editState = _ListEditState.idle
    @Environment(\.scrollContentMargins) private var margins
    @Environment(\.isInNavigationScreen) private var isInNavigationScreen
    @Environment(\.isListRow) private var isListRow

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<sections.count, id: \.self) { i in
                _ListSectionView(parts: sections[i], kind: kind, index: i, sectionSpacing: sectionSpacing,
                                 editState: editState, topMargin: margins.top > 0 ? margins.top : nil,
                                 underNavigationBar: isInNavigationScreen && !isListRow)
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .fixedSize(horizontal: false, vertical: true)
        // Scrolled content: clipped to the list's frame grown into the safe area it touches,
        // so rows continue under the home indicator or a tab bar, as on iOS.
        ._scrollViewport(axes: .vertical, alignment: .top)
        .background(background)
    }
}

/// One section: header, card of rows, footer.
nonisolated struct _ListSectionView: View {
    let parts: ListSectionParts
    let kind: ListStyleKind
    let index: Int
    let sectionSpacing: CGFloat?
    var editState = _ListEditState.idle
    /// `contentMargins(.top, _)`: replaces the space above a first section without header
    /// (measured: Home Assistant's iOS 26 list with a 4-point margin starts its card 4 points
    /// below the safe area, not 35).
    var topMargin: CGFloat? = nil
    /// Whether the list is a navigation screen's content (below its bar; not a list in a row).
    var underNavigationBar = false
    @Environment(\.backplateLook) private var look

    static let firstCardTop: CGFloat = 35
    static let cardBottom: CGFloat = 17.67

    /// Space above a section without header (35 for the first, so cards are 35 apart), or the
    /// section's top margin (`listSectionMargins`).
    var bareTop: CGFloat {
        if let top = parts.margins.top { return top }
        if kind == .plain { return index == 0 ? 0 : (sectionSpacing ?? 0) }
        if index == 0 {
            // iOS 26 under a navigation bar: 10 plus the content margin (ListCardMetrics).
            if underNavigationBar, let underBar = ListCardMetrics(look).firstCardTopUnderBar { return underBar + (topMargin ?? 0) }
            return topMargin ?? Self.firstCardTop
        }
        if let s = sectionSpacing { return max(0, s - bottomGap) }
        return Self.firstCardTop - Self.cardBottom
    }

    /// Space above a header's text (`ListCardMetrics.headerTop`), on iOS 26 10 more for a first
    /// section under a navigation bar.
    var headerTop: CGFloat {
        let metrics = ListCardMetrics(look)
        guard index == 0, underNavigationBar, let underBar = metrics.firstCardTopUnderBar else { return metrics.headerTop }
        return underBar + metrics.headerTop
    }

    var bottomGap: CGFloat {
        if let bottom = parts.margins.bottom { return bottom }
        if kind == .plain { return 0 }
        if let s = sectionSpacing { return min(s, Self.cardBottom) }
        return Self.cardBottom
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !parts.header.isEmpty {
                headerView
            } else {
                Color.clear.frame(height: bareTop)
            }
            if !parts.rows.isEmpty { _ListCard(rows: parts.rows, kind: kind, editState: editState) }
            if !parts.footer.isEmpty {
                textBlock(parts.footer)
                    .padding(.top, ListCardMetrics(look).footerTop)
                    .padding(.bottom, parts.margins.bottom ?? ListCardMetrics(look).footerBottom)
            } else {
                Color.clear.frame(height: bottomGap)
            }
        }
        .environment(\.listSectionMargins, parts.margins)
    }

    @ViewBuilder private var headerView: some View {
        if kind == .plain {
            _SystemMarginLayout {
                VStack(alignment: .leading, spacing: 0) { _ResolvedNodes(nodes: parts.header) }
                    .accessibilityAddTraits(.isHeader)  // VoiceOver reads a section header as a heading
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.vertical, 6)
            .background(_PlainHeaderBackground())
        } else {
            HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 0) { _ResolvedNodes(nodes: parts.header) }
                    .accessibilityAddTraits(.isHeader)
                Spacer(minLength: 0)
                if parts.collapsible {
                    // Down while expanded, right when collapsed, as a sidebar's disclosure.
                    Image(systemName: parts.expanded ? "chevron.down" : "chevron.right").font(.system(size: 13, weight: .semibold)).foregroundStyle(.tint).symbolFrameHugsInk()
                }
            }
            .modifier(_RowTextInset(kind: kind))
            .padding(.top, parts.margins.top ?? headerTop)
            .padding(.bottom, ListCardMetrics(look).headerToCard)
        }
    }

    private func textBlock(_ nodes: [ViewNode]) -> some View {
        VStack(alignment: .leading, spacing: 0) { _ResolvedNodes(nodes: nodes) }
            .frame(maxWidth: .infinity, alignment: .leading)
            .modifier(_RowTextInset(kind: kind))
    }
}

/// Insets header and footer text to line up with the rows' text: the card margin plus 20 in
/// the inset styles, the system margin in the full-width ones.
nonisolated struct _RowTextInset: ViewModifier {
    let kind: ListStyleKind
    @Environment(\.backplateLook) private var look
    @Environment(\.listSectionMargins) private var margins
    func body(content: Content) -> some View {
        if kind.usesInsetCard {
            let metrics = ListCardMetrics(look)
            _SystemMarginLayout(fixed: metrics.cardMargin, leading: margins.leading, trailing: margins.trailing) {
                content.padding(.horizontal, metrics.rowHorizontalInset)
            }
        } else {
            _SystemMarginLayout { content }
        }
    }
}

nonisolated struct _PlainHeaderBackground: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        NamedSystemColor.secondarySystemBackground.color(dark: colorScheme == .dark)
    }
}

/// A section's rows on their card.
nonisolated struct _ListCard: View {
    let rows: [ViewNode]
    let kind: ListStyleKind
    var editState = _ListEditState.idle
    @Environment(\.colorScheme) private var colorScheme

    @Environment(\.listRowSpacing) private var rowSpacing
    @Environment(\.backplateLook) private var look
    @Environment(\.listSectionMargins) private var margins
    @Environment(\.scrollTargetRequest) private var scrollTarget

    var body: some View {
        let dark = colorScheme == .dark
        let metrics = ListCardMetrics(look)
        let fill = kind.usesGroupedBackground ? SystemColors.secondaryGroupedBackground(dark) : SystemColors.background(dark)
        if let spacing = rowSpacing, spacing > 0, kind.usesInsetCard {
            // `listRowSpacing`: each row is its own card, `spacing` apart, without separators.
            _SystemMarginLayout(fixed: metrics.cardMargin, leading: margins.leading, trailing: margins.trailing) {
                VStack(spacing: spacing) {
                    ForEach(0..<rows.count, id: \.self) { i in
                        row(i, showsSeparator: false, fill: fill)
                            .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius))
                    }
                }
            }
        } else {
            card(fill: fill, dark: dark, metrics: metrics)
        }
    }

    /// Row `i`'s cell; the row a scroll request names carries its identity on the whole cell, so
    /// `scrollTo` aligns the cell's edges, not its content's.
    @ViewBuilder private func row(_ i: Int, showsSeparator: Bool, fill: Color) -> some View {
        let cell = _ListRowView(node: rows[i], kind: kind, showsSeparator: showsSeparator, fill: fill, editState: editState)
        if let id = rows[i].id, let target = scrollTarget?.viewID, id == target { cell.id(id) } else { cell }
    }

    @ViewBuilder private func card(fill: Color, dark: Bool, metrics: ListCardMetrics) -> some View {
        let stack = VStack(spacing: rowSpacing ?? 0) {
            ForEach(0..<rows.count, id: \.self) { i in
                row(i, showsSeparator: i < rows.count - 1 || kind == .plain, fill: fill)
            }
        }
        if kind.usesInsetCard {
            _SystemMarginLayout(fixed: metrics.cardMargin, leading: margins.leading, trailing: margins.trailing) {
                stack.clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius))
            }
        } else if kind == .grouped {
            stack
                .overlay(alignment: .top) { _Hairline(color: SystemColors.separator(dark)) }
                .overlay(alignment: .bottom) { _Hairline(color: SystemColors.separator(dark)) }
        } else {
            stack
        }
    }
}

/// One row: its content (then its badge and, for a `NavigationLink`, the disclosure chevron),
/// inset by the look's row insets (or `listRowInsets`; iOS 18: 20 points horizontally and 6
/// vertically, iOS 26: 16 and 10, `ListCardMetrics`), at least 44 points tall (on iOS 26
/// `.body`'s leading + 30: 52 at `.large`, 51 at `.medium`)
/// with the content centred: on iOS 18 a one-line body row and a row holding a 31-point switch or
/// a 32-point stepper are all 44 tall (a single body line then sits 11.83 points below the row
/// top, docs/controls.md §3.3); its background (`listRowBackground`, or the accent colour
/// when selected); its separator. The badge's look follows `badgeProminence`.
nonisolated struct _ListRowView: View {
    let node: ViewNode
    let kind: ListStyleKind
    let showsSeparator: Bool
    let fill: Color
    /// Edit mode: a selection circle (selectable list) or a delete control (a deletable row)
    /// leads the row, with the content indented past it; a movable row ends with its reorder
    /// control; a selected row keeps its fill and a link's chevron is hidden (UIKit hides a
    /// cell's accessory while editing).
    var editState = _ListEditState.idle
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.defaultMinListRowHeight) private var minHeight
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.badgeProminence) private var badgeProminence
    @Environment(\.backplateLook) private var look

    var body: some View {
        let dark = colorScheme == .dark
        let metrics = ListCardMetrics(look)
        let insets = node.trait(ContainerTraits.rowInsets, as: EdgeInsets.self)
        let background = node.trait(ContainerTraits.rowBackground, as: AnyView.self)
        let separatorHidden = node.trait(ContainerTraits.rowSeparator, as: Visibility.self) == .hidden
        let separatorTint = node.trait(ContainerTraits.rowSeparatorTint, as: Color.self)
        let badge = node.trait(ContainerTraits.badge, as: Text.self)
        let selected = node.trait(ContainerTraits.selected, as: Bool.self) == true
        let disclosure = node.trait(ContainerTraits.disclosure, as: Bool.self) == true
        let leading = insets?.leading ?? metrics.rowHorizontalInset
        let editActions = editState.isEditing ? node.rowEditActions : []
        let content = HStack(spacing: 8) {
            if editState.selects {
                _ListSelectionIndicator(isSelected: selected)
                    .padding(.trailing, _ListSelectionIndicator.gap - 8)
            } else if editActions.contains(.delete) {
                _ListEditControl.delete
                    .padding(.trailing, _ListSelectionIndicator.gap - 8)
            }
            _ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity, alignment: .leading)
            if let badge {
                switch badgeProminence {
                case .increased:
                    // A tab item's badge: white 13-point text on a red capsule, at least 18 wide.
                    badge.font(.system(size: 13)).foregroundStyle(Color.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.red))
                case .decreased: badge.foregroundStyle(SystemColors.tertiaryLabel(dark))
                case .standard: badge.foregroundStyle(SystemColors.secondaryLabel(dark))
                }
            }
            if editActions.contains(.move) {
                _ListEditControl.reorder
            } else if disclosure && !editState.isEditing {
                // Ink about 7 × 12 points (docs/controls.md §3.4).
                Image(systemName: "chevron.right")
                    .font(.system(size: 19.4, weight: .semibold))
                    .imageScale(.medium)
                    .foregroundStyle(SystemColors.tertiaryLabel(dark))
                    .symbolFrameHugsInk()
                    .accessibilityHidden(true)  // the cell's accessory: VoiceOver does not read it
            }
        }
        // Full-width styles inset the content by the layout margin (16 or 20 with the list's
        // width, docs/controls.md §3.5); card styles by 20 inside the card.
        let marginInset = !kind.usesInsetCard && insets == nil
        let rowMinimum = metrics.minimumRowHeight(minHeight, at: dynamicTypeSize)
        let padded: AnyView = marginInset
            ? AnyView(_SystemMarginLayout { content.padding(.vertical, metrics.rowVerticalInset) })
            : AnyView(content.padding(insets ?? EdgeInsets(top: metrics.rowVerticalInset, leading: metrics.rowHorizontalInset,
                                                           bottom: metrics.rowVerticalInset, trailing: metrics.rowHorizontalInset)))
        _RowSeparatorLayout(defaultLeading: marginInset ? nil : leading) {
            padded
                .frame(maxWidth: .infinity, minHeight: rowMinimum)
                .background {
                    if let background { background } else if selected && !editState.selects { Color.accentColor } else { fill }
                }
                .modifier(AccessibilityAttachmentModifier.listRow(minHeight: rowMinimum))
            if showsSeparator && !separatorHidden {
                _Hairline(color: separatorTint ?? SystemColors.separator(dark))
            }
        }
    }
}

/// Places a row and its separator: the separator along the row's bottom, from the row's
/// `listRowSeparatorLeading` guide (a `Label`'s title), else from the leading edge of the first
/// text the row draws (as iOS 16 and later do: a row of an icon then a title starts its
/// separator under the title), else from the content inset, to the trailing edge.
struct _RowSeparatorLayout: Layout {
    /// The separator's leading inset without a guide; nil: the layout margin of the row's width.
    let defaultLeading: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The placed leading edge of the first text in `node`'s content, depth first in
    /// declaration order (backgrounds, overlays and segmented controls' titles are not row
    /// text, nor is text inside a scroll view); nil without text. Looks at no more than 512
    /// nodes.
    static func firstTextLeading(in node: ViewNode) -> CGFloat? {
        var stack = [node]
        var visited = 0
        while let next = stack.popLast(), visited < 512 {
            visited += 1
            if next.layout is TextNodeLayout { return next.isPlaced ? next.frame.minX : nil }
            // A segmented control is a UIKit control on iOS: its titles are not row text.
            if next.layout is LayoutAdapter<_SegmentedLayout> { continue }
            // Text inside a scroll view does not align the row: guides stop at scroll views.
            if next.layout is ScrollViewportLayout { continue }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        let guide = row.dimensions(in: proposal)[explicit: .listRowSeparatorLeading]
            ?? Self.firstTextLeading(in: row.node).map { $0 - bounds.minX }
        let x = bounds.minX + min(max(guide ?? defaultLeading ?? _SystemMarginLayout.margin(for: bounds.width), 0), bounds.width)
        let p = ProposedViewSize(width: bounds.maxX - x, height: nil)
        let h = subviews[1].sizeThatFits(p).height
        subviews[1].place(at: CGPoint(x: x, y: bounds.maxY - h), proposal: p)
    }
}
