import Foundation

/// A table row content that is a section's header: a view drawn above the section's rows, as
/// a list draws a plain-style section header (iOS 16). It has no rows of its own.
nonisolated public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    /// The type of value the section's rows represent.
    public typealias TableRowValue = Value
    let content: Content

    /// The header, as a table row content with no rows.
    public var tableRowBody: some TableRowContent<Value> { EmptyTableRowContent<Value>() }

    /// No rows: the header is drawn by its section.
    public var _tableRowValues: [Value] { [] }

    /// No rows: the header is drawn by its section.
    public var _tableRowItems: [_TableRowItem<Value>] { [] }
}

/// A section part that can draw as a header view.
protocol _TableSectionHeaderView {
    var headerView: AnyView { get }
}

extension TableHeaderRowContent: _TableSectionHeaderView {
    var headerView: AnyView { AnyView(content) }
}

extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent,
      Parent.TableRowValue == Content.TableRowValue, Footer.TableRowValue == Content.TableRowValue {
    /// The type of value the section's rows represent.
    public typealias TableRowValue = Content.TableRowValue

    /// The section's rows, after its header's.
    public var tableRowBody: some TableRowContent<TableRowValue> { _TableRowList(values: _tableRowValues) }

    /// The values of the rows that show: none while collapsed.
    public var _tableRowValues: [TableRowValue] { isExpanded ? content._tableRowValues : [] }

    /// The section: its header view over its rows, as a list section.
    public var _tableRowItems: [_TableRowItem<TableRowValue>] {
        let headerView = (header as? any _TableSectionHeaderView)?.headerView
        return [_TableRowItem(kind: .section(header: headerView, rows: content._tableRowItems, footer: nil, expanded: isExpanded))]
    }
}

extension Section where Content: TableRowContent {
    /// A section of table rows with a header view.
    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: nil, isExpanded: true)
    }

    /// A section of table rows under a localized title.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: nil, isExpanded: true)
    }

    /// A section of table rows under a title string.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: nil, isExpanded: true)
    }

    /// A section of table rows with no header.
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: nil, content: content(), footer: nil, isExpanded: true)
    }

    /// A collapsible section of table rows with a header view; collapsed, only the header shows.
    public init<V, H: View>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: nil,
                  isExpanded: isExpanded.wrappedValue)
    }

    /// A collapsible section of table rows under a localized title.
    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: nil,
                  isExpanded: isExpanded.wrappedValue)
    }

    /// A collapsible section of table rows under a title string.
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: nil,
                  isExpanded: isExpanded.wrappedValue)
    }
}
