import Foundation

/// A table row that can reveal or hide rows of its own (iOS 17): its value's row, followed by
/// its content's rows while expanded. A still render shows the state `isExpanded` holds, and
/// collapsed without a binding (the initial state of SwiftUI's own).
nonisolated public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    /// The type of value each row represents.
    public typealias TableRowValue = Label.TableRowValue
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// Creates a disclosure row for `value`, whose `content` rows show while `isExpanded` is true.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Value == Content.TableRowValue, Label == TableRow<Value> {
        self.label = TableRow(value)
        self.content = content()
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    /// The rows the disclosure row shows: the label's, then the content's while expanded.
    public var tableRowBody: some TableRowContent<TableRowValue> { _TableRowList(values: _tableRowValues) }

    /// The label's row, then the content's rows while expanded.
    public var _tableRowValues: [TableRowValue] {
        label._tableRowValues + (isExpanded ? content._tableRowValues : [])
    }

    /// The label's row as a disclosure row over the content's rows.
    public var _tableRowItems: [_TableRowItem<TableRowValue>] {
        var items = label._tableRowItems
        guard let last = items.indices.last, case .row(let value, _, _) = items[last].kind else { return items }
        items[last] = _TableRowItem(kind: .row(value, children: content._tableRowItems, expanded: isExpanded))
        return items
    }
}

/// A table row content with no rows (what an empty row builder gives).
nonisolated public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    /// The type of value each row would represent.
    public typealias TableRowValue = Value
    /// Creates an empty row content.
    public init() {}
    /// No rows.
    public var _tableRowValues: [Value] { [] }
    /// No rows.
    public var _tableRowItems: [_TableRowItem<Value>] { [] }
}
