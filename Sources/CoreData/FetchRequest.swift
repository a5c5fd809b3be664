import BackplateCore
import Foundation

/// The environment key of `managedObjectContext`.
private struct ManagedObjectContextKey: EnvironmentKey {
    /// A context connected to no store, as SwiftUI's default: fetching from it warns.
    static var defaultValue: NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.isEnvironmentDefault = true
        return context
    }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from, set with
    /// `.environment(\.managedObjectContext, context)`; by default one connected to no store.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// The part of a fetch request a view may change through `$items`: its order (Core Data's
/// descriptors, or Swift's `SortDescriptor`s, which Linux cannot turn into Core Data's) and
/// its predicate.
final class FetchConfigurationBox<Result> {
    var sortDescriptors: [NSSortDescriptor]
    var swiftOrder: [SortDescriptor<Result>] = []
    var predicate: NSPredicate?
    init(_ sortDescriptors: [NSSortDescriptor], _ predicate: NSPredicate?) {
        self.sortDescriptors = sortDescriptors
        self.predicate = predicate
    }

    /// A copy of `request` with the current order and predicate: renders of one view value on
    /// several threads never write to the shared request.
    func fetching(_ request: NSFetchRequest<Result>) -> NSFetchRequest<Result> where Result: NSFetchRequestResult {
        let copy = NSFetchRequest<Result>()
        copy.entityName = request.entityName
        copy.fetchLimit = request.fetchLimit
        copy.fetchOffset = request.fetchOffset
        copy.sortDescriptors = sortDescriptors
        copy.predicate = predicate
        return copy
    }

    /// `objects` in the Swift order, when one is set (Core Data's order already applied).
    func ordered(_ objects: [Result]) -> [Result] { swiftOrder.isEmpty ? objects : objects.sorted(using: swiftOrder) }
}

/// Fetches the objects a view shows from the environment's `managedObjectContext`, as
/// SwiftUI's `@FetchRequest`: each evaluation of the owning `body` fetches anew, so a still
/// render shows the objects the context holds then. The animation or transaction is unused.
/// Fetching from the default context (none set in the environment) gives no results and a
/// runtime warning naming the request.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let request: NSFetchRequest<Result>
    private let box: FetchConfigurationBox<Result>
    private var results: [Result] = []

    /// The parts of the request a view may change: order and predicate.
    public struct Configuration {
        /// The order of the results.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The condition the results meet, if any.
        public var nsPredicate: NSPredicate?
        var swiftOrder: [SortDescriptor<Result>] = []
    }

    /// The results of the last fetch.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: results, nsSortDescriptors: box.sortDescriptors, nsPredicate: box.predicate, swiftOrder: box.swiftOrder)
    }

    /// A binding to the request's order and predicate (`$items.nsPredicate = ...`).
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let box = box
        return Binding(get: { Configuration(nsSortDescriptors: box.sortDescriptors, nsPredicate: box.predicate, swiftOrder: box.swiftOrder) },
                       set: { box.sortDescriptors = $0.nsSortDescriptors; box.predicate = $0.nsPredicate; box.swiftOrder = $0.swiftOrder })
    }

    /// Fetches; Backplate calls it before each evaluation of the owning `body`.
    public mutating func update() {
        if context.isEnvironmentDefault {
            RuntimeWarning.emit("@FetchRequest<\(Result.self)>: the environment has no managedObjectContext "
                                + "(set .environment(\\.managedObjectContext, context)); its results are empty")
            results = []
            return
        }
        results = box.ordered((try? context.fetch(box.fetching(request))) ?? [])
    }

    /// A request for the objects of `entity`, in the order of `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        self.init(request, sortDescriptors, predicate)
    }

    /// A request made from a Core Data fetch request.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.init(fetchRequest, fetchRequest.sortDescriptors ?? [], fetchRequest.predicate)
    }

    /// A request made from a Core Data fetch request, with a transaction.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest, fetchRequest.sortDescriptors ?? [], fetchRequest.predicate)
    }

    private init(_ request: NSFetchRequest<Result>, _ sortDescriptors: [NSSortDescriptor], _ predicate: NSPredicate?) {
        self.request = request
        box = FetchConfigurationBox(sortDescriptors, predicate)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A request for the objects of `Result`'s entity, in the order of `sortDescriptors`.
    /// Disfavoured so `sortDescriptors: []` (an empty literal either form takes) compiles, as on iOS.
    @_disfavoredOverload
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(fetchRequest: NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self)))
        box.sortDescriptors = sortDescriptors
        box.predicate = predicate
    }

    /// A request for the objects of `Result`'s entity, in the order of Swift sort descriptors.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: [] as [NSSortDescriptor], predicate: predicate)
        box.swiftOrder = sortDescriptors
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order of the results, as Swift sort descriptors (applied after `nsSortDescriptors`).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { swiftOrder }
        set { swiftOrder = newValue }
    }
}

/// The results of a `FetchRequest`: a random-access collection of the fetched objects.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]
    /// The order the results are in.
    public let nsSortDescriptors: [NSSortDescriptor]
    /// The condition the results meet, if any.
    public let nsPredicate: NSPredicate?
    let swiftOrder: [SortDescriptor<Result>]

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { results.count }
    /// The object at `position`.
    public subscript(position: Int) -> Result { results[position] }
}

extension FetchedResults where Result: NSManagedObject {
    /// The order the results are in, as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] { swiftOrder }
}
