import Foundation

/// Table columns made from a collection (iOS 17.4): one or more columns for each element, as
/// `ForEach` makes views, so a table's columns can follow data (a column per month, per
/// category). The columns draw in the collection's order, each as a literal column would.
nonisolated public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    /// The row value type of the columns.
    public typealias TableRowValue = RowValue
    /// The comparator type of the columns.
    public typealias TableColumnSortComparator = Sort

    /// The data the columns are made from.
    public var data: Data
    /// The columns for one element.
    public var content: (Data.Element) -> Content

    /// Columns for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue, TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// Every element's columns, in order.
    public var _tableColumns: [_TableColumnCell<RowValue>] { data.flatMap { content($0)._tableColumns } }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Columns for each identifiable element of `data`.
    public init(_ data: Data,
                @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue, TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Columns for each integer of a constant range.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
