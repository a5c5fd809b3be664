import Foundation

// `List`'s data initializers beyond those in List.swift: ranges and bindings with a selection,
// key-path identifiers with children, and bindings with edit actions. A row is drawn selected
// when its identifier (or, for a range, its integer) equals a selected value, as SwiftUI tags
// rows built from data; an identifier of another type than the selection selects nothing.

extension List {
    /// The rows of `data`, each identified by `identify` and drawn selected when its
    /// identifier is in `selected`.
    init<C: Collection, RowContent: View>(rowsOf data: C, selectable: Bool, selected: Set<AnyHashable>,
                                           identify: (C.Element) -> AnyHashable, row: (C.Element) -> RowContent) {
        rows = data.map { element in
            let id = identify(element)
            return ListDataRow(view: AnyView(row(element)), id: id, isSelected: selected.contains(id))
        }
        content = nil
        selection = []
        self.selectable = selectable
    }

    /// A list drawing `content`, with the tags in `selected` drawn selected.
    init(content: Content, selected: Set<AnyHashable>, selectable: Bool) {
        rows = []
        self.content = content
        selection = selected
        self.selectable = selectable
    }

    static func selected(_ selection: Binding<SelectionValue?>?) -> Set<AnyHashable> {
        selection?.wrappedValue.map { [AnyHashable($0)] } ?? []
    }

    static func selected(_ selection: Binding<Set<SelectionValue>>?) -> Set<AnyHashable> {
        Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
    }

    /// Creates a list of rows from data identified by a key path, with a set of selected rows.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0[keyPath: id]) }, row: rowContent)
    }

    /// Creates a list of rows over a constant range, with a set of selected integers.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0) }, row: rowContent)
    }

    /// Creates a list of rows over a constant range, with an optional selected integer.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rowsOf: data, selectable: selection != nil, selected: Self.selected(selection),
                  identify: { AnyHashable($0) }, row: rowContent)
    }

    /// Creates a list from a binding to identifiable data, with a set of selected rows; each
    /// row gets a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent), selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to identifiable data, with an optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent), selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to data identified by a key path, with a set of selected rows.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent), selected: Self.selected(selection), selectable: selection != nil)
    }

    /// Creates a list from a binding to data identified by a key path, with an optional selected row.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent), selected: Self.selected(selection), selectable: selection != nil)
    }
}

/// A row of a list built from data: its view, its element's identifier (the row's identity,
/// found by `ScrollViewProxy.scrollTo`) and whether the selection holds that identifier.
struct ListDataRow {
    let view: AnyView
    let id: AnyHashable
    let isSelected: Bool
}
