import Foundation

// `ToolbarContentBuilder`'s customizable forms (iOS 16): when every item of a block is
// customizable (`ToolbarItem(id:...)`), the block is customizable content too, so
// `toolbar(id:content:)` accepts it. The items draw as the plain forms draw them.

extension ToolbarContentBuilder {
    /// A customizable item, as written.
    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content { content }

    /// One customizable content, as is.
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> some CustomizableToolbarContent {
        content
    }

    /// Two customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }

    /// Three customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }

    /// Four customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }

    /// Five customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }

    /// Six customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }

    /// Seven customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    /// Eight customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// Nine customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// Ten customizable contents, in order.
    public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// A customizable item of an `if` without `else`, or none.
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` of customizable items.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        first content: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(content))
    }

    /// The second branch of an `if`/`else` of customizable items.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        second content: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(content))
    }

    /// Customizable items under `if #available`.
    public static func buildLimitedAvailability<Content: CustomizableToolbarContent>(_ content: Content) -> some CustomizableToolbarContent {
        content
    }
}

nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("Optional toolbar content has no body") }
}

nonisolated extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        map { ToolbarFlattening.entries($0, resolver, environment) } ?? []
    }
}

nonisolated extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("_ConditionalContent toolbar content has no body") }
}

nonisolated extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension _ConditionalContent: PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        switch storage {
        case .trueContent(let content): return ToolbarFlattening.entries(content, resolver, environment)
        case .falseContent(let content): return ToolbarFlattening.entries(content, resolver, environment)
        }
    }
}
