import Foundation

/// A result builder that constructs tabs for a tab view that supports programmatic selection
/// (iOS 18). Every tab in it has the same selection type, `TabValue`, so a tab can name its
/// value with an implicit member (`Tab("Library", systemImage: "books.vertical", value: .library)`).
/// Accepts tab content, `if`/`else`, `switch` and `if #available`, as SwiftUI's does.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A piece of tab content.
    public static func buildExpression<Content: TabContent<TabValue>>(_ content: Content) -> Content {
        content
    }

    /// A single piece of tab content.
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// Tab content shown when a condition holds.
    public static func buildIf<Content: TabContent<TabValue>>(_ content: Content?) -> Content? {
        content
    }

    /// The tab content of an `if` branch.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F> where T.TabValue == F.TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The tab content of an `else` branch.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F> where T.TabValue == F.TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Tab content under `if #available`, type-erased.
    public static func buildLimitedAvailability<Content: TabContent>(_ content: Content) -> AnyTabContent<Content.TabValue> {
        AnyTabContent(content)
    }
}

/// Several pieces of tab content listed in a builder, in order.
nonisolated struct TupleTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    let parts: [any TabContent]
    var body: _NeverTabContent<TabValue> { return .noBody(Self.self) }

    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        parts.flatMap { TabContentFlattening.entries($0, environment) }
    }
}

extension TabContentBuilder {
    /// A view representation of the content of a builder-based tab view with selection: the
    /// tabs, each its content carrying its tab item and value, as the tab view lists them.
    nonisolated public struct Content<C: TabContent>: View, PrimitiveView {
        let content: C

        /// A primitive view has no body.
        public var body: Never { primitiveBody(Self.self) }

        func makeNodes(_ context: ResolveContext) -> [ViewNode] {
            let entries = TabContentFlattening.entries(content, context.environment)
            let shown = entries.filter { !$0.isHiddenFromTabBar }.map(\.view)
            return context.resolver.resolve(ForEach(shown.indices, id: \.self) { shown[$0] }, context)
        }
    }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its
    /// tabs (iOS 18): it shows the tab whose `value` equals the selection, the first otherwise.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(tabs: selection.wrappedValue, content: TabContentBuilder<SelectionValue>.Content(content: content()))
    }

    /// Creates a tab view of `Tab`s without selection values (iOS 18): it shows its first tab.
    public init<C: TabContent>(@TabContentBuilder<SelectionValue> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(tabs: nil, content: TabContentBuilder<Never>.Content(content: content()))
    }
}
