import Foundation

/// A structure that computes views and disclosure groups from an underlying collection of
/// tree-structured, identified data (SwiftUI's `OutlineGroup`).
///
/// Each element whose `children` key path is non-nil becomes a `DisclosureGroup` labelled by
/// its content view, holding the element's children as a nested outline group; an element
/// whose key path is nil is a leaf, its content view alone. A still render shows every
/// group collapsed (docs/controls.md §7.6): the top-level elements, each group with the
/// disclosure chevron trailing in the tint colour. Inside a `List`, each top-level element
/// is one row.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let identify: (Data.Element) -> ID
    let childrenOf: (Data.Element) -> [Data.Element]?
    let content: (Data.Element) -> Leaf

    init(roots: [Data.Element], identify: @escaping (Data.Element) -> ID,
         childrenOf: @escaping (Data.Element) -> [Data.Element]?, content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.identify = identify
        self.childrenOf = childrenOf
        self.content = content
    }

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.init(roots: roots, identify: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children].map { Array($0) } },
                  content: content)
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View, Data.Element: Identifiable {
    /// Creates an outline group from a root element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root elements and a key path to each
    /// element's children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// Creates an outline group from a root element, a key path to an element's identifier
    /// and a key path to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root elements, a key path to an
    /// element's identifier and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// Creates an outline group from a binding to a collection of root elements and a
    /// writable key path to each element's children; `content` gets a binding to each element.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue.id },
                  childrenOf: { Self.children(of: $0, at: children) }, content: content)
    }

    /// Creates an outline group from a binding to a root element and a writable key path to
    /// its children; `content` gets a binding to each element.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue.id },
                  childrenOf: { Self.children(of: $0, at: children) }, content: content)
    }

    /// Creates an outline group from a binding to a collection of root elements, a key path
    /// to an element's identifier and a writable key path to its children.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue[keyPath: id] },
                  childrenOf: { Self.children(of: $0, at: children) }, content: content)
    }

    /// Creates an outline group from a binding to a root element, a key path to an element's
    /// identifier and a writable key path to its children.
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue[keyPath: id] },
                  childrenOf: { Self.children(of: $0, at: children) }, content: content)
    }

    /// Bindings to the children of the element `binding` refers to, or nil for a leaf.
    private static func children<C: MutableCollection & RandomAccessCollection>(
        of binding: Binding<C.Element>, at children: WritableKeyPath<C.Element, C?>
    ) -> [Binding<C.Element>]? {
        guard binding.wrappedValue[keyPath: children] != nil else { return nil }
        let collection = Binding<C>(get: { binding.wrappedValue[keyPath: children]! },
                                    set: { binding.wrappedValue[keyPath: children] = $0 })
        return Array(collection)
    }
}

nonisolated extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The top-level elements: a disclosure group for each element with children, the
    /// content view for each leaf, each tagged with its identifier (as SwiftUI's `ForEach`
    /// tags rows, so a selectable `List` finds them).
    public var body: some View {
        ForEach(roots.map { _OutlineNode(id: identify($0), element: $0) }) { node in
            self.node(node.element).tag(node.id)
        }
    }

    private func node(_ element: Data.Element) -> AnyView {
        guard let nested = childrenOf(element) else { return AnyView(content(element)) }
        let subgroup = OutlineGroup(roots: nested, identify: identify, childrenOf: childrenOf, content: content)
        return AnyView(DisclosureGroup(content: { OutlineSubgroupChildren(view: AnyView(subgroup)) },
                                       label: { content(element) }))
    }
}

/// One element of an outline level with its identifier.
private struct _OutlineNode<ID: Hashable, Element>: Identifiable {
    let id: ID
    let element: Element
}

/// A type-erased view representing the children in an outline subgroup: the `Content` of
/// the disclosure groups an `OutlineGroup` creates.
nonisolated public struct OutlineSubgroupChildren: View {
    let view: AnyView
    /// The children, as a nested outline group.
    public var body: some View { view }
}
