import BackplateCore
import Foundation

/// Fetches models for a view, as SwiftData's `Query`: the dynamic property behind the `@Query`
/// macro, also assigned directly in an initialiser (`_trips = Query(filter: ...)`).
///
/// `@Query(sort: \.date, order: .reverse) private var trips: [Trip]` reads the environment's
/// `modelContext` (set by `.modelContainer(...)`) and fetches with the query's predicate, sort
/// and limit each time the view's `body` is evaluated; a still render shows the models the
/// container holds at that moment. Without a container in the environment the result is empty.
/// The animation or transaction is accepted and unused: a still frame has nothing to animate.
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var environmentContext
    private let descriptor: FetchDescriptor<Element>
    private var results: [Element] = []
    private var error: (any Error)?

    private init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// The most recent fetched result: the matching models, in the query's order.
    public var wrappedValue: Result { results as! Result }

    /// The context the query fetches from: the environment's `modelContext`.
    public var modelContext: ModelContext { environmentContext }

    /// The error the most recent fetch threw (a predicate that failed), else `nil`.
    public var fetchError: (any Error)? { error }

    /// Fetches the models; Backplate calls it before each evaluation of the owning `body`.
    public mutating func update() {
        do {
            results = try environmentContext.fetch(descriptor)
            error = nil
        } catch {
            results = []
            self.error = error
        }
    }
}

extension Query where Result == [Element] {
    /// Creates a query with a fetch descriptor (predicate, sort descriptors, offset and limit).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor)
    }

    /// Creates a query with an optional predicate and a list of sort descriptors; `@Query`
    /// alone fetches every model of the type in insertion order.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// Creates a query sorted by the property at `keyPath`, in `order`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendableKeyPath(keyPath), order: order)]))
    }

    /// Creates a query sorted by the optional property at `keyPath` (`nil` first going forward).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendableKeyPath(keyPath), order: order)]))
    }

    /// Creates a query with a fetch descriptor and a transaction.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor: descriptor)
    }

    /// Creates a query with a predicate, sort descriptors and a transaction.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// Creates a query sorted by the property at `keyPath`, with a transaction.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendableKeyPath(keyPath), order: order)]))
    }

    /// Creates a query sorted by the optional property at `keyPath`, with a transaction.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendableKeyPath(keyPath), order: order)]))
    }
}

/// `keyPath` as a sendable key path, which `SortDescriptor` takes: key paths are immutable,
/// so sharing one across threads is safe (SwiftData's `Query` takes plain key paths).
func sendableKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}

/// The `Query` a `@Query` property declared through a type alias of an array expands to
/// (`typealias Items = [Item]`, `@Query var items: Items`): the element comes from the alias.
public typealias _QueryResults<Result: Sequence> = Query<Result.Element, Result> where Result.Element: PersistentModel
