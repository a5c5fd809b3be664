import Foundation

/// A type that describes part of a user interface, exactly as in SwiftUI: a custom view
/// composes others in `body`; primitive views (`Text`, `Color`, shapes, stacks) have `Never`.
///
/// As in SwiftUI, the protocol is `@MainActor @preconcurrency`: a view type that declares its
/// conformance is main-actor isolated, so its `body`, its stored-property initialisers
/// (`@StateObject private var model = FeedModel()`) and the closures it forms may use an app's
/// `@MainActor` view models. Backplate's own views and modifiers are `nonisolated`, as
/// SwiftUI's modifiers are, so they can be built on any thread. A render evaluates `body` on
/// its own worker thread, which counts as the main actor's for the duration of the render:
/// see "Views and the main actor" in docs/architecture.md.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view (main-actor isolated, as in SwiftUI).
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` has no body. Nonisolated: it is also the body of `Never` as a `Scene`,
    /// `Gesture`, `ToolbarContent` and `Commands`.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Produces the body of a primitive view, which has none: Backplate's resolver handles
/// primitives directly and never asks for it.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

/// A view that displays nothing and takes no space in a container.
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [] }
}

/// A view created from a tuple of views: each element is its own child in a container.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var context = context
        context.position = context.position.materialized
        var nodes: [ViewNode] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if let v = child.value as? any View { nodes += context.resolver.resolve(v, context.appending(.child(index))) }
        }
        return nodes
    }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    let view: any View
    /// Creates a type-erased view.
    public init<V: View>(_ view: V) { self.view = view }
    /// Creates a type-erased view from an existential, or `nil` if it is not a view.
    public init?(erasing view: Any) {
        guard let v = view as? any View else { return nil }
        self.view = v
    }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.resolver.resolve(view, context.appending(.erased(ObjectIdentifier(type(of: view)))))
    }
}

/// A view that groups others without affecting layout; modifiers applied to a group apply to
/// each of its children.
public struct Group<Content> {
    let content: Content
}

nonisolated extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { context.resolver.resolve(content, context) }
}

/// Exactly one of two contents, chosen by an `if`/`else` or `switch` in a builder: a view when
/// both are views, tab content when both are tab content.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

nonisolated extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): return context.resolver.resolve(v, context.appending(.branch(true)))
        case .falseContent(let v): return context.resolver.resolve(v, context.appending(.branch(false)))
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let v): return context.resolver.resolve(v, context.appending(.branch(true)))
        case .none: return []
        }
    }
}
