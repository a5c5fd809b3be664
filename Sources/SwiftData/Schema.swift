/// The model types an app stores, as SwiftData's `Schema`. In Backplate a schema is the list of
/// model types a container accepts; it describes no on-disk format.
public final class Schema: @unchecked Sendable, Hashable {
    // Unchecked Sendable: immutable list of model metatypes.
    /// The model types, in the order given.
    public let types: [any PersistentModel.Type]
    /// The schema's version (informational).
    public let version: Version

    /// Creates a schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    /// Creates a schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// Creates an empty schema.
    public convenience init() { self.init([any PersistentModel.Type]()) }

    /// Two schemas are equal when they list the same model types in the same order.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.types.map(ObjectIdentifier.init) == rhs.types.map(ObjectIdentifier.init) && lhs.version == rhs.version
    }

    /// Hashes the model types and version.
    public func hash(into hasher: inout Hasher) {
        for type in types { hasher.combine(ObjectIdentifier(type)) }
        hasher.combine(version)
    }

    /// Whether `type` (or a superclass of it) is one of the schema's model types.
    func contains(_ type: any PersistentModel.Type) -> Bool {
        types.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }

    /// A schema version (`major.minor.patch`).
    public struct Version: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// Creates a version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// Names of a stored property's options (`@Attribute(...)`).
    public struct Attribute: Sendable {
        /// An option of `@Attribute`; accepted and ignored by the in-memory store.
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
        }
    }

    /// Names of a relationship's options (`@Relationship(...)`).
    public struct Relationship: Sendable {
        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The related models are unique.
            public static let unique = Option(name: "unique")
        }

        /// What happens to the related models when a model is deleted.
        public enum DeleteRule: Hashable, Sendable, Codable {
            /// Nothing: the related models keep pointing at the deleted one.
            case noAction
            /// The deleted model is removed from the related models' inverse (the default).
            case nullify
            /// The related models are deleted too.
            case cascade
            /// Deleting is refused while related models exist (Backplate deletes anyway).
            case deny
        }
    }
}
