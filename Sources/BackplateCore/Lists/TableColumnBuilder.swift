import Foundation

/// Builds a table's columns, as SwiftUI's does: each column keeps its own type, so the columns
/// a builder makes are one generic value (`TupleTableColumnContent`, `_ConditionalContent`,
/// `Optional`) the table reads in order. Unsortable columns may appear in a sorted table.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column sortable by the table's comparator, as written.
    public static func buildExpression<Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>)
        -> TableColumn<RowValue, Sort, Content, Label> { column }

    /// Column content of the table's row type (a `ForEach` of columns, a `Group`, your own).
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue { content }

    /// One column content, as is.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue { column }

    /// Columns shown when a condition holds (none otherwise); sortable or not, as in a block.
    public static func buildIf<Content: TableColumnContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == RowValue { content }

    /// The columns of an `if` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The columns of an `else` branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Columns under an availability condition, type-erased.
    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Sort>)
        -> some TableColumnContent<RowValue, Sort> {
        _TableColumnList<RowValue, Sort>(columns: content._tableColumns)
    }

    /// Two columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1), columns: [c0._tableColumns, c1._tableColumns].flatMap { $0 })
    }

    /// Three columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns].flatMap { $0 })
    }

    /// Four columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns].flatMap { $0 })
    }

    /// Five columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns].flatMap { $0 })
    }

    /// Six columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns, c5._tableColumns].flatMap { $0 })
    }

    /// Seven columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns, c5._tableColumns, c6._tableColumns].flatMap { $0 })
    }

    /// Eight columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns, c5._tableColumns, c6._tableColumns, c7._tableColumns].flatMap { $0 })
    }

    /// Nine columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns, c5._tableColumns, c6._tableColumns, c7._tableColumns, c8._tableColumns].flatMap { $0 })
    }

    /// Ten columns, sortable or not, in a table sorted by `Sort`.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), columns: [c0._tableColumns, c1._tableColumns, c2._tableColumns, c3._tableColumns, c4._tableColumns, c5._tableColumns, c6._tableColumns, c7._tableColumns, c8._tableColumns, c9._tableColumns].flatMap { $0 })
    }

}

/// The columns of several column contents a `TableColumnBuilder` block lists, in order.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The row value type.
    public typealias TableRowValue = RowValue
    /// The comparator type of the table.
    public typealias TableColumnSortComparator = Sort
    /// The contents, as a tuple.
    public var value: T
    let columns: [_TableColumnCell<RowValue>]

    init(_ value: T, columns: [_TableColumnCell<RowValue>]) {
        self.value = value
        self.columns = columns
    }

    /// Every content's columns, in order.
    public var _tableColumns: [_TableColumnCell<RowValue>] { columns }
}

/// Type-erased columns (what `buildLimitedAvailability` returns).
nonisolated public struct _TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    /// The row value type.
    public typealias TableRowValue = RowValue
    /// The comparator type of the table.
    public typealias TableColumnSortComparator = Sort
    let columns: [_TableColumnCell<RowValue>]
    /// The columns.
    public var _tableColumns: [_TableColumnCell<RowValue>] { columns }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The wrapped content's comparator type.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// The wrapped content's columns, or none.
    public var _tableColumns: [_TableColumnCell<Wrapped.TableRowValue>] { self?._tableColumns ?? [] }
}

extension _ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The first branch's comparator type (a branch may be sortable and the other not).
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// The chosen branch's columns.
    public var _tableColumns: [_TableColumnCell<TrueContent.TableRowValue>] {
        switch storage {
        case .trueContent(let columns): return columns._tableColumns
        case .falseContent(let columns): return columns._tableColumns
        }
    }
}
