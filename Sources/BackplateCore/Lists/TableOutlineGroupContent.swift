import Foundation

/// The rows of a hierarchical table (`Table(_:children:columns:)`, iOS 17): each top-level
/// element's row, a disclosure row when it has children. A still render shows the rows
/// collapsed, SwiftUI's initial state, each disclosure row with its chevron as a list's outline.
nonisolated public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    let data: Data
    let hasChildren: (Data.Element) -> Bool

    init(data: Data, children: KeyPath<Data.Element, Data?>) {
        self.data = data
        hasChildren = { $0[keyPath: children] != nil }
    }

    /// The top-level elements' rows, collapsed.
    public var tableRowBody: some TableRowContent<Data.Element> { _TableRowList(values: Array(data)) }

    /// The top-level elements, in order.
    public var _tableRowValues: [Data.Element] { Array(data) }

    /// The top-level elements' rows, collapsed disclosure rows where they have children.
    public var _tableRowItems: [_TableRowItem<Data.Element>] {
        data.map { _TableRowItem(kind: .row($0, children: hasChildren($0) ? [] : nil, expanded: false)) }
    }
}

extension Table {
    /// A hierarchical table: `children` gives each element's child rows (`nil`: a leaf).
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: [])
    }

    /// A hierarchical table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A hierarchical table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable hierarchical table; the rows draw in `data`'s order.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: [])
    }

    /// A sortable hierarchical table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable hierarchical table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }
}

extension OutlineGroup: TableRowContent
where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    /// The type of value each row represents.
    public typealias TableRowValue = Data.Element

    /// The top-level elements' rows, collapsed.
    public var tableRowBody: some TableRowContent<TableRowValue> { _TableRowList(values: _tableRowValues) }

    /// The top-level elements' rows (a still render shows the outline collapsed).
    public var _tableRowValues: [TableRowValue] { roots.flatMap { content($0)._tableRowValues } }

    /// Each top-level element's rows, its last one a collapsed disclosure row when the
    /// element has children, drawn as a list's outline draws it.
    public var _tableRowItems: [_TableRowItem<TableRowValue>] {
        roots.flatMap { element -> [_TableRowItem<TableRowValue>] in
            var items = content(element)._tableRowItems
            guard childrenOf(element) != nil, let last = items.indices.last,
                  case .row(let value, _, _) = items[last].kind else { return items }
            items[last] = _TableRowItem(kind: .row(value, children: [], expanded: false))
            return items
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
                             Data.Element == Parent.TableRowValue {
    /// Table rows for a root element and its descendants, each made by `content`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// Table rows for root elements and their descendants, each made by `content`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    /// Table rows for a root element and its descendants, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// Table rows for root elements and their descendants, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup {
    /// A `TableRow` for a root element and each of its descendants.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: { TableRow($0) })
    }

    /// A `TableRow` for root elements and each of their descendants.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: { TableRow($0) })
    }
}
