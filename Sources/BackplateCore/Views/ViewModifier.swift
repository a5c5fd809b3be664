import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// `@MainActor @preconcurrency`, as in SwiftUI: a custom modifier's `body(content:)` may read
/// an app's `@MainActor` models (see `View`).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the current body of `self`; `content` stands for the modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The placeholder for the view a `ViewModifier` is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let frame = context.modifierContent else { return [] }
        var c = context
        c.modifierContent = frame.outer
        return frame.resolveContent(c)
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content the modifier transforms.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates a modified value.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A primitive modifier has no body.
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ModifierChain where Content: ViewModifier, Modifier: ViewModifier {
    func applyChain(to content: @escaping (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let first = self.content, second = self.modifier
        return applyModifier(second, to: { applyModifier(first, to: content, in: $0) }, in: context)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let resolver = context.resolver
        // A built-in modifier uses its content at once: the content closure need not escape
        // (an escaping one is allocated per modified view).
        if case .primitive(let type) = resolver.modifierKind(of: Modifier.self) {
            return applyPrimitiveNow(type, modifier, { resolver.resolve(content, $0.appendingContent) }, context)
        }
        return applyModifier(modifier, to: { resolver.resolve(content, $0.appendingContent) }, in: context)
    }

    func appendNodes(_ context: ResolveContext, to nodes: inout [ViewNode]) {
        let resolver = context.resolver
        // A built-in modifier's content appends its nodes where they end up (a unary layout
        // wraps them in place): no array of the content's own (measured in Benchmarks/README.md).
        guard case .primitive(let type) = resolver.modifierKind(of: Modifier.self) else {
            nodes += makeNodes(context)
            return
        }
        // The non-escaping closure reads `self.content` in place (a copy of it went through
        // the content type's value witnesses: about 60 instructions per modified view).
        applyPrimitiveAppending(type, modifier, { c, out in resolver.resolve(self.content, c.appendingContent, appendingTo: &out) },
                                context, to: &nodes)
    }
}

nonisolated extension ViewModifier {
    /// Returns a modifier that applies `self` and then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with its changes animated (`nil`: not animated). A still render shows the
    /// final state: it draws as the modifier alone.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        concat(_InertModifier())
    }

    /// This modifier with the transaction of its changes transformed. A still render has no
    /// transactions: it draws as the modifier alone.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(_InertModifier())
    }
}

/// A modifier that leaves its content unchanged.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()
    /// Creates the identity modifier.
    public init() {}
    /// Returns the content unchanged.
    public func body(content: Content) -> Content { content }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// Inlinable (measured in Benchmarks/README.md): the caller specialises it for its own view and modifier types,
    /// instead of an unspecialised generic call that asks the runtime for the
    /// `ModifiedContent` type's metadata and copies both values through value witnesses.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Built-in modifiers are resolved directly by Backplate; they have no body.
func primitiveModifierBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive modifier and has no body")
}

/// Modified values are equal when their contents and modifiers are.
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
