import Foundation

/// A structure that computes views on demand from a collection of identified data; each
/// element becomes its own child in the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of data.
    public var data: Data
    /// A function creating a view for each element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Whether `identify` returns the element itself (`id: \.self`, `ForEach(0..<n)`): an
    /// integer range then needs no call to it per element.
    var identifiesBySelf = false
    /// How `ForEach(subviews:content:)` makes its nodes: its data (the subviews of a view) is
    /// known only once resolved, in the `ForEach`'s own context.
    var resolveNodes: ((ResolveContext) -> [ViewNode])?
}

extension ForEach {
    /// Creates a `ForEach` over any content type, for other modules of the package whose
    /// content is not a view (the `Charts` module's `ForEach` of chart content).
    package init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = identify
        self.content = content
    }
}

nonisolated extension ForEach: View where Content: View {
    /// Creates views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        // `id: \.self` is the element itself: a key path from a type to that same type at offset
        // 0 is the identity (a struct cannot hold itself inline; classes and computed properties
        // have no offset). Comparing with `\Data.Element.self` costs more (Benchmarks/README.md).
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            self.identify = { unsafeBitCast($0, to: ID.self) }
            self.identifiesBySelf = true
        } else {
            self.identify = { $0[keyPath: id] }
        }
    }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.identifiesBySelf = true
    }
}

extension ForEach where Content: View {
    /// Creates views for each element of a binding to a collection of identifiable data; the
    /// content receives a binding to its element (`ForEach($books) { $book in ... }`), and each
    /// element's identity (and `@State`) follows its id.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \C.Element.id, content: content)
    }

    /// Creates views for each element of a binding to a collection, identified by the key path
    /// `id`; the content receives a binding to its element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.content = { element in content(data[element.0]) }
        self.identify = { $0.1 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let resolveNodes { return resolveNodes(context) }
        // The elements share the list node of the ForEach's own position (made once here,
        // not once per element from the position's inline end).
        var context = context
        context.position = context.position.materialized
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(data.count)
        // Every element's view has the type `Content`: its conformance is looked up once.
        let resolver = context.resolver
        let primitive = resolver.primitiveType(of: Content.self)
        if let target = context.environment.scrollTargetRequest?.viewID {
            return markedNodes(target, context, resolver: resolver, primitive: primitive)
        }
        // A range of integers (the common `ForEach(0..<n)`) is walked as integers: iterating
        // an unspecialised generic collection costs hundreds of instructions per element.
        if Data.self == Range<Int>.self {
            // `id: \.self` on integers: the element is its own id, a position step made
            // without calling `identify` or making a `Step` value.
            let bySelf = identifiesBySelf && ID.self == Int.self
            for i in unsafeBitCast(data, to: Range<Int>.self) {
                let element = unsafeBitCast(i, to: Data.Element.self)
                let inner = bySelf ? context.appendingIntegerElement(i) : elementContext(element, context)
                resolver.resolveElement(content(element), inner, primitive: primitive, appendingTo: &nodes)
            }
            return nodes
        }
        for element in data {
            resolver.resolveElement(content(element), elementContext(element, context), primitive: primitive, appendingTo: &nodes)
        }
        return nodes
    }

    /// The elements' nodes, the element whose identity is `target` marked with it so a scroll
    /// view can find it (`ScrollViewProxy.scrollTo`, `scrollPosition(id:)`); only while a
    /// scroll request names a view, so no other render pays for the comparison.
    private func markedNodes(_ target: AnyHashable, _ context: ResolveContext, resolver: Resolver,
                             primitive: (any PrimitiveView.Type)?) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in data {
            let start = nodes.count
            resolver.resolveElement(content(element), elementContext(element, context), primitive: primitive, appendingTo: &nodes)
            guard AnyHashable(identify(element)) == target else { continue }
            for i in start..<nodes.count { nodes[i] = ViewNode.marked(nodes[i], as: target) }
        }
        return nodes
    }

    /// The context of an element, one step below `context` (the ForEach's own).
    private func elementContext(_ element: Data.Element, _ context: ResolveContext) -> ResolveContext {
        let id = identify(element)
        if ID.self == Int.self { return context.appendingIntegerElement(unsafeBitCast(id, to: Int.self)) }
        return context.appending(.element(AnyHashable(id)))
    }
}
