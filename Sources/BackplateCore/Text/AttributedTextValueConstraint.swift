import Foundation

/// A rule for the value of one attribute (iOS 26): used as a formatting definition, its
/// `constrain(_:)` rewrites `AttributeKey` in each run, and may read the run's other attributes.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    /// The attribute constrained by this constraint.
    associatedtype AttributeKey: AttributedStringKey where Self.AttributeKey.Value: Sendable

    /// Makes `container`'s `AttributeKey` a value this constraint allows.
    func constrain(_ container: inout AttributedTextFormatting.AttributeContainerProxy<Self.Scope, Self.AttributeKey>)
}

extension AttributedTextValueConstraint {
    /// A proxy for a container of partially constrained attributes.
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Self.Scope, Self.AttributeKey>

    /// The constraint itself: a value constraint is a definition of its own.
    public var body: Self { self }
}

extension AttributedTextFormatting {
    /// A run's attributes as a value constraint sees them: `Attribute` read-write, every other
    /// attribute read-only, with the constraints listed above already applied.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey> where Attribute.Value: Sendable {
        var container: AttributeContainer

        /// The value of the attribute to constrain.
        public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// The value of another attribute of the run (read-only).
        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value?
        where K.Value: Sendable {
            container[K.self]
        }

        /// The value of the attribute to constrain.
        public subscript(key: Attribute.Type) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// The value of another attribute of the run (read-only).
        public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
            container[K.self]
        }
    }

    /// A definition that allows one attribute only the values in a set, replacing any other
    /// value with a default.
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>: AttributedTextFormattingDefinition,
        _PrimitiveFormattingDefinition where AttributeKey.Value: Sendable {
        let allows: @Sendable (AttributeKey.Value?) -> Bool
        let defaultValue: AttributeKey.Value?

        /// Constrains `attribute` to `allowedValues`; any other value becomes `defaultValue`.
        public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) where AttributeKey.Value: Hashable {
            allows = { allowedValues.contains($0) }
            self.defaultValue = defaultValue
        }

        /// Constrains the attribute at `keyPath` (`\.underlineStyle`) to `allowedValues`.
        public init(for keyPath: KeyPath<AttributeDynamicLookup, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) where AttributeKey.Value: Hashable {
            self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
        }

        /// The definition itself (a built-in definition).
        public var body: Self { self }

        func constrainAttributes(_ container: inout AttributeContainer) {
            if !allows(container[AttributeKey.self]) { container[AttributeKey.self] = defaultValue }
        }
    }
}

extension AttributedTextFormattingDefinition {
    /// A definition that allows one attribute only the values in a set.
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint
}
