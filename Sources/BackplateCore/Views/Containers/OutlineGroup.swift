import Foundation

/// A structure that computes views and disclosure groups from an underlying collection of
/// tree-structured, identified data (SwiftUI's `OutlineGroup`).
///
/// Each element whose `children` key path is non-nil becomes a `DisclosureGroup` labelled by
/// its content view, holding the element's children as a nested outline group; an element
/// whose key path is nil is a leaf, its content view alone. A still render shows every
/// group collapsed (controls.md §7.6): the top-level elements, each group with the
/// disclosure chevron trailing in the tint colour. Inside a `List`, each top-level element
/// is one row.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
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

nonisolated extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The top-level elements: a disclosure group for each element with children, the
    /// content view for each leaf, each tagged with its identifier (as SwiftUI's `ForEach`
    /// tags rows, so a selectable `List` finds them).
    public var body: some View {
        ForEach(roots, id: id) { element in
            node(element).tag(element[keyPath: id])
        }
    }

    private func node(_ element: Data.Element) -> AnyView {
        guard let nested = element[keyPath: children] else { return AnyView(content(element)) }
        let subgroup = OutlineGroup(roots: Array(nested), id: id, children: children, content: content)
        return AnyView(DisclosureGroup(content: { OutlineSubgroupChildren(view: AnyView(subgroup)) },
                                       label: { content(element) }))
    }
}

/// A type-erased view representing the children in an outline subgroup: the `Content` of
/// the disclosure groups an `OutlineGroup` creates.
nonisolated public struct OutlineSubgroupChildren: View {
    let view: AnyView
    /// The children, as a nested outline group.
    public var body: some View { view }
}
