import Foundation

// `List`'s hierarchical initializers over key-path identifiers and bindings, and those over a
// binding with edit actions. Each list draws an `OutlineGroup` (the top level, collapsed) or a
// `ForEach` with edit actions; the selected rows are those whose identifier is selected.

extension List {
    /// Creates a hierarchical list of data identified by a key path, with a set of selected rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a hierarchical list of data identified by a key path, with an optional selected row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a hierarchical list from a binding to identifiable data, with a set of selected
    /// rows; each row gets a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a hierarchical list from a binding to identifiable data, with an optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a hierarchical list from a binding to data identified by a key path, with a set
    /// of selected rows.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a hierarchical list from a binding to data identified by a key path, with an
    /// optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to identifiable data whose rows offer `editActions`
    /// (in edit mode: delete and reorder controls), with a set of selected rows.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to identifiable data whose rows offer `editActions`,
    /// with an optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to data identified by a key path whose rows offer
    /// `editActions`, with a set of selected rows.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to data identified by a key path whose rows offer
    /// `editActions`, with an optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent),
                  selected: Self.selected(selection), selectable: selection != nil)
    }
}

extension List where SelectionValue == Never {
    /// Creates a hierarchical list of data identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selected: [], selectable: false)
    }

    /// Creates a hierarchical list from a binding to identifiable data; each row gets a
    /// binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selected: [], selectable: false)
    }

    /// Creates a hierarchical list from a binding to data identified by a key path.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                              DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selected: [], selectable: false)
    }

    /// Creates a list from a binding to data identified by a key path; each row gets a
    /// binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent), selected: [], selectable: false)
    }

    /// Creates a list from a binding to identifiable data whose rows offer `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent), selected: [], selectable: false)
    }

    /// Creates a list from a binding to data identified by a key path whose rows offer `editActions`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
            Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent), selected: [], selectable: false)
    }
}
