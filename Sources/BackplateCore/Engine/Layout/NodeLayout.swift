import Foundation

/// How a node of the view tree takes part in SwiftUI's propose → choose → place negotiation.
/// Built-in unary layouts (frame, padding...) implement it directly; public `Layout`
/// conformers (stacks, user layouts) are adapted by `LayoutAdapter`.
protocol NodeLayout {
    /// The size the node chooses for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize
    /// Places the node's children (and secondary layers) inside `bounds` (root coordinates).
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass)
    /// The node's explicit value for a guide, in its own coordinates, or `nil`.
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat?
    /// The node's spacing preferences.
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing
    /// The node's layout priority as its parent sees it.
    func layoutPriority(of node: ViewNode) -> Double
    /// The size the node chooses for every proposal, when it never depends on the proposal
    /// nor on the children (`frame(width:height:)` with both lengths given); `nil` otherwise.
    /// Such a node answers any proposal at once: stacks probing its flexibility (proposals of
    /// zero and infinity, then its share) cost a field read instead of a cache search.
    /// A layout that gives a size here must also give no explicit value for the six frame
    /// guides (leading, centre, trailing, top, bottom): stacks then read their defaults from
    /// the size without asking the node (`StackAlgorithm`'s fast path).
    var proposalIndependentSize: CGSize? { get }
    /// Whether `explicitAlignment` can give a value for some guide; `false` for leaves that
    /// never do (colours, shapes, spacers). A node whose layout says `false` measures into
    /// plain `ViewDimensions` (no reference to the node, no call through its layout when a
    /// guide is read).
    var hasExplicitAlignments: Bool { get }
    /// The node's length along `axis` for a (sanitized) proposal, when the layout can tell it
    /// without computing the whole size (a text's height under a height limit, without
    /// shaping its truncated lines: `TextNodeLayout`); `nil` (the default): the size's.
    func length(along axis: Axis, for proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGFloat?
    /// Whether a leaf with this layout answers the proposal of exactly `size` (finite, not
    /// negative) with `size` itself, whatever its node: then a fixed frame of `size` around
    /// the leaf and the leaf are one node (`ViewNode.foldIntoFilledFrame`). `false` (the
    /// default) for every layout that is not such a leaf.
    func fillsExactly(_ size: CGSize) -> Bool
    /// Whether the layout reads its node's `placedGeometry` (`GeometryReader`, visual
    /// effects): placement then records it (for other nodes only when they have rare fields).
    var readsPlacedGeometry: Bool { get }
}

extension NodeLayout {
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {}
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? { nil }
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { .plain }
    func layoutPriority(of node: ViewNode) -> Double { 0 }
    var proposalIndependentSize: CGSize? { nil }
    var hasExplicitAlignments: Bool { true }
    func length(along axis: Axis, for proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGFloat? { nil }
    func fillsExactly(_ size: CGSize) -> Bool { false }
    var readsPlacedGeometry: Bool { false }
}

/// Where placements go: the real pass places children recursively; an alignment query only
/// records origins.
protocol PlacementSink: AnyObject {
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize)
}

/// The state of one layout of a view tree: the text engine, the display scale, and whether
/// placements are real. Size caches live on the nodes.
///
/// The mutable fields are `@exclusivity(unchecked)` (one pass runs on one thread, with short
/// non-overlapping accesses; see `ViewNode`).
final class LayoutPass: PlacementSink {
    let textEngine: any TextEngine
    let displayScale: CGFloat
    /// Text measured in this pass, per request: equal texts under equal proposals shape once.
    @exclusivity(unchecked) var textCache: [TextLayoutRequest: TextLayoutResult] = [:]
    /// The drawing transform and named coordinate spaces around the node being placed.
    @exclusivity(unchecked) var scope = PlacementScope()
    /// The safe area in force for the node being placed (`SafeArea.swift`); `nil` when no
    /// view defined one (a plain render).
    @exclusivity(unchecked) var safeArea: SafeAreaRecord? { didSet { hasSafeArea = safeArea != nil } }
    /// Whether `safeArea` is set (read per placed node without unwrapping the record).
    @exclusivity(unchecked) private(set) var hasSafeArea = false
    /// The layout direction of the node placing children, and its frame to mirror them in.
    @exclusivity(unchecked) var rightToLeft = RightToLeftPlacement()
    /// Where placements made outside real placement go (a layout's `spacing` or explicit
    /// alignment that places subviews): nowhere. One per pass, so queries allocate nothing.
    let discardingSink = DiscardingSink()
    /// How many stack arrangements this pass computed (each stack arranges once per distinct
    /// proposal; tests check placing reuses what sizing computed).
    @exclusivity(unchecked) var stackArrangements = 0
    /// The sizes of the containers around the node being measured or placed, innermost last
    /// (`containerRelativeFrame`; `ContainerRelativeFrame.swift`).
    var containerSizes: [CGSize] = []
    /// How deep layout may recurse on the calling thread (`StackBudget`): each node's sizing,
    /// placement, spacing and explicit guides ask it before asking the node's layout.
    let stack: StackBudget

    init(textEngine: any TextEngine, displayScale: CGFloat, stack: StackBudget = StackBudget()) {
        self.textEngine = textEngine
        self.displayScale = displayScale
        self.stack = stack
    }

    /// Real placement: records the frame and places the node's own children.
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        if stack.isLow { return placeOnLargeStack(node, at: origin, proposal: proposal) }
        // A fixed size is read in place (no call: the node answers every proposal with it).
        let size = (node.fixedSize ?? node.sizeThatFits(proposal, pass: self)).placeable
        node.frame = CGRect(origin: rightToLeft.mirrored(origin, width: size.width).sanitized, size: size)
        node.placedProposal = proposal
        node.isPlaced = true
        // A node without a render effect or a coordinate-space name leaves the scope as its
        // children see it unchanged: only its own geometry is recorded (no save and restore).
        // The two cases are separate paths so no optional scope is made and destroyed per
        // node (Benchmarks/README.md: generic optional witnesses), and the flags are plain booleans.
        if node.hasEffect || node.hasCoordinateSpaceName {
            let outer = scope.enter(node)
            placeContents(of: node, proposal: proposal)
            scope.leave(outer)
        } else {
            if node.recordsPlacedGeometry { node.placedGeometry = scope.geometry(of: node) }
            placeContents(of: node, proposal: proposal)
        }
    }

    /// `place` where the caller's stack runs low (out of line: the common path forms no closure).
    @inline(never)
    private func placeOnLargeStack(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        stack.continueOnLargeStack { place(node, at: origin, proposal: proposal) }
    }

    /// The rest of `place` once the node's frame and geometry are recorded: its safe-area
    /// insets, then its children in its own layout direction.
    @inline(__always)
    private func placeContents(of node: ViewNode, proposal: ProposedViewSize) {
        if hasSafeArea, let safeArea, node.recordsPlacedGeometry {
            // Physical in the record; logical (leading = right in right-to-left) in the proxy.
            node.placedGeometry?.safeAreaInsets = safeArea.insets(for: node.frame, epsilon: safeAreaEpsilon)
                .physical(in: node.layoutDirection ?? rightToLeft.direction)
        }
        // A folded leaf without layers has nothing to place (Benchmarks/README.md: the layout existential
        // was copied out of the node and called for nothing, about 80 instructions per box).
        if node.isFilledFrame && !node.hasRareFields { return }
        let outerDirection = rightToLeft.enter(node)
        node.layout.placeChildren(of: node, in: node.frame, proposal: proposal, pass: self)
        rightToLeft = outerDirection
    }
}

extension PlacementScope {
    /// Where `node` (its frame just set) lies in this scope: what `enter` records, without
    /// entering the node.
    func geometry(of node: ViewNode) -> PlacedGeometry {
        let origin = CGAffineTransform(translationX: node.frame.minX, y: node.frame.minY)
        return PlacedGeometry(size: node.frame.size, toGlobal: origin.concatenating(transform), namedSpaces: namedSpaces)
    }
}

/// Ignores placements: the sink of queries whose placements are thrown away.
final class DiscardingSink: PlacementSink {
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {}
}

/// Records origins only, for explicit-alignment queries that must not disturb real placement.
final class RecordingSink: PlacementSink {
    var placements: [(ViewNode, CGPoint, ProposedViewSize)] = []
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) {
        placements.append((node, origin, proposal))
    }
}

extension ViewNode {
    /// The node's size for a proposal, cached per proposal.
    func sizeThatFits(_ rawProposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        if let fixedSize { return fixedSize }
        // A proposal equal to a cached (sanitized) one is already sanitized: answer before
        // sanitizing (a NaN never compares equal, a negative length never was cached).
        if let s = sizeCache.latestSize(for: rawProposal) { return s }
        let proposal = rawProposal.sanitized
        if let s = sizeCache.size(for: proposal) { return s }
        if pass.stack.isLow { return sizeOnLargeStack(proposal, pass: pass) }
        let size = layout.sizeThatFits(proposal, node: self, pass: pass).sanitized
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// `sizeThatFits` where the caller's stack runs low (out of line).
    @inline(never)
    private func sizeOnLargeStack(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        pass.stack.continueOnLargeStack { sizeThatFits(proposal, pass: pass) }
    }

    /// The node's length along an axis for a proposal: all a stack's flexibility probe reads
    /// (proposals of zero and infinity along its axis). The cached size's when there is one,
    /// else the layout's own answer when it has a cheaper one (`NodeLayout.length`), else the
    /// size's. Always the length `sizeThatFits` gives.
    func length(along axis: Axis, for rawProposal: ProposedViewSize, pass: LayoutPass) -> CGFloat {
        if let fixedSize { return fixedSize[axis] }
        if let s = sizeCache.latestSize(for: rawProposal) { return s[axis] }
        let proposal = rawProposal.sanitized
        if let s = sizeCache.size(for: proposal) { return s[axis] }
        if pass.stack.isLow { return pass.stack.continueOnLargeStack { length(along: axis, for: proposal, pass: pass) } }
        if let l = layout.length(along: axis, for: proposal, node: self, pass: pass), !l.isNaN { return l }
        return sizeThatFits(proposal, pass: pass)[axis]
    }

    /// The node's dimensions (size and guides) for a proposal. Explicit guides are computed
    /// when read (most stacks read only frame guides, which need none).
    func dimensions(_ proposal: ProposedViewSize, pass: LayoutPass) -> ViewDimensions {
        let size = sizeThatFits(proposal, pass: pass)
        if !hasExplicitAlignments { return ViewDimensions(size: size) }
        return ViewDimensions(size: size, node: self, proposal: proposal.sanitized, pass: pass)
    }

    /// The node's spacing preferences, cached.
    func spacing(pass: LayoutPass) -> ViewSpacing {
        if let s = spacingCache { return s }
        if pass.stack.isLow { return pass.stack.continueOnLargeStack { spacing(pass: pass) } }
        let s = layout.spacing(of: self, pass: pass)
        spacingCache = s
        return s
    }

    /// The node's layout priority.
    var layoutPriority: Double { layout.layoutPriority(of: self) }

    /// `layoutPriority`, known without asking the layout for a folded leaf (its
    /// `FilledFrameLayout` has priority 0; a `layoutPriority` modifier would be a node of its
    /// own around it): a stack asks each child once (measured in Benchmarks/README.md).
    @inline(__always)
    var fixedPriority: Double { isFilledFrame ? 0 : layoutPriority }
}

/// A node's sizes per proposal (SwiftUI's per-proposal cache). The first two answers live
/// inline (a leaf is usually asked one or two proposals), so caching allocates nothing for
/// most nodes; further ones go to a list. Up to 32 are kept: nested stacks ask a node about
/// 13 distinct proposals at most, so none is measured twice; past 32 the oldest listed
/// answer is dropped (the cache stays bounded).
struct ProposalSizeCache {
    private var count = 0
    private var proposal0 = ProposedViewSize.unspecified, size0 = CGSize.zero
    private var proposal1 = ProposedViewSize.unspecified, size1 = CGSize.zero
    private var more: [(ProposedViewSize, CGSize)] = []

    /// The cached size for a (sanitized) proposal.
    @inline(__always)
    func size(for proposal: ProposedViewSize) -> CGSize? {
        if count > 0 && proposal0 == proposal { return size0 }
        if count > 1 && proposal1 == proposal { return size1 }
        for (p, s) in more where p == proposal { return s }
        return nil
    }

    /// The size cached first, when `proposal` is its proposal (the one most leaves are
    /// asked again and again).
    @inline(__always)
    func latestSize(for proposal: ProposedViewSize) -> CGSize? {
        count > 0 && proposal0 == proposal ? size0 : nil
    }

    /// Records the size for a proposal not cached yet.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        switch count {
        case 0: proposal0 = proposal; size0 = size; count = 1
        case 1: proposal1 = proposal; size1 = size; count = 2
        default:
            if more.isEmpty { more.reserveCapacity(6) }
            if more.count >= 30 { more.removeFirst() }
            more.append((proposal, size))
        }
    }

    /// What the node's container layout computed while sizing and reuses when placing (a
    /// stack's arrangements per proposal, `StackArrangements`), forgotten with the sizes.
    /// Only the node's own layout reads and writes it.
    var arrangements: AnyObject?

    /// Forgets every cached size and arrangement (a layer whose content changed).
    mutating func removeAll() {
        count = 0
        more.removeAll()
        arrangements = nil
    }

    /// How many sizes are cached.
    var cachedCount: Int { min(count, 2) + more.count }
}

extension ProposedViewSize {
    /// NaN becomes unspecified, negative becomes zero: a defined answer for bad proposals.
    var sanitized: ProposedViewSize {
        func fix(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return max(v, 0)
        }
        return ProposedViewSize(width: fix(width), height: fix(height))
    }
}

extension CGSize {
    /// NaN becomes zero.
    var sanitized: CGSize {
        CGSize(width: width.isNaN ? 0 : width, height: height.isNaN ? 0 : height)
    }
}

extension CGSize {
    /// A size a placed frame can have (`LayoutPass.place`): sizes stay infinite inside the
    /// negotiation (a greedy view answers an infinite proposal with infinity, and stacks rely
    /// on it), but a frame given back to callers is finite. A non-finite dimension is placed
    /// as 0 with a runtime warning; `ImageRenderer` reports the root's infinite size as
    /// `RenderError.invalidSize` rather than drawing nothing.
    /// A negative dimension (negative padding or spacing larger than the content) is placed
    /// as 0, as a frame has no negative extent.
    /// (The common case, finite and not negative, is tested inline where a node is placed;
    /// the rest is `clampedForPlacement`, Benchmarks/README.md.)
    var placeable: CGSize {
        @inline(__always) get {
            if width.isFinite && height.isFinite && width >= 0 && height >= 0 { return self }
            return clampedForPlacement
        }
    }

    /// `placeable` for a size that is not finite or has a negative dimension.
    private var clampedForPlacement: CGSize {
        if width.isFinite && height.isFinite { return CGSize(width: max(width, 0), height: max(height, 0)) }
        RuntimeWarning.emit("A view's size is not finite (a greedy view under an infinite proposal, or infinite padding or frame limits); it is placed as 0.")
        return CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }
}

extension CGPoint {
    /// Non-finite coordinates become zero.
    var sanitized: CGPoint {
        CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}

/// A node that wraps one child and behaves exactly like it in layout (render effects, ids).
struct PassthroughLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children.first?.sizeThatFits(proposal, pass: pass) ?? .zero
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        for child in node.children { pass.place(child, at: bounds.origin, proposal: proposal) }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        node.children.first?.dimensions(proposal, pass: pass)[explicit: key]
    }
    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.first?.spacing(pass: pass) ?? .plain
    }
    func layoutPriority(of node: ViewNode) -> Double { node.children.first?.layoutPriority ?? 0 }
}

extension ViewDimensions {
    subscript(explicit key: AlignmentKey) -> CGFloat? { explicitValue(key) }
}
