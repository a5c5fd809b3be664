extension Schema {
    /// A model type as the schema describes it, as SwiftData's `Schema.Entity`: its name and
    /// persisted properties (attributes and relationships, in declaration order).
    public final class Entity: Hashable {
        /// The entity's name: the model class's name.
        public let name: String
        /// The entities that inherit from this one (none: `@Model` classes are described alone).
        public let subentities: Set<Entity>
        /// The entity this one inherits from (none in Backplate).
        public let superentity: Entity? = nil
        /// The properties the entity declares itself.
        public let storedProperties: [any SchemaProperty]

        /// Creates an entity with no properties.
        public convenience init(_ name: String) { self.init(name, properties: []) }

        /// Creates an entity with properties and subentities.
        public convenience init(_ name: String, subentities: Entity..., properties: any SchemaProperty...) {
            self.init(name, subentities: Set(subentities), properties: properties)
        }

        /// Creates an entity with properties.
        public convenience init(_ name: String, properties: any SchemaProperty...) {
            self.init(name, subentities: [], properties: properties)
        }

        init(_ name: String, subentities: Set<Entity> = [], properties: [any SchemaProperty]) {
            self.name = name
            self.subentities = subentities
            storedProperties = properties
        }

        /// The entity of a `@Model` class: its name and the properties `@Model` persists.
        convenience init(modelType: any PersistentModel.Type) {
            self.init(String(describing: modelType), properties: modelType._$persistedProperties.map { $0.schemaProperty(of: modelType) })
        }

        /// The name of the entity this one inherits from (none in Backplate).
        public var superentityName: String? { superentity?.name }
        /// The properties inherited from the superentity (none in Backplate).
        public var inheritedProperties: [any SchemaProperty] { [] }
        /// Every property: inherited, then stored.
        public var properties: [any SchemaProperty] { inheritedProperties + storedProperties }
        /// The attributes.
        public var attributes: Set<Attribute> { Set(properties.compactMap { $0 as? Attribute }) }
        /// The relationships.
        public var relationships: Set<Relationship> { Set(properties.compactMap { $0 as? Relationship }) }
        /// The attributes by name.
        public var attributesByName: [String: Attribute] { byName(attributes) }
        /// The relationships by name.
        public var relationshipsByName: [String: Relationship] { byName(relationships) }
        /// The stored properties by name.
        public var storedPropertiesByName: [String: any SchemaProperty] { byName(storedProperties) }
        /// The inherited properties by name.
        public var inheritedPropertiesByName: [String: any SchemaProperty] { byName(inheritedProperties) }
        /// The groups of properties whose values are unique together: one group per
        /// `.unique` attribute.
        public var uniquenessConstraints: [[String]] { storedProperties.filter(\.isUnique).map { [$0.name] } }

        private func byName(_ properties: [any SchemaProperty]) -> [String: any SchemaProperty] {
            Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        private func byName<P: SchemaProperty>(_ properties: Set<P>) -> [String: P] {
            Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// Entities are equal when their names and property names are.
        public static func == (lhs: Entity, rhs: Entity) -> Bool {
            lhs.name == rhs.name && lhs.storedProperties.map(\.name) == rhs.storedProperties.map(\.name)
        }

        /// Hashes the name and property names.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(storedProperties.map(\.name))
        }
    }
}

extension _PersistedPropertyDescription {
    /// The schema property this description of a property of `owner` stands for: a
    /// relationship when it holds models.
    func schemaProperty(of owner: any PersistentModel.Type) -> any SchemaProperty {
        if let relatedType {
            let inverseProperty = inverseDescription(of: owner, at: keyPath)
            return Schema.Relationship(name: name, keypath: keyPath, valueType: valueType, deleteRule: deleteRule,
                                       destination: String(describing: relatedType), inverseName: inverseProperty?.name,
                                       inverseKeyPath: inverseProperty?.keyPath, isToOne: !isToMany, isOptional: isOptional)
        }
        return Schema.Attribute(name: name, originalName: originalName, options: attributeOptions, valueType: valueType)
    }
}
