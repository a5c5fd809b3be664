extension Schema {
    /// A property of an entity that holds other models, as SwiftData's `Schema.Relationship`:
    /// its destination entity, delete rule and inverse. Backplate applies the delete rule and
    /// keeps the inverse in step; the model counts and options are recorded only.
    public final class Relationship: SchemaProperty {
        /// The property's name (empty for a relationship made by `init(_:deleteRule:...)`).
        public let name: String
        private let givenOriginalName: String?
        /// The property's key path, when described by `@Model`.
        public let keypath: AnyKeyPath?
        /// The relationship's options.
        public let options: [Option]
        /// The property's declared type (`Trip?`, `[Expense]`).
        public let valueType: Any.Type
        /// The name of the entity the relationship points at.
        public let destination: String
        /// What deleting a model does to the models it relates to.
        public let deleteRule: DeleteRule
        /// The name of the destination's property that mirrors this one, when there is one.
        public let inverseName: String?
        /// The key path of the destination's property that mirrors this one.
        public let inverseKeyPath: AnyKeyPath?
        /// The fewest related models allowed.
        public let minimumModelCount: Int?
        /// The most related models allowed.
        public let maximumModelCount: Int?
        /// A string that changes the relationship's version hash, when given.
        public let hashModifier: String?
        /// Whether the property holds one model (or none) rather than an array.
        public let isToOneRelationship: Bool
        /// Whether the property's type is optional.
        public let isOptional: Bool

        /// Creates a relationship, as `@Relationship` writes it.
        public init(_ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
                    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
                    hashModifier: String? = nil) {
            name = ""
            givenOriginalName = originalName
            keypath = nil
            self.options = options
            valueType = Any.self
            destination = ""
            self.deleteRule = deleteRule
            inverseName = nil
            inverseKeyPath = inverse
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.hashModifier = hashModifier
            isToOneRelationship = false
            isOptional = false
        }

        /// A relationship described by `@Model`.
        init(name: String, keypath: AnyKeyPath, valueType: Any.Type, deleteRule: DeleteRule, destination: String,
             inverseName: String?, inverseKeyPath: AnyKeyPath?, isToOne: Bool, isOptional: Bool) {
            self.name = name
            givenOriginalName = nil
            self.keypath = keypath
            options = []
            self.valueType = valueType
            self.destination = destination
            self.deleteRule = deleteRule
            self.inverseName = inverseName
            self.inverseKeyPath = inverseKeyPath
            minimumModelCount = 0
            maximumModelCount = 0
            hashModifier = nil
            isToOneRelationship = isToOne
            self.isOptional = isOptional
        }

        /// The name the property had in an earlier version, or its name.
        public var originalName: String { givenOriginalName ?? name }
        /// `false`.
        public var isAttribute: Bool { false }
        /// `true`.
        public var isRelationship: Bool { true }
        /// `false`: relationships are persisted.
        public var isTransient: Bool { false }
        /// Whether the relationship has the `.unique` option.
        public var isUnique: Bool { options.contains(.unique) }

        /// Relationships are equal when their names, destinations and delete rules are.
        public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
                && lhs.inverseName == rhs.inverseName
        }

        /// Hashes the name and destination.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(destination)
        }

        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The related models are unique.
            public static let unique = Option(name: "unique")
        }

        /// What happens to the related models when a model is deleted.
        public enum DeleteRule: RawRepresentable, Hashable, Sendable, Codable {
            /// Nothing: the related models keep pointing at the deleted one.
            case noAction
            /// The deleted model is removed from the related models' inverse (the default).
            case nullify
            /// The related models are deleted too.
            case cascade
            /// Deleting is refused while related models exist (Backplate deletes anyway).
            case deny

            /// The rule named `rawValue` (a case's name), or `nil` for any other string.
            public init?(rawValue: String) {
                switch rawValue {
                case "noAction": self = .noAction
                case "nullify": self = .nullify
                case "cascade": self = .cascade
                case "deny": self = .deny
                default: return nil
                }
            }

            /// The rule's name: the case's name.
            public var rawValue: String {
                switch self {
                case .noAction: "noAction"
                case .nullify: "nullify"
                case .cascade: "cascade"
                case .deny: "deny"
                }
            }
        }
    }
}
