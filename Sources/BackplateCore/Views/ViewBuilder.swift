import Foundation

/// A result builder that constructs views from closures, with SwiftUI's rules: several
/// statements make a `TupleView`, `if` makes an optional, `if`/`else` and `switch` make a
/// `_ConditionalContent`, and `if #available` makes an `AnyView`.
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A single view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
