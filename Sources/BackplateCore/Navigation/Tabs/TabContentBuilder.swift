import Foundation

/// Builds the tabs of an iOS 18 `TabView(selection:)` from `Tab` values whose selection
/// values have the tab view's `SelectionValue` type, so a tab can name its value with an
/// implicit member (`Tab("Library", systemImage: "books.vertical", value: .library)`), as
/// SwiftUI's `TabContentBuilder` does. Accepts tabs, `ForEach` of tabs, `if`/`else` and
/// `for` loops.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab with a selection value.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> [AnyView] { [AnyView(tab)] }

    /// A tab without a selection value.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<Never, C, L>) -> [AnyView] { [AnyView(tab)] }

    /// Tabs generated from data.
    public static func buildExpression<D: RandomAccessCollection, ID: Hashable, C: View, L: View>(
        _ tabs: ForEach<D, ID, Tab<SelectionValue, C, L>>) -> [AnyView] { [AnyView(tabs)] }

    /// Consecutive tabs.
    public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] { parts.flatMap { $0 } }

    /// Tabs shown when a condition holds.
    public static func buildOptional(_ part: [AnyView]?) -> [AnyView] { part ?? [] }

    /// The tabs of an `if` branch.
    public static func buildEither(first part: [AnyView]) -> [AnyView] { part }

    /// The tabs of an `else` branch.
    public static func buildEither(second part: [AnyView]) -> [AnyView] { part }

    /// The tabs of a `for` loop.
    public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] { parts.flatMap { $0 } }

    /// Tabs under an availability condition.
    public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] { part }

    /// The tab view's content.
    public static func buildFinalResult(_ parts: [AnyView]) -> _TabContentList<SelectionValue> {
        _TabContentList(tabs: parts)
    }
}

/// The tabs a `TabContentBuilder` built: a list of views, each carrying its tab item and tag.
nonisolated public struct _TabContentList<SelectionValue: Hashable>: View {
    let tabs: [AnyView]

    /// The tabs as a view list.
    public var body: some View {
        ForEach(tabs.indices, id: \.self) { index in tabs[index] }
    }
}

extension TabView {
    /// Creates a tab view from `Tab` values (iOS 18), showing the tab whose value equals the
    /// selection.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>,
                @TabContentBuilder<SelectionValue> content: () -> _TabContentList<SelectionValue>)
    where Content == _TabContentList<SelectionValue> {
        self.init(selection: Optional(selection), content: content)
    }
}

extension Tab {
    /// Builds a tab from its parts.
    init(_value: Value?, _content: Content, _label: Label) {
        value = _value
        content = _content
        label = _label
    }

    /// Shows `count` as the tab item's badge (none for zero). Returns a `Tab`, so the tab keeps
    /// its selection value inside `TabContentBuilder`.
    public func badge(_ count: Int) -> Tab<Value, some View, Label> {
        Tab<Value, _, Label>(_value: value, _content: content.badge(count), _label: label)
    }
}
