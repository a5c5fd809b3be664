import Foundation

/// One entry of a table's rows as Backplate draws them: a row for a value (a disclosure row
/// when it can reveal rows of its own), or a section of entries under a header.
public struct _TableRowItem<Value> {
    enum Kind {
        /// A value's row; `children` are the rows it reveals (`nil`: a leaf, no indicator).
        case row(Value, children: [_TableRowItem<Value>]?, expanded: Bool)
        /// A section's rows with its header and footer views.
        case section(header: AnyView?, rows: [_TableRowItem<Value>], footer: AnyView?, expanded: Bool)
    }
    let kind: Kind

    /// A plain row for `value`.
    static func row(_ value: Value) -> _TableRowItem { _TableRowItem(kind: .row(value, children: nil, expanded: false)) }

    /// The values of the rows that show, in order: expanded rows' children after them.
    static func visibleValues(_ items: [_TableRowItem]) -> [Value] {
        items.flatMap { item -> [Value] in
            switch item.kind {
            case .row(let value, let children, let expanded):
                return [value] + (expanded ? visibleValues(children ?? []) : [])
            case .section(_, let rows, _, let expanded):
                return expanded ? visibleValues(rows) : []
            }
        }
    }

    /// Whether any entry is a section with a header or footer, or a disclosure row.
    static func hasStructure(_ items: [_TableRowItem]) -> Bool {
        items.contains { item in
            switch item.kind {
            case .row(_, let children, _): return children != nil
            case .section(let header, _, let footer, _): return header != nil || footer != nil
            }
        }
    }
}

extension TableRowContent {
    /// The content's rows as plain rows of its values.
    public var _tableRowItems: [_TableRowItem<TableRowValue>] { _tableRowValues.map { .row($0) } }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    /// The rows of the content's body.
    public var _tableRowItems: [_TableRowItem<TableRowValue>] { tableRowBody._tableRowItems }
}

/// The first column of a compact-width table, drawn as a list's rows: sections with their
/// headers and footers, disclosure rows as a list's outline draws them.
nonisolated struct _CompactTableRows<Value: Identifiable>: View {
    let items: [_TableRowItem<Value>]
    let cell: (Value) -> AnyView

    var body: some View {
        ForEach(items.indices, id: \.self) { index in entry(items[index]) }
    }

    private func entry(_ item: _TableRowItem<Value>) -> AnyView {
        switch item.kind {
        case .row(let value, nil, _):
            return AnyView(cell(value).tag(value.id as AnyHashable))
        case .row(let value, let children?, let expanded):
            let nested = _CompactTableRows(items: children, cell: cell)
            return AnyView(DisclosureGroup(isExpanded: .constant(expanded), content: { nested }, label: { cell(value) })
                .tag(value.id as AnyHashable))
        case .section(let header, let rows, let footer, let expanded):
            return AnyView(Section(header: header, content: _CompactTableRows(items: rows, cell: cell), footer: footer,
                                   isExpanded: expanded))
        }
    }
}
