import Foundation

/// The visible part of a scroll view (`ScrollView`, `List`, `Form`), as iOS lays it out in a
/// safe area: **the scroll view's frame stays where layout puts it, but its content is drawn
/// into the safe-area insets that frame touches**.
///
/// On iOS a scroll view that reaches the safe-area boundary (the status bar, the home
/// indicator, a bar added with `safeAreaInset`) extends underneath it and turns the inset into
/// a content inset: scrolled to the top, the first row still starts at the safe area's top,
/// but the content's backgrounds draw under the status bar, and content taller than the
/// visible area continues under the home indicator or a translucent tab bar instead of being
/// cut at the safe edge. A still render shows the content scrolled to the top, so:
///
/// - the scroll view takes the space offered along its scroll axes (its content's size only
///   along an unspecified dimension) and its content's size across them: content taller than
///   the view does not make it taller (sizes never depend on the safe area, so the
///   per-proposal caches stay valid);
/// - the clip is the frame grown by how far its edges extend into the enclosing safe area
///   (`SafeAreaRecord.extensionInsets`, docs/layout-rules.md §12.3), not the frame itself;
/// - the content is placed with a safe area whose outer rectangle is that grown frame and whose
///   safe rectangle is the frame (inside the enclosing safe rectangle): a background on the
///   content, which ignores the safe area by default, reaches under the status bar;
/// - a scroll view whose frame covers the insets places its content below the top inset
///   (leading inset for a horizontal one), as the content inset of a scroll view scrolled to
///   the top does, unless the insets were removed by `ignoresSafeArea`
///   (`SafeAreaRecord.scrollContentInsetIgnored`): `ScrollView { }.ignoresSafeArea()` starts
///   its content at y = 0, under the status bar (and a navigation bar), as on iOS.
///
/// Horizontal insets of a vertical scroll view (a landscape notch) shift nothing: iOS lays the
/// rows out inside them, which would make sizes depend on the safe area.
///
/// The viewport also tells an enclosing tab bar whether content lies beneath it
/// (`ScrollEdgeObserver`), which decides whether the bar draws its material.
nonisolated struct _ScrollViewportModifier: ViewModifier, PrimitiveModifier {
    /// The scroll axes (the content inset applies along them).
    let axes: Axis.Set
    /// The content's alignment in the frame (`.topLeading` for a scroll view, `.top` for a list).
    let alignment: Alignment

    /// A primitive modifier has no body.
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let observer = context.environment.scrollEdgeObserver
        let request = context.environment.scrollTargetRequest
        return content(context).map { child in
            let state = ScrollViewportState()
            state.topEdgeEffect = context.environment.scrollEdgeEffects.effect(at: .top)
            observer?.register(state)
            let layout = ScrollViewportLayout(axes: axes, alignment: alignment, state: state, request: request)
            let node = ViewNode("scrollViewport", layout: layout, children: [child])
            node.effect = context.environment.scrollClipIsDisabled ? nil : ScrollViewportClip(state: state)
            return node
        }
    }
}

nonisolated extension View {
    /// Shows the view as scrolled content: greedy along the scroll axes, clipped to its frame grown into
    /// the safe area it touches (see `_ScrollViewportModifier`).
    func _scrollViewport(axes: Axis.Set, alignment: Alignment) -> some View {
        modifier(_ScrollViewportModifier(axes: axes, alignment: alignment))
    }
}

/// What one viewport learned when it was placed (one render's node state, like a frame).
final class ScrollViewportState {
    /// How far the viewport's edges extend into the enclosing safe area.
    var reach = EdgeInsets()
    /// Whether content is drawn below the safe area's bottom edge (under a tab bar or the
    /// home indicator), in the part of the viewport that reaches there.
    var contentBelowSafeBottom = false
    /// Whether the content's top lies above where it rests at the top scroll edge (the
    /// viewport reaching under a top bar), as a scroll view anchored at the bottom shows
    /// content taller than itself: a navigation bar then draws its material.
    var scrolledFromTop = false
    /// The top edge effect its environment asks for (nil: hidden).
    var topEdgeEffect: ScrollEdgeEffectStyle.Kind? = .soft
}

/// Collects the viewports of a tab's or a navigation screen's content so its bottom bar (the
/// tab bar, the bottom toolbar) can ask, once layout is done, whether scrolled content lies
/// beneath it (iOS 15's scroll-edge appearance). A viewport also counts for the observers
/// around this one (a tab bar around a navigation stack sees the stack's lists).
final class ScrollEdgeObserver: @unchecked Sendable {
    // Unchecked Sendable: one render's layout state, made, filled and read by the thread that renders.
    private(set) var viewports: [ScrollViewportState] = []
    let parent: ScrollEdgeObserver?

    init(parent: ScrollEdgeObserver? = nil) { self.parent = parent }

    /// Records a viewport here and in the enclosing observers.
    func register(_ state: ScrollViewportState) {
        viewports.append(state)
        parent?.register(state)
    }

    /// Whether any viewport draws content below its safe area's bottom edge.
    var contentReachesBottomBar: Bool { viewports.contains { $0.contentBelowSafeBottom } }
    /// Whether any viewport is scrolled away from its top edge under the navigation bar.
    var contentUnderTopBar: Bool { viewports.contains { $0.scrolledFromTop } }
    /// The iOS 26 edge effect under the navigation bar: hard if a viewport scrolled beneath the
    /// bar asks for it, else soft; nil when none is scrolled (at rest, as iOS shows a full-bleed
    /// header under the bar with no effect over it) or its effect is hidden.
    var topEdgeEffect: ScrollEdgeEffectStyle.Kind? {
        let kinds = viewports.filter(\.scrolledFromTop).compactMap(\.topEdgeEffect)
        return kinds.isEmpty ? nil : (kinds.contains(.hard) ? .hard : .soft)
    }
}

private struct ScrollEdgeObserverKey: EnvironmentKey {
    static let defaultValue: ScrollEdgeObserver? = nil
}

private struct ScrollClipIsDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether scroll views draw their content unclipped (`scrollClipDisabled(_:)`).
    var scrollClipIsDisabled: Bool {
        get { self[ScrollClipIsDisabledKey.self] }
        set { self[ScrollClipIsDisabledKey.self] = newValue }
    }

    /// The observer of the nearest enclosing bottom bar (tab bar, navigation screen), if any.
    var scrollEdgeObserver: ScrollEdgeObserver? {
        get { self[ScrollEdgeObserverKey.self] }
        set { self[ScrollEdgeObserverKey.self] = newValue }
    }
}

/// The viewport's layout: the proposed size along the scroll axes (the content's along an
/// unspecified dimension) and the content's size across them, the content placed in it by
/// `alignment` with the viewport's safe area, shifted by the content inset when the viewport
/// lies over the safe-area insets itself, then scrolled to the `request` if there is one.
struct ScrollViewportLayout: NodeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let state: ScrollViewportState
    /// Where the content is asked to rest (`ScrollViewReader`, `scrollPosition`).
    var request: ScrollTargetRequest?

    private var frame: FlexibleFrameLayout {
        FlexibleFrameLayout(horizontal: .init(min: nil, ideal: nil, max: .infinity),
                            vertical: .init(min: nil, ideal: nil, max: .infinity), alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        // Along a scroll axis the proposal (the content's length when unspecified); across it
        // the content's size: a horizontal carousel is as tall as its cards.
        let c = node.children.first?.sizeThatFits(proposal, pass: pass) ?? .zero
        let width = axes.contains(.horizontal) ? (proposal.width ?? c.width) : c.width
        let height = axes.contains(.vertical) ? (proposal.height ?? c.height) : c.height
        return CGSize(width: max(width, 0), height: max(height, 0))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        let (p, o) = frame.childPlacement(proposal, size: bounds.size, child: child, pass: pass)
        guard let parent = pass.safeArea else {
            state.reach = EdgeInsets()
            state.contentBelowSafeBottom = false
            state.scrolledFromTop = false
            let origin = CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y)
            pass.place(child, at: origin, proposal: p)
            scrollToRequest(child, origin: origin, visible: bounds, pass: pass) { pass.place(child, at: $0, proposal: p) }
            SecondaryLayers.place(node, in: bounds, pass: pass)
            return
        }
        let epsilon = pass.safeAreaEpsilon
        let reach = parent.extensionInsets(for: bounds, epsilon: epsilon)
        state.reach = reach
        // The content inset: the part of the frame that lies over the insets on the leading
        // scroll edge (zero for a scroll view inside the safe area).
        var origin = CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y)
        var topInset: CGFloat = 0
        var visible = bounds
        if axes.contains(.vertical), !parent.scrollContentInsetIgnored.contains(.top) {
            topInset = min(max(parent.safe.minY - bounds.minY, 0), bounds.height)
            origin.y += topInset
            visible.origin.y += topInset
            visible.size.height -= topInset
        }
        if axes == .horizontal {
            // Logical: the leading inset is the right one in right-to-left (the pass mirrors).
            let rightToLeft = pass.rightToLeft.direction == .rightToLeft
            let leading = rightToLeft ? bounds.maxX - parent.safe.maxX : parent.safe.minX - bounds.minX
            if !parent.scrollContentInsetIgnored.contains(rightToLeft ? .trailing : .leading) {
                let inset = min(max(leading, 0), bounds.width)
                origin.x += inset
                visible.size.width -= inset
                if !rightToLeft { visible.origin.x += inset }
            }
        }
        let record = SafeAreaRecord.nested(in: parent, bounds: bounds, adding: EdgeInsets(), epsilon: epsilon)
        pass.place(child, at: origin, proposal: p, safeArea: record)
        scrollToRequest(child, origin: origin, visible: visible, pass: pass) {
            pass.place(child, at: $0, proposal: p, safeArea: record)
        }
        // Content drawn beneath the safe area's bottom edge, within the part of the viewport
        // that reaches there (what a translucent tab bar would show).
        let visibleBottom = bounds.maxY + reach.bottom
        state.contentBelowSafeBottom = reach.bottom > 0
            && child.frame.maxY > record.safe.maxY + epsilon && record.safe.maxY + epsilon < visibleBottom
        // Content starting above its resting top (anchored at the bottom, taller than the
        // viewport): the scroll view is away from its top edge, under a navigation bar.
        state.scrolledFromTop = axes.contains(.vertical) && reach.top > 0
            && child.frame.minY < bounds.minY + topInset - epsilon
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    /// Places the content again, moved so the requested view or offset rests where asked in
    /// `visible` (iOS's scrolled content offset); nothing when there is no request, the named
    /// view is not in this viewport, or the content cannot scroll.
    private func scrollToRequest(_ child: ViewNode, origin: CGPoint, visible: CGRect, pass: LayoutPass,
                                 placeAgain: (CGPoint) -> Void) {
        guard let request else { return }
        let target = request.viewID.flatMap { child.descendant(withID: $0)?.frame }
        if request.viewID != nil, target == nil { return }
        let rightToLeft = pass.rightToLeft.direction == .rightToLeft
        let move = request.shift(content: child.frame, visible: visible, targetFrame: target, axes: axes,
                                 rightToLeft: rightToLeft)
        guard move != .zero else { return }
        // Frames are physical; the origin is logical, mirrored by the pass in right-to-left.
        placeAgain(CGPoint(x: origin.x + (rightToLeft ? -move.width : move.width), y: origin.y + move.height))
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        frame.explicitAlignment(key, of: node, in: bounds, proposal: proposal, pass: pass)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        frame.spacing(of: node, pass: pass)
    }
}

/// Clips the viewport's drawing to its frame grown by its reach into the safe area.
struct ScrollViewportClip: RenderEffect {
    let state: ScrollViewportState

    func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        let e = state.reach
        let b = context.bounds
        let rect = CGRect(x: b.minX - e.leading, y: b.minY - e.top,
                          width: b.width + e.leading + e.trailing, height: b.height + e.top + e.bottom)
        return .clip(Path(rect), FillStyle(antialiased: false))
    }
}
