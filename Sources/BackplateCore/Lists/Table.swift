import Foundation

/// A container that presents rows of data arranged in columns, optionally selectable and
/// sortable (iOS 16).
///
/// In a compact horizontal size class (every iPhone in portrait, Backplate's default) SwiftUI
/// shows no headers and collapses all columns after the first (Apple: "Tables"; "Supporting a
/// compact layout"), so the table is a list of its first column's cells, one row per element,
/// in the plain list style; selected rows draw on the accent fill as a `List(selection:)`'s do.
/// In a regular width it draws a header row of the column titles in the secondary colour and
/// each element's cells side by side: columns with a fixed or ideal width get it, the others
/// share what remains equally (Backplate's approximation of iPadOS's column sizing).
///
/// The binding forms never write: a still render neither selects nor sorts.
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: Set<AnyHashable>
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// The first column's cells in a compact width; headers and all columns in a regular one,
    /// drawn by the table style in effect (`tableStyle(_:)`).
    public var body: some View {
        _StyleReader(TableStyleConfiguration(table: AnyView(drawn)), style: \.tableStyleBox) { $0.table }
    }

    /// The table as the automatic style draws it.
    @ViewBuilder var drawn: some View {
        let items = rows._tableRowItems
        let cells = columns._tableColumns.filter { $0.isVisible }
        if sizeClass == .regular {
            let values = _TableRowItem.visibleValues(items)
            let _ = Self.warnIfFlattened(items)
            _RegularTable(values: values.map { ($0.id as AnyHashable, $0) }, columns: cells, selection: selection)
        } else {
            List(selection: .constant(selection)) {
                _CompactTableRows(items: items) { value in cells.first?.cell(value) ?? AnyView(EmptyView()) }
            }
            .listStyle(.plain)
        }
    }

    /// A regular-width table draws sections and disclosure rows as plain rows: say so.
    static func warnIfFlattened(_ items: [_TableRowItem<Value>]) {
        guard _TableRowItem.hasStructure(items) else { return }
        RuntimeWarning.emit("Table in a regular width: section headers and disclosure indicators are not drawn (the rows are)")
    }
}

extension Table {
    /// The selection set of a single-selection binding's value.
    static func selected(_ id: Value.ID?) -> Set<AnyHashable> {
        guard let id else { return [] }
        return [AnyHashable(id)]
    }

    /// The selection set of a multiple-selection binding's value.
    static func selected(_ ids: Set<Value.ID>) -> Set<AnyHashable> {
        var set = Set<AnyHashable>()
        for id in ids { set.insert(AnyHashable(id)) }
        return set
    }

    init(tableRows rows: Rows, columns: Columns, selection: Set<AnyHashable>) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }

    /// A table of the elements of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: [])
    }

    /// A table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A table sortable by its columns' comparators; the rows draw in `data`'s order (sorting
    /// is the app's job, in `onChange(of: sortOrder)`).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: [])
    }

    /// A sortable table whose rows can be selected one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(),
                  selection: Self.selected(selection.wrappedValue))
    }

    /// A sortable table whose rows can be selected several at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(tableRows: TableForEachContent(data), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }
}

extension Table {
    /// A table of explicit rows (`TableRow`s and `ForEach`es of them) of a value type.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }

    /// A table of explicit rows whose rows can be selected one at a time.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A table of explicit rows whose rows can be selected several at a time.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: Self.selected(selection.wrappedValue))
    }

    /// A table of explicit rows with columns first and rows after, the value type inferred.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(tableRows: rows(), columns: columns(), selection: [])
    }
}

/// A regular-width table: a header row of titles over one row of cells per element, each
/// row separated by a hairline.
nonisolated struct _RegularTable<Value>: View {
    let values: [(AnyHashable, Value)]
    let columns: [_TableColumnCell<Value>]
    let selection: Set<AnyHashable>
    @Environment(\.tableColumnHeaders) private var headers

    var body: some View {
        List(selection: .constant(selection)) {
            if headers == .hidden {
                ForEach(values.indices, id: \.self) { index in row(index) }
            } else {
                Section {
                    ForEach(values.indices, id: \.self) { index in row(index) }
                } header: {
                    _TableCellsLayout(widths: columns.map(\.width)) {
                        ForEach(columns.indices, id: \.self) { column in columns[column].label }
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .textCase(nil)
                }
            }
        }
        .listStyle(.plain)
    }

    /// One element's cells side by side, tagged with its identifier.
    func row(_ index: Int) -> some View {
        let (id, value) = values[index]
        return _TableCellsLayout(widths: columns.map(\.width)) {
            ForEach(columns.indices, id: \.self) { column in columns[column].cell(value) }
        }
        .tag(id)
    }
}

/// Places cells side by side with 8 points between them: a column with a fixed width (or an
/// ideal one) gets it, clamped to its minimum and maximum; the others share the rest equally.
struct _TableCellsLayout: Layout {
    let widths: [_TableColumnWidth]
    static let spacing: CGFloat = 8

    func columnWidths(total: CGFloat, count: Int) -> [CGFloat] {
        let specs = (0..<count).map { $0 < widths.count ? widths[$0] : _TableColumnWidth() }
        let fixed = specs.map { spec -> CGFloat? in
            guard let w = spec.fixed ?? spec.ideal else { return nil }
            return min(max(w, spec.min ?? 0), spec.max ?? .infinity)
        }
        let available = max(0, total - Self.spacing * CGFloat(max(0, count - 1)) - fixed.compactMap { $0 }.reduce(0, +))
        let flexible = fixed.filter { $0 == nil }.count
        return fixed.map { $0 ?? (flexible > 0 ? available / CGFloat(flexible) : 0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 600
        let cols = columnWidths(total: width, count: subviews.count)
        let height = zip(subviews, cols).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, w) in zip(subviews, columnWidths(total: bounds.width, count: subviews.count)) {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: w, height: nil))
            x += w + Self.spacing
        }
    }
}

// MARK: - Rows

/// A type that provides the rows of a `Table`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row represents (by default, its body's).
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The type of the rows this content is made of (`Never` for the built-in row types).
    associatedtype TableRowBody: TableRowContent = Never

    /// The rows this content is made of (built-in row types have none: Backplate reads their
    /// values directly). Backplate's row builder does not apply to it implicitly: write
    /// `@TableRowBuilder<Value>` on your implementation to list several rows.
    var tableRowBody: TableRowBody { get }

    /// The values of the rows, in order (Backplate's view of the rows).
    var _tableRowValues: [TableRowValue] { get }

    /// The rows with their sections and disclosure rows (Backplate's view of the structure).
    var _tableRowItems: [_TableRowItem<TableRowValue>] { get }
}

/// The rows of a table built from a collection.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    let data: Data

    /// Rows for each element of `data`.
    public init(_ data: Data) { self.data = data }

    /// The elements of the collection.
    public var _tableRowValues: [Data.Element] { Array(data) }

    /// A plain row for each element.
    public var _tableRowItems: [_TableRowItem<Data.Element>] { data.map { .row($0) } }

    /// Built-in row content: no body (Backplate reads the elements directly).
    public var tableRowBody: Never { fatalError("TableForEachContent is primitive row content") }
}

/// One row of a table, for a value.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The row's value type.
    public typealias TableRowValue = Value
    let value: Value

    /// A row for `value`.
    public init(_ value: Value) { self.value = value }

    /// This row's value.
    public var _tableRowValues: [Value] { [value] }

    /// This row.
    public var _tableRowItems: [_TableRowItem<Value>] { [.row(value)] }
}

/// The rows a disclosure row shows, as one content.
nonisolated public struct _TableRowList<Value: Identifiable>: TableRowContent {
    /// The row value type.
    public typealias TableRowValue = Value
    let values: [Value]
    /// The rows' values.
    public var _tableRowValues: [Value] { values }

    /// The rows, plain.
    public var _tableRowItems: [_TableRowItem<Value>] { values.map { .row($0) } }
}

// MARK: - Columns

/// A type that provides the columns of a `Table`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row represents (by default, its body's).
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The comparator that sorts the table by this content's columns (`Never`: unsortable; by
    /// default, its body's).
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The type of the columns this content is made of (`Never` for the built-in column types).
    associatedtype TableColumnBody: TableColumnContent = Never

    /// The columns this content is made of (built-in column types have none: Backplate reads
    /// their cells directly). Write `@TableColumnBuilder<Value, Sort>` on your implementation to
    /// list several columns.
    var tableColumnBody: TableColumnBody { get }

    /// The columns, in order (Backplate's view of the columns).
    var _tableColumns: [_TableColumnCell<TableRowValue>] { get }
}

/// A column's width specification: fixed, or a minimum, ideal and maximum.
public struct _TableColumnWidth: Sendable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// One column as a table draws it: its header label, a cell for a row value, its width and
/// whether it shows.
nonisolated public struct _TableColumnCell<RowValue> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    var width = _TableColumnWidth()
    var isVisible = true
}

/// A column of a table: a title and a cell for each row, optionally sortable by a key path or
/// comparator.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The row value type.
    public typealias TableRowValue = RowValue
    /// The comparator type that sorts by this column.
    public typealias TableColumnSortComparator = Sort

    var column: _TableColumnCell<RowValue>

    init(label: Label, content: @escaping (RowValue) -> Content) {
        column = _TableColumnCell(label: AnyView(label), cell: { AnyView(content($0)) })
    }

    /// This column.
    public var _tableColumns: [_TableColumnCell<RowValue>] { [column] }

    /// Gives the column a fixed width (`nil`: the default, flexible width).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.column.width.fixed = width
        return copy
    }

    /// The column unchanged: SwiftUI deprecates the empty call ("pass one or more parameters").
    @available(*, deprecated, message: "Please pass one or more parameters to modify a column's width.")
    public func width() -> TableColumn { self }

    /// Gives the column a minimum, ideal and maximum width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.column.width = _TableColumnWidth(fixed: nil, min: min, ideal: ideal, max: max)
        return copy
    }

    /// Names the column for customization; a still render has no customization to restore.
    public func customizationID(_ id: String) -> TableColumn { self }

    /// Sets whether the column shows by default (`.hidden` hides it).
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn {
        var copy = self
        copy.column.isVisible = visibility != .hidden
        return copy
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column with a localized title and a cell view for each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// An unsortable column with a title string and a cell view for each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// An unsortable column with a text title and a cell view for each row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing a string property.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// An unsortable column with a title string showing a string property.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string property, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column with a title string showing a string property, sortable by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column with a text title showing a string property, sortable by it.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sortable by a comparable property, with a cell view for each row.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column with a title string, sortable by a comparable property.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column with a text title, sortable by a comparable property.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    /// A column sortable by a property with a comparator of its values.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column sorted by the given comparator (iOS 17).
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
}
