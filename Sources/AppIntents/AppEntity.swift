import BackplateCore
import Foundation

/// A thing of the app's (a character, a trip, a note) that intents and widget configuration
/// refer to by identifier and find through its `defaultQuery`. Queries are async and run by
/// the system; a render reads only the entities a view or preview builds itself.
public protocol AppEntity: _IntentValue, DisplayRepresentable, Identifiable, Sendable where ID: Sendable & Hashable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// An entity cannot be made from nothing: a parameter of one needs a value or a default.
    public static var _emptyIntentValue: Self? { nil }
}

/// Finds entities by identifier, and suggests some.
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// A query (made by the system).
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Entities to offer before the person searches (none by default).
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new widget starts with (none by default).
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// No default entity.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by a search string.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}
