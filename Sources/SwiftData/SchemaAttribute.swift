import Foundation
import BackplateCore

/// A persisted property of an entity, as SwiftData's `SchemaProperty`: an attribute or a
/// relationship. (SwiftData's also conforms to `Codable`; Backplate's schemas are never stored.)
public protocol SchemaProperty: Hashable {
    /// The property's name.
    var name: String { get }
    /// The name the property had in an earlier schema version (its `name` when it had none).
    var originalName: String { get }
    /// The property's declared type.
    var valueType: Any.Type { get }
    /// Whether the property is an attribute.
    var isAttribute: Bool { get }
    /// Whether the property is a relationship.
    var isRelationship: Bool { get }
    /// Whether the property is transient (never persisted).
    var isTransient: Bool { get }
    /// Whether the property's type is optional.
    var isOptional: Bool { get }
    /// Whether the property's value is unique among models of the entity.
    var isUnique: Bool { get }
}

extension Schema {
    /// A stored value property of an entity, as SwiftData's `Schema.Attribute`, with the
    /// options `@Attribute` gave it. The options are recorded; Backplate's in-memory store
    /// applies none of them (`.unique` merges no duplicates).
    public class Attribute: SchemaProperty {
        /// The property's name (empty for an attribute made by `init(_:originalName:hashModifier:)`).
        public let name: String
        private let givenOriginalName: String?
        /// The attribute's options.
        public let options: [Option]
        /// The property's declared type.
        public let valueType: Any.Type
        /// The property's default value, when known.
        public let defaultValue: Any?
        /// Whether the property's type is optional.
        public let isOptional: Bool
        /// A string that changes the attribute's version hash, when given.
        public let hashModifier: String?

        /// Creates an attribute with options, as `@Attribute` writes it.
        public convenience init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.init(name: "", originalName: originalName, options: options, valueType: Any.self, hashModifier: hashModifier)
        }

        /// Creates an attribute of a property.
        public init(name: String, originalName: String? = nil, options: [Option] = [], valueType: Any.Type,
                    defaultValue: Any? = nil, hashModifier: String? = nil) {
            self.name = name
            givenOriginalName = originalName
            self.options = options
            self.valueType = valueType
            self.defaultValue = defaultValue
            isOptional = valueType is any OptionalMarker.Type
            self.hashModifier = hashModifier
        }

        /// The name the property had in an earlier version, or its name.
        public var originalName: String { givenOriginalName ?? name }
        /// `true`.
        public var isAttribute: Bool { true }
        /// `false`.
        public var isRelationship: Bool { false }
        /// Whether the attribute is `.ephemeral` (tracked, not persisted).
        public var isTransient: Bool { options.contains(.ephemeral) }
        /// Whether the attribute is `.unique`.
        public var isUnique: Bool { options.contains(.unique) }
        /// Whether the attribute is stored through a value transformer.
        public var isTransformable: Bool { options.contains { $0.name.hasPrefix("transformable") } }

        /// Attributes are equal when their names, options and types are.
        public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
            lhs.name == rhs.name && lhs.options == rhs.options && lhs.valueType == rhs.valueType
        }

        /// Hashes the name and options.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(options)
        }

        /// An option of `@Attribute`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The property's value is unique among models of its type.
            public static let unique = Option(name: "unique")
            /// The value is stored next to the store rather than in it.
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept in the history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// The value is indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// The value is tracked but not persisted.
            public static let ephemeral = Option(name: "ephemeral")
            /// The value is stored through a value transformer of the given name.
            public static func transformable(by transformerName: String) -> Option {
                Option(name: "transformable(\(transformerName))")
            }
            /// The value is stored through a value transformer of the given class.
            public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
                Option(name: "transformable(\(String(describing: transformerType)))")
            }
        }
    }

    /// An attribute made of other attributes, as SwiftData's `Schema.CompositeAttribute`.
    public final class CompositeAttribute: Attribute {
        /// The attributes it is made of.
        public let properties: [Attribute]

        /// Creates a composite attribute with no parts.
        public override init(name: String, originalName: String? = nil, options: [Option] = [], valueType: Any.Type,
                             defaultValue: Any? = nil, hashModifier: String? = nil) {
            properties = []
            super.init(name: name, originalName: originalName, options: options, valueType: valueType,
                       defaultValue: defaultValue, hashModifier: hashModifier)
        }
    }
}
