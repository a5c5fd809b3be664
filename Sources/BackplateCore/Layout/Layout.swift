import Foundation

/// A type that defines the geometry of a collection of views, exactly as SwiftUI's `Layout`.
/// `HStackLayout`, `VStackLayout` and `ZStackLayout` are ordinary conformers. `Sendable`, as
/// SwiftUI's (`@preconcurrency`: code written before says so with warnings, not errors), so a
/// layout under main-actor default isolation conforms without isolation.
@preconcurrency public protocol Layout: Sendable, Animatable {
    /// Cached values shared between the layout's methods.
    associatedtype Cache = Void
    /// The proxies for the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout (its stacking orientation).
    static var layoutProperties: LayoutProperties { get }
    /// Reports the size of the composite layout view.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The preferred spacing around the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// An explicit value for a horizontal guide of the composite view.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An explicit value for a vertical guide of the composite view.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Creates and initialises the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the container, which tells `Spacer` and `Divider` how to behave.
    public var stackOrientation: Axis?
    /// Creates default properties.
    public init() { stackOrientation = nil }
}

extension Layout {
    /// Default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Rebuilds the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences on all edges (zero with no subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }

    /// Combines the subviews' explicit values for the guide, placed as `placeSubviews` places them.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Combines the subviews' explicit values for the guide, placed as `placeSubviews` places them.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        defaultExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func defaultExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        if key.isFrameGuide || subviews.isEmpty { return nil }
        guard bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let sink = RecordingSink()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: sink), cache: &cache)
        var values: [CGFloat] = []
        for (node, origin, childProposal) in sink.placements {
            if let v = node.dimensions(childProposal, pass: subviews.pass)[explicit: key] {
                values.append(origin[key.axis] - (key.axis == .horizontal ? bounds.minX : bounds.minY) + v)
            }
        }
        return key.combine(values)
    }
}

extension Layout where Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let pass: LayoutPass
    let sink: any PlacementSink

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal, pass: pass)
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(proposal, pass: pass)
    }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing(pass: pass) }

    /// Places the subview: its `anchor` point goes to `position` (in the container's parent's
    /// coordinate space, as `bounds` given to `placeSubviews`).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        sink.place(node, at: Self.origin(of: node, at: position, anchor: anchor, proposal: proposal, pass: pass), proposal: proposal)
    }

    /// The top-left corner of `node` placed with its `anchor` point at `position`.
    static func origin(of node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize,
                       pass: LayoutPass) -> CGPoint {
        let size = node.sizeThatFits(proposal, pass: pass)
        return CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }

    /// The value of a layout value key set with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Subviews are equal when they stand for the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a layout container.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]
    let pass: LayoutPass
    let sink: any PlacementSink
    /// The node whose children these are, where built-in layouts keep per-proposal results.
    var container: ViewNode? = nil

    /// The layout direction of the container. A layout places subviews as in left-to-right
    /// whatever it is: the layout pass mirrors placements in right-to-left (`RightToLeftPlacement`).
    public var layoutDirection: LayoutDirection { direction }
    /// The container's direction (set by `LayoutAdapter`).
    var direction: LayoutDirection = .leftToRight
    /// The first index.
    public var startIndex: Int { offset }
    /// One past the last index.
    public var endIndex: Int { offset + nodes.count }
    /// The index of the first subview (non-zero in a range of another `LayoutSubviews`).
    var offset = 0
    /// A subview proxy.
    public typealias Element = LayoutSubview
    /// A range of subviews is itself a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// The subview at an index.
    public subscript(index: Int) -> LayoutSubviews.Element { LayoutSubview(node: nodes[index - offset], pass: pass, sink: sink) }
    /// The subviews in `bounds`, keeping their indices (as every collection's slice does).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: Array(nodes[(bounds.lowerBound - offset)..<(bounds.upperBound - offset)]), pass: pass, sink: sink,
                       container: container, direction: direction, offset: bounds.lowerBound)
    }
    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(nodes: indices.map { nodes[$0 - offset] }, pass: pass, sink: sink, container: container, direction: direction)
    }

    func recording(into sink: any PlacementSink) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, pass: pass, sink: sink, container: container, direction: direction, offset: offset)
    }

    /// Subviews are equal when they stand for the same views.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// A key for a value that a view passes to its container layout.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value when a view sets none.
    static var defaultValue: Value { get }
}

/// Runs a public `Layout` over a node's children, owning the layout's cache.
final class LayoutAdapter<L: Layout>: NodeLayout {
    let layout: L
    @exclusivity(unchecked) private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    private func subviews(_ node: ViewNode, _ pass: LayoutPass, _ sink: any PlacementSink) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, pass: pass, sink: sink, container: node,
                       direction: node.layoutDirection ?? pass.rightToLeft.direction)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let s = subviews(node, pass, pass)
        return withCache(s) { layout.sizeThatFits(proposal: proposal, subviews: s, cache: &$0) }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        for child in node.children { child.isPlaced = false }
        let s = subviews(node, pass, pass)
        withCache(s) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: s, cache: &$0) }
        // SwiftUI centres any subview the layout failed to place, proposing the container's proposal.
        for child in node.children where !child.isPlaced {
            let size = child.sizeThatFits(proposal, pass: pass)
            pass.place(child, at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                       proposal: proposal)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        let s = subviews(node, pass, pass.discardingSink)
        return withCache(s) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: s, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: s, cache: &cache)
        }
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        let s = subviews(node, pass, pass.discardingSink)
        return withCache(s) { layout.spacing(subviews: s, cache: &$0) }
    }

    func layoutPriority(of node: ViewNode) -> Double { node.children.isEmpty ? -.infinity : 0 }
}
