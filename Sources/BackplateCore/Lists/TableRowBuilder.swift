import Foundation

/// Builds a table's rows from `TableRow`s, `ForEach`es of rows and conditions, as SwiftUI's
/// does: each statement keeps its own type, so the rows a builder makes are one generic value
/// (`TupleTableRowContent`, `_ConditionalContent`, `Optional`) the table reads in order.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Row content, as written.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// One row content, as is.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    /// Rows shown when a condition holds (none otherwise).
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
    where Content.TableRowValue == Value { content }

    /// The rows of an `if` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The rows of an `else` branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The rows of two contents, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent((c0, c1), items: [c0._tableRowItems, c1._tableRowItems].flatMap { $0 })
    }

    /// The rows of three contents, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems].flatMap { $0 })
    }

    /// The rows of four contents, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems].flatMap { $0 })
    }

    /// The rows of five contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems].flatMap { $0 })
    }

    /// The rows of six contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems, c5._tableRowItems].flatMap { $0 })
    }

    /// The rows of seven contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems, c5._tableRowItems, c6._tableRowItems].flatMap { $0 })
    }

    /// The rows of eight contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems, c5._tableRowItems, c6._tableRowItems, c7._tableRowItems].flatMap { $0 })
    }

    /// The rows of nine contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems, c5._tableRowItems, c6._tableRowItems, c7._tableRowItems, c8._tableRowItems].flatMap { $0 })
    }

    /// The rows of ten contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value, C9.TableRowValue == Value {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), items: [c0._tableRowItems, c1._tableRowItems, c2._tableRowItems, c3._tableRowItems, c4._tableRowItems, c5._tableRowItems, c6._tableRowItems, c7._tableRowItems, c8._tableRowItems, c9._tableRowItems].flatMap { $0 })
    }
}

/// The rows of several row contents a `TableRowBuilder` block lists, in order.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The row value type.
    public typealias TableRowValue = Value
    /// The contents, as a tuple.
    public var value: T
    let items: [_TableRowItem<Value>]

    init(_ value: T, items: [_TableRowItem<Value>]) {
        self.value = value
        self.items = items
    }

    /// Every content's rows that show, in order.
    public var _tableRowValues: [Value] { _TableRowItem.visibleValues(items) }

    /// Every content's rows, in order.
    public var _tableRowItems: [_TableRowItem<Value>] { items }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The wrapped content's rows, or none.
    public var _tableRowValues: [Wrapped.TableRowValue] { self?._tableRowValues ?? [] }
    /// The wrapped content's rows, or none.
    public var _tableRowItems: [_TableRowItem<Wrapped.TableRowValue>] { self?._tableRowItems ?? [] }
}

extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The chosen branch's rows.
    public var _tableRowValues: [TrueContent.TableRowValue] {
        switch storage {
        case .trueContent(let rows): return rows._tableRowValues
        case .falseContent(let rows): return rows._tableRowValues
        }
    }

    /// The chosen branch's rows, with their structure.
    public var _tableRowItems: [_TableRowItem<TrueContent.TableRowValue>] {
        switch storage {
        case .trueContent(let rows): return rows._tableRowItems
        case .falseContent(let rows): return rows._tableRowItems
        }
    }
}
