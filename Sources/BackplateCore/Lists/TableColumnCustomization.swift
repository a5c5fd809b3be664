import Foundation

/// The customizations a person made to a table's columns (their visibility, order and widths),
/// kept by the app in `@SceneStorage` or `@AppStorage` (iOS 17). A still render starts from
/// none, so every column shows at its declared width and position.
nonisolated public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var hidden: Set<String> = []

    /// No customization: every column as the table declares it.
    public init() {}

    /// The visibility a person chose for the column with this customization identifier
    /// (`.automatic` when they chose none); setting `.hidden` records the column as hidden.
    public subscript(visibility id: String) -> Visibility {
        get { hidden.contains(id) ? .hidden : .automatic }
        set { if newValue == .hidden { hidden.insert(id) } else { hidden.remove(id) } }
    }

    /// Forgets the order a person gave the columns (a still render has none to forget).
    public mutating func resetOrder() {}
}

/// The ways a person may customize a table's column (resize, reorder, hide). A still render has no
/// person: the behaviour is recorded nowhere and changes nothing drawn.
public struct TableColumnCustomizationBehavior: _BitFieldSet {
    /// The members, one bit each (`_BitFieldSet` gives the set operations).
    public var _bits: UInt
    /// The set with exactly the members of `bits`.
    public init(_bits: UInt) { self._bits = _bits }
    /// Resizing the column.
    public static let resize = TableColumnCustomizationBehavior(_bits: 1 << 0)
    /// Moving the column.
    public static let reorder = TableColumnCustomizationBehavior(_bits: 1 << 1)
    /// Hiding or showing the column.
    public static let visibility = TableColumnCustomizationBehavior(_bits: 1 << 2)
    /// Every customization.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(_bits: ~0) }
}

/// How a column's cells align their content horizontally (iOS 17).
nonisolated public struct TableColumnAlignment: Hashable, Sendable {
    enum Edge: Hashable, Sendable { case leading, center, trailing }
    let edge: Edge
    let isNumeric: Bool

    var horizontal: HorizontalAlignment {
        switch edge {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// The platform's alignment: leading.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(edge: .leading, isNumeric: false) }
    /// Cells align on their leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(edge: .leading, isNumeric: false) }
    /// Cells are centred.
    public static var center: TableColumnAlignment { TableColumnAlignment(edge: .center, isNumeric: false) }
    /// Cells align on their trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(edge: .trailing, isNumeric: false) }
    /// Numbers align on the side the locale's digits grow from: trailing for Latin digits.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(edge: .trailing, isNumeric: true) }
    /// Numbers of a numbering system align on the side its digits grow from: trailing.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { numeric }
}

extension TableColumnContent {
    /// Names the columns for the table's customization; a still render has no customization
    /// to restore, so the columns draw as declared.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self, change: { _ in })
    }

    /// Sets whether the columns show by default: `.hidden` leaves them out of the table.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self, change: { $0.isVisible = visibility != .hidden })
    }

    /// Turns off ways a person may customize the columns; nothing drawn changes.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self, change: { _ in })
    }

    /// Aligns the columns' cells and headers horizontally within their column width.
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumns(base: self, change: { column in
            let cell = column.cell
            let label = column.label
            let frame = Alignment(horizontal: alignment.horizontal, vertical: .center)
            column = _TableColumnCell(label: AnyView(label.frame(maxWidth: .infinity, alignment: frame)),
                                      cell: { AnyView(cell($0).frame(maxWidth: .infinity, alignment: frame)) },
                                      width: column.width, isVisible: column.isVisible)
        })
    }
}

/// Table columns with a change applied to each column (visibility, alignment).
nonisolated public struct _ModifiedTableColumns<Base: TableColumnContent>: TableColumnContent {
    /// The row value type of the columns.
    public typealias TableRowValue = Base.TableRowValue
    /// The comparator type of the columns.
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    let base: Base
    let change: (inout _TableColumnCell<Base.TableRowValue>) -> Void

    /// The base columns, each changed.
    public var _tableColumns: [_TableColumnCell<Base.TableRowValue>] {
        base._tableColumns.map { column in
            var column = column
            change(&column)
            return column
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string property, sortable by it with a string comparator.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column with a title string showing a string property, sortable with a string comparator.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column with a text title showing a string property, sortable with a string comparator.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column with a title string sortable by a property with a comparator of its values.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                        @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(title), content: content)
    }

    /// A column with a text title sortable by a property with a comparator of its values.
    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: text, content: content)
    }

    /// A column with a localized title sortable by a `String` property with a string comparator.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column with a localized title sortable by a `String?` property with a string comparator.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column with a title string sortable by a `String` property with a string comparator.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column with a title string sortable by a `String?` property with a string comparator.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column with a text title sortable by a `String` property with a string comparator.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    /// A column with a text title sortable by a `String?` property with a string comparator.
    public init(_ text: Text, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column with a title string sorted by the given comparator (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column with a text title sorted by the given comparator (iOS 17).
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}
