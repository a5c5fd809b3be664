import Foundation

/// A type that provides content for a `TabView` built with `TabContentBuilder` (iOS 18): `Tab`,
/// `TabSection`, `ForEach` and `Group` of tabs, or your own type that composes them in `body`.
///
/// As in SwiftUI the protocol is `@MainActor @preconcurrency`; a render evaluates a custom
/// type's `body` as it does a view's (with its `@Environment` and `@State` installed).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    /// The type of tab content representing the body of this tab content.
    associatedtype Body: TabContent
    /// The composition of tab content that makes up this content.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// The body of tab content Backplate reads directly (tabs, sections, `ForEach`, `Group`, the
/// builder's results): it has none, and reading it stops the program.
nonisolated public struct _NeverTabContent<TabValue: Hashable>: TabContent {
    /// Has no body.
    public var body: _NeverTabContent<TabValue> { return Self.noBody(Self.self) }

    /// Stops the program: `type` is built-in tab content, which Backplate lists directly.
    static func noBody(_ type: Any.Type) -> _NeverTabContent<TabValue> {
        fatalError("\(type) is primitive tab content and has no body")
    }
}

/// One tab as a tab view lists it: its content carrying the tab item and tag traits.
struct TabEntry {
    var view: AnyView
    var role: TabRole? = nil
    /// `tabPlacement(.sidebarOnly)`, `defaultVisibility(.hidden, for: .tabBar)`, `hidden()`:
    /// kept out of an iPhone's tab bar.
    var isHiddenFromTabBar = false
}

/// Tab content Backplate lists directly instead of expanding `body`.
protocol PrimitiveTabContent {
    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry]
}

enum TabContentFlattening {
    /// The tabs of any tab content, in declaration order.
    static func entries(_ content: any TabContent, _ environment: EnvironmentValues, depth: Int = 0) -> [TabEntry] {
        if let primitive = content as? any PrimitiveTabContent { return primitive.tabEntries(environment) }
        guard depth < 64 else { return [] }
        func expanded<C: TabContent>(_ content: C) -> any TabContent {
            installedBody(of: content, environment: environment) { $0.body }
        }
        return entries(expanded(content), environment, depth: depth + 1)
    }
}

nonisolated extension Optional: TabContent where Wrapped: TabContent {
    /// The wrapped content's selection type.
    public typealias TabValue = Wrapped.TabValue
    /// No body: the wrapped content's tabs, or none.
    public var body: _NeverTabContent<Wrapped.TabValue> { return .noBody(Self.self) }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        map { TabContentFlattening.entries($0, environment) } ?? []
    }
}

nonisolated extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    /// The branches' selection type.
    public typealias TabValue = TrueContent.TabValue
    /// No body: the chosen branch's tabs.
    public var body: _NeverTabContent<TrueContent.TabValue> { return .noBody(Self.self) }
}

extension _ConditionalContent: PrimitiveTabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        switch storage {
        case .trueContent(let content): return TabContentFlattening.entries(content, environment)
        case .falseContent(let content): return TabContentFlattening.entries(content, environment)
        }
    }
}

/// Type-erased tab content (iOS 18), as `buildLimitedAvailability` returns it.
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: TabContent, PrimitiveTabContent {
    let content: any TabContent

    /// Create an instance that type-erases `tabContent`.
    public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
        content = tabContent
    }

    /// No body: the erased content's tabs.
    public var body: _NeverTabContent<SelectionValue> { return .noBody(Self.self) }

    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        TabContentFlattening.entries(content, environment)
    }
}
