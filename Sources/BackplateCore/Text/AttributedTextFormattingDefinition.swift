import Foundation

/// How text may be styled in a view (iOS 26): an attribute scope and value constraints, set
/// with `attributedTextFormattingDefinition(_:)`. A still render draws the attributed text of
/// the `TextEditor(text:selection:)`s inside with every run constrained.
public protocol AttributedTextFormattingDefinition<Scope> {
    /// The attributes the definition allows.
    associatedtype Scope: AttributeScope where Self.Scope == Self.Body.Scope
    /// The type of definition this one is made of.
    associatedtype Body: AttributedTextFormattingDefinition

    /// The definitions this one is made of; their constraints apply in order.
    @AttributedTextFormatting.DefinitionBuilder<Self.Scope> var body: Self.Body { get }
}

extension AttributedTextFormattingDefinition {
    /// Applies every value constraint of the definition to `container`, in order.
    public func constrain(_ container: inout AttributeContainer) {
        AttributedTextFormatting.apply(self, to: &container)
    }
}

/// Types for attributed text formatting definitions (iOS 26).
public enum AttributedTextFormatting {
    /// Applies `definition`'s constraints: a built-in definition's own, a value constraint's
    /// `constrain(_:)`, or those of a definition's body.
    static func apply<D: AttributedTextFormattingDefinition>(_ definition: D, to container: inout AttributeContainer) {
        if let primitive = definition as? any _PrimitiveFormattingDefinition {
            primitive.constrainAttributes(&container)
        } else if let constraint = definition as? any AttributedTextValueConstraint {
            applyConstraint(constraint, to: &container)
        } else {
            apply(definition.body, to: &container)
        }
    }

    /// Runs one value constraint on `container` through the proxy it edits.
    static func applyConstraint<C: AttributedTextValueConstraint>(_ constraint: C, to container: inout AttributeContainer) {
        var proxy = AttributeContainerProxy<C.Scope, C.AttributeKey>(container: container)
        constraint.constrain(&proxy)
        container = proxy.container
    }

    /// A definition that places no constraints on attribute values.
    public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition, _PrimitiveFormattingDefinition {
        /// Creates an empty definition.
        public init() {}
        /// The definition itself (a built-in definition).
        public var body: Self { self }
        func constrainAttributes(_ container: inout AttributeContainer) {}
    }

    /// Several definitions applied in order (what a `DefinitionBuilder` block of two or more makes).
    public struct TupleDefinition<Scope: AttributeScope, First: AttributedTextFormattingDefinition, each Rest: AttributedTextFormattingDefinition>:
        AttributedTextFormattingDefinition, _PrimitiveFormattingDefinition {
        let first: First
        let rest: (repeat each Rest)
        /// The definition itself (a built-in definition).
        public var body: Self { self }

        func constrainAttributes(_ container: inout AttributeContainer) {
            AttributedTextFormatting.apply(first, to: &container)
            for definition in repeat each rest { AttributedTextFormatting.apply(definition, to: &container) }
        }
    }

    /// A type-erased text formatting definition.
    public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition, _PrimitiveFormattingDefinition {
        let apply: (inout AttributeContainer) -> Void
        /// Wraps `definition`.
        public init<D: AttributedTextFormattingDefinition>(_ definition: D) where Scope == D.Scope {
            apply = { AttributedTextFormatting.apply(definition, to: &$0) }
        }
        /// The definition itself (a built-in definition).
        public var body: Self { self }
        func constrainAttributes(_ container: inout AttributeContainer) { apply(&container) }
    }

    /// Builds a definition from the definitions listed in a `body`, in order.
    @resultBuilder
    public struct DefinitionBuilder<Scope> {
        /// A definition, as written.
        public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D) -> D where Scope == D.Scope {
            definition
        }
        /// No definitions: no constraints.
        public static func buildBlock<S: AttributeScope>() -> AttributedTextFormatting.EmptyDefinition<S> { EmptyDefinition() }
        /// One definition, as is.
        public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D { definition }
        /// Several definitions, applied in order.
        public static func buildBlock<F: AttributedTextFormattingDefinition, each D: AttributedTextFormattingDefinition>(
            _ first: F, _ definition: repeat each D
        ) -> AttributedTextFormatting.TupleDefinition<F.Scope, F, repeat each D> {
            TupleDefinition(first: first, rest: (repeat each definition))
        }
        /// The definition of an `if` branch.
        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(first: T) -> _ConditionalContent<T, F> {
            _ConditionalContent(storage: .trueContent(first))
        }
        /// The definition of an `else` branch.
        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(second: F) -> _ConditionalContent<T, F> {
            _ConditionalContent(storage: .falseContent(second))
        }
        /// A definition that applies when a condition holds.
        public static func buildOptional<D: AttributedTextFormattingDefinition>(_ definition: D?) -> D? { definition }
    }
}

/// A built-in definition that applies its constraints itself.
protocol _PrimitiveFormattingDefinition {
    func constrainAttributes(_ container: inout AttributeContainer)
}

extension Optional: AttributedTextFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    /// The wrapped definition's scope.
    public typealias Scope = Wrapped.Scope
    /// The definition itself (a built-in definition).
    public var body: Self { self }
}

extension Optional: _PrimitiveFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    func constrainAttributes(_ container: inout AttributeContainer) {
        if let self { AttributedTextFormatting.apply(self, to: &container) }
    }
}

extension _ConditionalContent: AttributedTextFormattingDefinition
where TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition, TrueContent.Scope == FalseContent.Scope {
    /// The branches' scope.
    public typealias Scope = TrueContent.Scope
    /// The definition itself (a built-in definition).
    public var body: Self { self }
}

extension _ConditionalContent: _PrimitiveFormattingDefinition
where TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition, TrueContent.Scope == FalseContent.Scope {
    func constrainAttributes(_ container: inout AttributeContainer) {
        switch storage {
        case .trueContent(let definition): AttributedTextFormatting.apply(definition, to: &container)
        case .falseContent(let definition): AttributedTextFormatting.apply(definition, to: &container)
        }
    }
}

extension AttributedString {
    /// The string with `constrain` applied to every run's attributes.
    func constrainingRuns(with constrain: (inout AttributeContainer) -> Void) -> AttributedString {
        var result = self
        for run in runs {
            var container = run.attributes
            constrain(&container)
            result[run.range].setAttributes(container)
        }
        return result
    }
}

private struct AttributedTextFormattingKey: EnvironmentKey {
    static var defaultValue: ((inout AttributeContainer) -> Void)? { nil }
}

extension EnvironmentValues {
    /// The constraints of the formatting definition in effect (`nil`: none).
    var attributedTextFormatting: ((inout AttributeContainer) -> Void)? {
        get { self[AttributedTextFormattingKey.self] }
        set { self[AttributedTextFormattingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies a text formatting definition to the attributed text editors inside (iOS 26):
    /// each run of their text draws with the definition's value constraints applied, in order.
    public func attributedTextFormattingDefinition<D: AttributedTextFormattingDefinition>(_ definition: D) -> some View {
        environment(\.attributedTextFormatting, { AttributedTextFormatting.apply(definition, to: &$0) })
    }
}
