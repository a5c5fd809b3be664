import Foundation

/// Per-frame logic over the entities that match a query (RealityKit's `System`). A render runs
/// no frames: registered systems are kept, never made or updated.
@MainActor @preconcurrency
public protocol System {
    /// A system for `scene`.
    init(scene: Scene)
    /// Updates the entities once per frame (never called in a render).
    func update(context: SceneUpdateContext)
    /// The systems this one runs before or after.
    static var dependencies: [SystemDependency] { get }
}

extension System {
    /// No dependencies.
    public static var dependencies: [SystemDependency] { [] }
    /// Nothing, unless the system implements it.
    public func update(context: SceneUpdateContext) {}

    /// Registers the system type (remembered; no system runs in a render).
    public static func registerSystem() {
        RegisteredTypes.systems.withLock { systems in
            let id = ObjectIdentifier(Self.self)
            if !systems.contains(id) { systems.append(id) }
        }
    }
}

/// When a system runs relative to another (RealityKit's `SystemDependency`).
public enum SystemDependency {
    /// Before the given system.
    case before(any System.Type)
    /// After the given system.
    case after(any System.Type)
}

/// The conditions under which a system's query results update (RealityKit's
/// `SystemUpdateCondition`).
public struct SystemUpdateCondition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A condition of raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every rendered frame.
    public static let rendering = SystemUpdateCondition(rawValue: 1 << 0)
    /// Every simulation step.
    public static let simulating = SystemUpdateCondition(rawValue: 1 << 1)
}

/// What a system's update gets (RealityKit's `SceneUpdateContext`); never made in a render.
@MainActor @preconcurrency
public struct SceneUpdateContext {
    /// The scene updated.
    public let scene: Scene
    /// The time since the last update, in seconds.
    public let deltaTime: TimeInterval

    /// The scene's entities `query` matches.
    public func entities(matching query: EntityQuery, updatingSystemWhen condition: SystemUpdateCondition) -> QueryResult<Entity> {
        scene.performQuery(query)
    }
}

/// A condition on entities (RealityKit's `QueryPredicate`).
public struct QueryPredicate<Value>: Sendable {
    /// Whether an entity matches.
    let test: @Sendable @MainActor (Entity) -> Bool

    /// Whether `entity` matches.
    @MainActor func matches(_ entity: Entity) -> Bool { test(entity) }

    /// Entities that hold a component of `componentType`.
    public static func has<T: Component>(_ componentType: T.Type) -> QueryPredicate<Entity> where Value == Entity {
        let key = ObjectIdentifier(componentType)
        return QueryPredicate<Entity> { $0.componentStorage[key] != nil }
    }

    /// Entities both predicates match.
    public static func && (lhs: QueryPredicate<Value>, rhs: QueryPredicate<Value>) -> QueryPredicate<Value> {
        QueryPredicate { lhs.test($0) && rhs.test($0) }
    }

    /// Entities either predicate matches.
    public static func || (lhs: QueryPredicate<Value>, rhs: QueryPredicate<Value>) -> QueryPredicate<Value> {
        QueryPredicate { lhs.test($0) || rhs.test($0) }
    }

    /// Entities the predicate does not match.
    public static prefix func ! (operand: QueryPredicate<Value>) -> QueryPredicate<Value> {
        QueryPredicate { !operand.test($0) }
    }
}

/// A query for entities (RealityKit's `EntityQuery`).
public struct EntityQuery: Sendable {
    /// The condition entities meet.
    let predicate: QueryPredicate<Entity>

    /// Every entity.
    public init() { predicate = QueryPredicate { _ in true } }

    /// The entities `predicate` matches.
    public init(where predicate: QueryPredicate<Entity>) { self.predicate = predicate }
}

/// The entities a query found (RealityKit's `QueryResult`).
public struct QueryResult<Element>: Sequence {
    /// The entities found.
    private let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    /// The entities, in the order found.
    public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}
