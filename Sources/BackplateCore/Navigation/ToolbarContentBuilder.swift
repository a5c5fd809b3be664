import Foundation

/// Builds toolbar content from the items listed in a `toolbar { }` closure: one to ten items
/// (SwiftUI's limit), `if`, `if`/`else` and `if #available`. There is no empty block: an empty
/// `toolbar { }` (every item under an inactive `#if`) picks the `View` overload alone.
///
/// SwiftUI repeats every method for customizable content (items with an `id`); Backplate does
/// not: the second set made type-checking every toolbar body 13 to 20 % slower
/// (`Benchmarks/TypeCheck/ResultBuilders.swift`) and changes nothing here, since Backplate's
/// blocks, conditionals and optionals are all customizable content.
@resultBuilder
public struct ToolbarContentBuilder {
    /// An item, as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// One item, passed through.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// 2 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)> {
        TupleToolbarContent(value: (c0, c1))
    }
    /// 3 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<(C0, C1, C2)> {
        TupleToolbarContent(value: (c0, c1, c2))
    }
    /// 4 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }
    /// 5 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }
    /// 6 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }
    /// 7 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }
    /// 8 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }
    /// 9 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    /// 10 items, in order.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    /// The item of an `if` without `else`, or none.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(wrapped: content)
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .first(first))
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .second(second))
    }
    /// Items under `if #available`.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
