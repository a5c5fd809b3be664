import Foundation

/// The rows of a hierarchical table (`Table(_:children:columns:)`, iOS 17): each top-level
/// element's row, its children hidden under a disclosure row. A still render shows the rows
/// collapsed, SwiftUI's initial state; the disclosure indicators are not drawn (warned).
nonisolated public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    let data: Data

    /// The top-level elements' rows, collapsed.
    public var tableRowBody: some TableRowContent<Data.Element> { _TableRowList(values: Array(data)) }

    /// The top-level elements, in order.
    public var _tableRowValues: [Data.Element] {
        if data.contains(where: { _ in true }) {
            RuntimeWarning.emit("Table(_:children:): the rows draw collapsed without their disclosure indicators")
        }
        return Array(data)
    }
}

extension Table {
    /// A hierarchical table: `children` gives each element's child rows (`nil`: a leaf).
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(), selection: [])
    }

    /// A hierarchical table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A hierarchical table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable hierarchical table; the rows draw in `data`'s order.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(), selection: [])
    }

    /// A sortable hierarchical table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable hierarchical table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Value == Data.Element, Sort.Compared == Value {
        self.init(tableRows: TableOutlineGroupContent(data: data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }
}
