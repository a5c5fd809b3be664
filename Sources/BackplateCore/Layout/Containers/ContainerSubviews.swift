import Foundation

/// The resolved subviews of one view, handed out by `Group(subviews:)` and `ForEach(subviews:)`:
/// the view is resolved once where the group or `ForEach` sits (in its environment), and each
/// `Subview` places its node where the container's code puts it.
final class SubviewSource {
    private let resolve: () -> [ViewNode]
    private let nodes: [ViewNode]
    private var placed: [Bool]

    init(_ resolve: @escaping () -> [ViewNode]) {
        self.resolve = resolve
        nodes = resolve()
        placed = Array(repeating: false, count: nodes.count)
    }

    private init(nodes: [ViewNode], resolve: @escaping () -> [ViewNode]) {
        self.resolve = resolve
        self.nodes = nodes
        placed = Array(repeating: false, count: nodes.count)
    }

    /// The resolved subviews, in order (for splitting them into sections).
    var resolvedNodes: [ViewNode] { nodes }

    /// The subviews at `indices` (ascending), as a source of their own: a section's header,
    /// content or footer (`Group(sections:)`).
    func subset(_ indices: [Int]) -> SubviewSource {
        let resolve = self.resolve
        return SubviewSource(nodes: indices.map { nodes[$0] }, resolve: {
            let again = resolve()
            return indices.filter { $0 < again.count }.map { again[$0] }
        })
    }

    var count: Int { nodes.count }

    func containerValues(at index: Int) -> ContainerValues { nodes[index].containerValues }

    /// The node of subview `index` to place: the resolved one the first time, a fresh
    /// resolution after that (a node sits in one place of the tree; a container may draw a
    /// subview twice, as SwiftUI allows).
    func node(at index: Int) -> ViewNode {
        if !placed[index] {
            placed[index] = true
            return nodes[index]
        }
        let again = resolve()
        return index < again.count ? again[index] : nodes[index]
    }
}

/// One subview of a view that `Group(subviews:)` or `ForEach(subviews:)` splits (iOS 18): the
/// view itself, drawn where the container places it, with the values it set for its container.
nonisolated public struct Subview: View, Identifiable {
    /// A subview's identity within its collection.
    public struct ID: Hashable {
        let index: Int
    }

    let source: SubviewSource
    let index: Int

    /// The subview's identity.
    public var id: Subview.ID { ID(index: index) }

    /// The values the subview set with `containerValue(_:_:)`, and its `tag(_:)`.
    public var containerValues: ContainerValues { source.containerValues(at: index) }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Subview: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [source.node(at: index)] }
}

/// The subviews of a view, as `Group(subviews:transform:)` hands them to its closure (iOS 18): a
/// collection of `Subview`, and itself a view drawing all of them.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let source: SubviewSource

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last subview's index.
    public var endIndex: Int { source.count }
    /// The index before `i`.
    public func index(before i: Int) -> Int { i - 1 }
    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { Subview(source: source, index: index) }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(source: source, indices: bounds)
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension SubviewsCollection: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { (0..<source.count).map(source.node(at:)) }
}

/// A range of a `SubviewsCollection` (iOS 18): its subviews, and a view drawing them.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let source: SubviewSource
    /// The range of the whole collection's indices this slice holds.
    public let indices: Range<Int>

    /// The first subview's index in the whole collection.
    public var startIndex: Int { indices.lowerBound }
    /// One past the last subview's index in the whole collection.
    public var endIndex: Int { indices.upperBound }
    /// The subview at `index` (an index of the whole collection).
    public subscript(index: Int) -> Subview { Subview(source: source, index: index) }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(source: source, indices: bounds)
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension SubviewsCollectionSlice: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { indices.map(source.node(at:)) }
}

/// The content of `Group(subviews:transform:)`: `Subviews` split into its subviews and handed
/// to the transform, whose result is drawn.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupElementsOfContent: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let base = context.appending(.child(0))
        let source = SubviewSource { context.resolver.resolve(subviews, base) }
        return context.resolver.resolve(transform(SubviewsCollection(source: source)), context.appending(.child(1)))
    }
}

nonisolated extension Group {
    /// Splits `view` into its subviews (each view of a `TupleView`, each element of a
    /// `ForEach`, flattened through groups) and draws what `transform` makes of them (iOS 18).
    /// The subviews keep the environment of the group; each draws where `transform` places it.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// The data of `ForEach(subviews:content:)`: the subviews of a view, known once the `ForEach`
/// is resolved (an unresolved collection is empty).
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: SubviewSource?

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last subview's index.
    public var endIndex: Int { source?.count ?? 0 }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { Subview(source: source!, index: index) }
}

extension ForEach {
    /// Creates one view per subview of `view` (iOS 18): `view` is split into its subviews (each
    /// view of a `TupleView`, each element of a `ForEach`), and `content` makes the view drawn
    /// for each, in order, as separate children of the enclosing container.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(data: ForEachSubviewCollection(source: nil), identify: { $0.id }, content: content)
        self.resolveNodes = { context in
            let base = context.appending(.child(0))
            let source = SubviewSource { context.resolver.resolve(view, base) }
            var nodes: [ViewNode] = []
            for index in 0..<source.count {
                let inner = context.appending(.child(1)).appendingIntegerElement(index)
                nodes += context.resolver.resolve(content(Subview(source: source, index: index)), inner)
            }
            return nodes
        }
    }
}
