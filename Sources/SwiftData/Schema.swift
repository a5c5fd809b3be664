/// The model types an app stores and their entities, as SwiftData's `Schema`. In Backplate a
/// schema is the list of model types a container accepts, described as entities (each model's
/// persisted properties, from `@Model`); it describes no on-disk format.
public final class Schema: @unchecked Sendable, Hashable {
    // Unchecked Sendable: immutable after init (model metatypes and entity descriptions).
    /// The model types, in the order given.
    public let types: [any PersistentModel.Type]
    /// The schema's version (informational).
    public let version: Version
    /// The entities: one per model type, in the order given (or the entities given).
    public let entities: [Entity]

    /// Creates a schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
        entities = types.map(Entity.init(modelType:))
    }

    /// Creates a schema of the given entities (a schema with no model types: containers made
    /// from it accept no model).
    public init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {
        types = []
        self.version = version
        self.entities = entities
    }

    /// Creates an empty schema.
    public convenience init() { self.init([any PersistentModel.Type]()) }

    /// The entities by name.
    public var entitiesByName: [String: Entity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Two schemas are equal when they list the same model types (or entities) in the same order.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.types.map(ObjectIdentifier.init) == rhs.types.map(ObjectIdentifier.init) && lhs.version == rhs.version
            && lhs.entities == rhs.entities
    }

    /// Hashes the model types, entities and version.
    public func hash(into hasher: inout Hasher) {
        for type in types { hasher.combine(ObjectIdentifier(type)) }
        hasher.combine(entities)
        hasher.combine(version)
    }

    /// Whether `type` (or a superclass of it) is one of the schema's model types.
    func contains(_ type: any PersistentModel.Type) -> Bool {
        types.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }

    /// A schema version (`major.minor.patch`).
    public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
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
        /// Orders versions by major, then minor, then patch number.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// A persisted property as `@Model` describes it to SwiftData (its name, key path, default
    /// value and schema property).
    public struct PropertyMetadata {
        /// The property's name.
        public let name: String
        /// The property's key path.
        public let keypath: AnyKeyPath
        /// The property's default value, if it has one.
        public let defaultValue: Any?
        /// The property's attribute or relationship, if it has options.
        public let metadata: (any SchemaProperty)?

        /// Creates the metadata of one property.
        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }
}
