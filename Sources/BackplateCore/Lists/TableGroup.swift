import Foundation

// `Group` in a table's builders: rows or columns gathered into one content, so modifiers can
// apply to them together; the table draws them in place, as if listed without the group.

extension Group: TableRowContent where Content: TableRowContent {
    /// Groups table rows.
    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.content = content()
    }

    /// The grouped rows.
    public var _tableRowValues: [Content.TableRowValue] { content._tableRowValues }
    /// The grouped rows, with their structure.
    public var _tableRowItems: [_TableRowItem<Content.TableRowValue>] { content._tableRowItems }
}

extension Group: TableColumnContent where Content: TableColumnContent {
    /// The grouped columns' comparator type.
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator

    /// Groups table columns.
    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.content = content()
    }

    /// The grouped columns.
    public var _tableColumns: [_TableColumnCell<Content.TableRowValue>] { content._tableColumns }
}
