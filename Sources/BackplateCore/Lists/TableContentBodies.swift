import Foundation

// The bodies of table row and column content (SwiftUI's `tableRowBody` and
// `tableColumnBody`): the built-in types are primitive, `Never`-bodied; a type of your own
// composes built-in ones in its body, and Backplate reads the rows and columns from there.

extension TableRowContent where TableRowBody == Never {
    /// Primitive row content has no body: reading it stops the program, as in SwiftUI.
    public var tableRowBody: Never { fatalError("\(Self.self) is primitive row content") }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    /// The rows of the content's body.
    public var _tableRowValues: [TableRowValue] { tableRowBody._tableRowValues }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Primitive column content has no body: reading it stops the program, as in SwiftUI.
    public var tableColumnBody: Never { fatalError("\(Self.self) is primitive column content") }
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
    /// The columns of the content's body.
    public var _tableColumns: [_TableColumnCell<TableRowValue>] { tableColumnBody._tableColumns.map { $0 } }
}

extension Never: TableRowContent, TableColumnContent {
    /// `Never` stands for no rows and no columns.
    public typealias TableRowValue = Never
    /// `Never` sorts nothing.
    public typealias TableColumnSortComparator = Never
    /// No rows.
    public var _tableRowValues: [Never] { [] }
    /// No rows.
    public var _tableRowItems: [_TableRowItem<Never>] { [] }
    /// No columns.
    public var _tableColumns: [_TableColumnCell<Never>] { [] }
    /// `Never` has no body.
    public var tableRowBody: Never { fatalError("Never has no rows") }
    /// `Never` has no body.
    public var tableColumnBody: Never { fatalError("Never has no columns") }
}
