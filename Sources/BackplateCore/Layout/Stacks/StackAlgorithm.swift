import Foundation

/// SwiftUI's HStack/VStack algorithm along one axis (docs/layout-rules.md §4.3): children are sized in
/// priority groups, least flexible first, each offered an equal share of what is left; then
/// they are lined up on the stack's alignment guide.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        var size: CGSize
        /// The sum of the gaps between children, added in order (what the arrangement took
        /// from the proposed length before sharing out the rest).
        var gapTotal: CGFloat = 0
        /// Each child's origin (relative to the stack's top-left) and the proposal it was
        /// given, in one allocation per arrangement.
        var placements: Placements
    }

    /// Where a child goes and what it was proposed.
    struct Placement {
        var origin = CGPoint.zero
        var proposal = ProposedViewSize.unspecified
    }

    /// A fixed number of placements, written once by `arrange` and then only read (a result
    /// is shared by the stack's cache). A `ManagedBuffer` subclass rather than an array: its
    /// class is not generic, so making one asks the runtime for no metadata, where every new
    /// array does (about 400 instructions each, Benchmarks/README.md). The header is the count;
    /// `Placement` is trivial, so nothing needs destroying.
    final class Placements: ManagedBuffer<Int, Placement> {
        /// `count` placements, each `Placement()`.
        static func make(count: Int) -> Placements {
            let made = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: Placements.self)
            made.withUnsafeMutablePointerToElements { $0.initialize(repeating: Placement(), count: count) }
            return made
        }

        /// The number of placements. Read through the header's pointer: the `header`
        /// property is a class field of the standard library, read with the runtime's
        /// dynamic exclusivity check (`swift_beginAccess`, about 75 instructions per read:
        /// one per child placed, Benchmarks/README.md).
        var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

        subscript(i: Int) -> Placement {
            get {
                withUnsafeMutablePointers { header, elements in
                    precondition(i >= 0 && i < header.pointee, "placement index out of range")
                    return elements[i]
                }
            }
            set {
                withUnsafeMutablePointers { header, elements in
                    precondition(i >= 0 && i < header.pointee, "placement index out of range")
                    elements[i] = newValue
                }
            }
        }
    }

    /// Writes the gap before each child (`0` before the first) into `d` (`subviews.count` long).
    func gaps(_ subviews: LayoutSubviews, into d: UnsafeMutableBufferPointer<CGFloat>) {
        d.initialize(repeating: 0)
        guard subviews.count > 1 else { return }
        if let spacing {
            for i in 1..<subviews.count { d[i] = spacing }
        } else {
            var previous = subviews[0].spacing
            for i in 1..<subviews.count {
                let next = subviews[i].spacing
                d[i] = previous.distance(to: next, along: axis)
                previous = next
            }
        }
    }

    /// The stack's arrangement for a proposal, remembered on the container node per proposal
    /// and stack parameters: sizing and placing ask the same proposal, and placing with an
    /// unspecified cross-axis asks it twice.
    ///
    /// A stack whose children all have a fixed size on a frame guide (`hasFixedChildren`) has
    /// one arrangement for every proposal: its size, the children's sizes and origins never
    /// depend on it. It is arranged once, for `.unspecified`, and that arrangement answers
    /// every proposal (Benchmarks/README.md: a row of fixed boxes was arranged three times, for no
    /// proposal, its width, then its width and height); `place` works out the proposals the
    /// children are given, the only part that depends on the stack's proposal.
    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        guard let container = subviews.container else { return arrange(proposal, subviews) }
        let asked = hasFixedChildren(subviews, container: container) ? ProposedViewSize.unspecified : proposal
        let key = StackResultKey(proposal: asked, axis: axis, alignment: alignment, spacing: spacing)
        let cached = container.sizeCache.arrangements as? StackArrangements
        if let known = cached?.result(for: key) { return known }
        let result = arrange(asked, subviews)
        if let cached {
            cached.insert(result, for: key)
        } else {
            container.sizeCache.arrangements = StackArrangements(result, for: key)
        }
        return result
    }

    /// The arrangement, computed in scratch memory: gaps, guide values, the flexibility
    /// probes' lengths and priorities, sizes and the sort order live in temporary buffers
    /// (on the stack for small stacks). Measured (Benchmarks/README.md): each `Array(repeating:count:)` of the
    /// previous version went through the standard library's unspecialised allocation, which
    /// asks the runtime for the array's metadata (about 500 instructions per array, eight
    /// arrays per arrangement: a fifth of all instructions of nested stacks).
    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
        subviews.pass.stackArrangements += 1
        let n = subviews.count
        guard n > 0 else { return Result(size: .zero, placements: .make(count: 0)) }
        let placements = Placements.make(count: n)
        var gapTotal: CGFloat = 0
        let size = withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 5 * n) { lengths in
            withUnsafeTemporaryAllocation(of: CGSize.self, capacity: n) { sizes in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
                    placements.withUnsafeMutablePointerToElements { out in
                        arrange(proposal, subviews, lengths: lengths, sizes: sizes, order: order, placements: out,
                                gapTotal: &gapTotal)
                    }
                }
            }
        }
        return Result(size: size, gapTotal: gapTotal, placements: placements)
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                         lengths: UnsafeMutableBufferPointer<CGFloat>, sizes: UnsafeMutableBufferPointer<CGSize>,
                         order: UnsafeMutableBufferPointer<Int>, placements: UnsafeMutablePointer<Placement>,
                         gapTotal: inout CGFloat) -> CGSize {
        let n = subviews.count
        let major = axis, minor = axis.other, alignment = self.alignment
        let nodes = subviews.nodes, pass = subviews.pass
        let base = lengths.baseAddress!
        // Five runs of n lengths: the gaps, each child's guide value, its length when
        // proposed zero and infinity along the axis (NaN: not measured yet; a measured size
        // is never NaN), its priority.
        let d = UnsafeMutableBufferPointer(start: base, count: n)
        let guides = UnsafeMutableBufferPointer(start: base + n, count: n)
        let mins = UnsafeMutableBufferPointer(start: base + 2 * n, count: n)
        let maxs = UnsafeMutableBufferPointer(start: base + 3 * n, count: n)
        let priorities = UnsafeMutableBufferPointer(start: base + 4 * n, count: n)
        gaps(subviews, into: d)
        gapTotal = d.reduce(0, +)
        guides.initialize(repeating: 0)
        sizes.initialize(repeating: .zero)

        // Children whose size never depends on the proposal (`ViewNode.fixedSize`, e.g.
        // `frame(width:height:)`) on a frame guide (whose value is then its default: such a
        // node has no explicit frame guide) need no `ViewDimensions`, no call through their
        // layout, and no flexibility probes.
        let frameGuide = alignment.isFrameGuide
        if let total = proposal[major], frameGuide, Self.allFixedWithEqualPriority(nodes, container: subviews.container) {
            // The fast path of the branch below: every child has flexibility 0 and the same
            // priority, so the stable sort keeps declaration order, one group takes all, and
            // each child is proposed its share of what is left, exactly as below.
            let minorProposal = proposal[minor]
            var available = total - gapTotal
            for i in 0..<n {
                let fixed = nodes[i].fixedSize!
                let share = max(available / CGFloat(n - i), 0)
                placements[i].proposal = ProposedViewSize(major, major: share.isNaN ? 0 : share, minor: minorProposal)
                sizes[i] = fixed
                guides[i] = alignment.defaultValue(in: ViewDimensions(size: fixed))
                let used = fixed[major]
                if !used.isNaN { available -= used }
            }
        } else if let total = proposal[major] {
            let minorProposal = proposal[minor]
            for i in 0..<n { priorities[i] = CGFloat(nodes[i].layoutPriority) }
            mins.initialize(repeating: .nan)
            maxs.initialize(repeating: .nan)
            func length(_ i: Int, _ along: CGFloat, _ memo: UnsafeMutableBufferPointer<CGFloat>) -> CGFloat {
                if !memo[i].isNaN { return memo[i] }
                let m = nodes[i].length(along: major, for: ProposedViewSize(major, major: along, minor: minorProposal), pass: pass)
                memo[i] = m
                return m
            }
            func precedes(_ i: Int, _ j: Int) -> Bool {
                if priorities[i] != priorities[j] { return priorities[i] > priorities[j] }
                let fi = length(i, .infinity, maxs) - length(i, 0, mins)
                let fj = length(j, .infinity, maxs) - length(j, 0, mins)
                if fi == fj {
                    if fi == .infinity { return length(i, 0, mins) > length(j, 0, mins) }
                    return false
                }
                if fi.isNaN || fj.isNaN { return false }
                return fi < fj
            }
            // Stable insertion sort: equal children keep declaration order.
            for k in 0..<n { order[k] = k }
            for k in 1..<n {
                let item = order[k]
                var j = k - 1
                while j >= 0 && precedes(item, order[j]) {
                    order[j + 1] = order[j]
                    j -= 1
                }
                order[j + 1] = item
            }
            var available = total - gapTotal
            var k = 0
            while k < n {
                var g = k + 1
                while g < n && priorities[order[g]] == priorities[order[k]] { g += 1 }
                if k == 0 {
                    for j in order[g..<n] { available -= length(j, 0, mins) }
                } else {
                    for j in order[k..<g] { available += length(j, 0, mins) }
                }
                var remaining = g - k
                for i in order[k..<g] {
                    let share = max(available / CGFloat(remaining), 0)
                    let p = ProposedViewSize(major, major: share.isNaN ? 0 : share, minor: minorProposal)
                    placements[i].proposal = p
                    let di = nodes[i].dimensions(p, pass: pass)
                    sizes[i] = di.size
                    guides[i] = di[alignment]
                    let used = di.size[major]
                    if !used.isNaN { available -= used }
                    remaining -= 1
                }
                k = g
            }
        } else {
            let p = ProposedViewSize(major, major: nil, minor: proposal[minor])
            for i in 0..<n {
                placements[i].proposal = p
                if frameGuide, let fixed = nodes[i].fixedSize {
                    sizes[i] = fixed
                    guides[i] = alignment.defaultValue(in: ViewDimensions(size: fixed))
                    continue
                }
                let di = nodes[i].dimensions(p, pass: pass)
                sizes[i] = di.size
                guides[i] = di[alignment]
            }
        }

        // Positioning: line up the guides at 0, then shift so the union starts at 0.
        var low: CGFloat = 0, high: CGFloat = 0
        for i in 0..<n {
            let o = -guides[i]
            low = min(low, o)
            high = max(high, o + sizes[i][minor])
        }
        var cursor: CGFloat = 0
        for i in 0..<n {
            let start = cursor + d[i]
            cursor = start + sizes[i][major]
            var p = CGPoint.zero
            p[major] = start
            p[minor] = -guides[i] - low
            placements[i].origin = p
        }
        return CGSize(major, major: cursor, minor: high - low)
    }

    /// `allFixedWithEqualPriority(nodes)` for the children of `container`, remembered on it:
    /// a stack arranged for several proposals asks once (Benchmarks/README.md: a layout priority is a
    /// call through the child's layout, and each child read was retained and released).
    static func allFixedWithEqualPriority(_ nodes: [ViewNode], container: ViewNode?) -> Bool {
        guard let container else { return allFixedWithEqualPriority(nodes) }
        switch container.childrenFixedWithEqualPriority {
        case 1: return true
        case 2: return false
        default:
            let answer = allFixedWithEqualPriority(nodes)
            container.childrenFixedWithEqualPriority = answer ? 1 : 2
            return answer
        }
    }

    /// Whether every node answers all proposals with one size (`ViewNode.fixedSize`) and all
    /// have the same layout priority.
    static func allFixedWithEqualPriority(_ nodes: [ViewNode]) -> Bool {
        guard let first = nodes.first, first.fixedSize != nil else { return false }
        let priority = first.fixedPriority
        for i in nodes.indices {
            let node = nodes[i]
            if node.fixedSize == nil || node.fixedPriority != priority { return false }
        }
        return true
    }

    /// Whether the children of `container` all have a fixed size and one priority, and the
    /// stack aligns them on a frame guide: then nothing in their arrangement but the proposals
    /// they are given depends on the stack's proposal.
    @inline(__always)
    private func hasFixedChildren(_ subviews: LayoutSubviews, container: ViewNode) -> Bool {
        alignment.isFrameGuide && Self.allFixedWithEqualPriority(subviews.nodes, container: container)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        if let container = subviews.container, hasFixedChildren(subviews, container: container) {
            placeFixed(in: bounds, proposal: proposal, subviews: subviews)
            return
        }
        var p = proposal
        let minor = axis.other
        if p[minor] == nil { p[minor] = layout(proposal, subviews).size[minor] }
        let r = layout(p, subviews)
        // Real placement goes straight to the pass (no `LayoutSubview` proxy and no dynamic
        // dispatch through the sink per child), with the same top-leading anchor arithmetic.
        if subviews.sink === subviews.pass {
            let pass = subviews.pass
            for (i, node) in subviews.nodes.enumerated() {
                let placement = r.placements[i]
                let position = CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y)
                pass.place(node, at: LayoutSubview.origin(of: node, at: position, anchor: .topLeading, proposal: placement.proposal, pass: pass),
                           proposal: placement.proposal)
            }
            return
        }
        for (i, v) in subviews.enumerated() {
            let placement = r.placements[i]
            v.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                    proposal: placement.proposal)
        }
    }

    /// `place` for children of fixed size on a frame guide: the one arrangement gives their
    /// origins; each child's proposal is worked out here exactly as `arrange` would for this
    /// proposal (its cross length fixed to the stack's when not given; along the axis, nothing
    /// when nothing was proposed, else an equal share of what the children before it left, in
    /// declaration order since they are all equally inflexible).
    private func placeFixed(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let r = layout(.unspecified, subviews)
        let major = axis, minor = axis.other
        let minorProposal = proposal[minor] ?? r.size[minor]
        let total = proposal[major]
        var available = (total ?? 0) - r.gapTotal
        let nodes = subviews.nodes, n = nodes.count
        let realPlacement = subviews.sink === subviews.pass
        let pass = subviews.pass
        for i in 0..<n {
            let childProposal: ProposedViewSize
            if total != nil {
                let share = max(available / CGFloat(n - i), 0)
                childProposal = ProposedViewSize(major, major: share.isNaN ? 0 : share, minor: minorProposal)
                let used = nodes[i].fixedSize.unsafelyUnwrapped[major]
                if !used.isNaN { available -= used }
            } else {
                childProposal = ProposedViewSize(major, major: nil, minor: minorProposal)
            }
            let origin = r.placements[i].origin
            let position = CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y)
            if realPlacement {
                // Placed by its top-leading corner: for a finite size the corner is `position`
                // itself (`LayoutSubview.origin` subtracts 0 × the size).
                let fixed = nodes[i].fixedSize.unsafelyUnwrapped
                let corner = fixed.width.isFinite && fixed.height.isFinite ? position
                    : LayoutSubview.origin(of: nodes[i], at: position, anchor: .topLeading, proposal: childProposal, pass: pass)
                pass.place(nodes[i], at: corner, proposal: childProposal)
            } else {
                subviews[i].place(at: position, proposal: childProposal)
            }
        }
    }

    /// A stack's own spacing: the union of all children on the minor-axis edges, the first
    /// child's leading edge and the last child's trailing edge along the major axis.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing, edges: minorEdges) }
        s.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        s.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return s
    }
}

/// `HStackLayout` and `VStackLayout`: a stack along one axis, all of whose behaviour is
/// `StackAlgorithm`'s. Each public type declares only its axis, its alignment type and its
/// public names, and forwards to `algorithm`.
protocol AxisStackLayout: Layout {
    /// The axis children are lined up along.
    static var axis: Axis { get }
    /// The alignment of the children across the axis.
    var alignmentKey: AlignmentKey { get }
    /// The distance between adjacent children, or `nil` for adaptive spacing.
    var spacing: CGFloat? { get }
}

extension AxisStackLayout {
    /// The algorithm for this stack's axis, alignment and spacing.
    var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.axis, alignment: alignmentKey, spacing: spacing) }

    /// The layout properties of a stack along `axis`: its orientation.
    static var stackProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = axis
        return p
    }
}

/// `HStack` and `VStack`: a primitive view whose content resolves with the stack's orientation
/// into the children of one node laid out by its `AxisStackLayout`.
protocol AxisStackView: PrimitiveView {
    associatedtype StackLayout: AxisStackLayout
    associatedtype StackContent: View
    var layout: StackLayout { get }
    var content: StackContent { get }
    /// The node's name in layout inspection (`"HStack"`).
    static var nodeName: String { get }
}

extension AxisStackView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.stackOrientation = StackLayout.axis
        return [ViewNode(Self.nodeName, layout: LayoutAdapter(layout), children: context.resolver.resolve(content, c))]
    }
}
