import BackplateCore
import Foundation

/// Fetches objects as `FetchRequest` does and groups them into sections by the value at
/// `sectionIdentifier`, as SwiftUI's `@SectionedFetchRequest`: consecutive results with the
/// same identifier form a section, so sort by the section's key first. Fetching from the
/// default context gives no sections and a runtime warning naming the request.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let request: NSFetchRequest<Result>
    private let box: FetchConfigurationBox<Result>
    private let section: SectionKeyBox<Result, SectionIdentifier>
    private var results: [Result] = []

    /// The parts of the request a view may change: sections, order and predicate.
    public struct Configuration {
        /// The key path of each object's section identifier.
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        /// The order of the results.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The condition the results meet, if any.
        public var nsPredicate: NSPredicate?
        var swiftOrder: [SortDescriptor<Result>] = []
    }

    /// The sections of the last fetch.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(results: results, sectionIdentifier: section.keyPath, nsSortDescriptors: box.sortDescriptors,
                              nsPredicate: box.predicate, swiftOrder: box.swiftOrder)
    }

    /// A binding to the request's sections, order and predicate.
    public var projectedValue: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration> {
        let box = box, section = section
        return Binding(get: {
            Configuration(sectionIdentifier: section.keyPath, nsSortDescriptors: box.sortDescriptors,
                          nsPredicate: box.predicate, swiftOrder: box.swiftOrder)
        }, set: {
            section.keyPath = $0.sectionIdentifier
            box.sortDescriptors = $0.nsSortDescriptors; box.predicate = $0.nsPredicate; box.swiftOrder = $0.swiftOrder
        })
    }

    /// Fetches; Backplate calls it before each evaluation of the owning `body`.
    public mutating func update() {
        if context.isEnvironmentDefault {
            RuntimeWarning.emit("@SectionedFetchRequest<\(SectionIdentifier.self), \(Result.self)>: the environment has no "
                                + "managedObjectContext (set .environment(\\.managedObjectContext, context)); it has no sections")
            results = []
            return
        }
        results = box.ordered((try? context.fetch(box.fetching(request))) ?? [])
    }

    /// A request for the objects of `entity`, in sections by `sectionIdentifier`.
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
                sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        self.init(request, sectionIdentifier, sortDescriptors, predicate)
    }

    /// A request made from a Core Data fetch request, in sections by `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
                animation: Animation? = nil) {
        self.init(fetchRequest, sectionIdentifier, fetchRequest.sortDescriptors ?? [], fetchRequest.predicate)
    }

    /// A request made from a Core Data fetch request, with a transaction.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
                transaction: Transaction) {
        self.init(fetchRequest, sectionIdentifier, fetchRequest.sortDescriptors ?? [], fetchRequest.predicate)
    }

    private init(_ request: NSFetchRequest<Result>, _ key: KeyPath<Result, SectionIdentifier>,
                 _ sortDescriptors: [NSSortDescriptor], _ predicate: NSPredicate?) {
        self.request = request
        box = FetchConfigurationBox(sortDescriptors, predicate)
        section = SectionKeyBox(key)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// A request for the objects of `Result`'s entity, in sections by `sectionIdentifier`.
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(fetchRequest: NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self)), sectionIdentifier: sectionIdentifier)
        box.sortDescriptors = sortDescriptors
        box.predicate = predicate
    }

    /// A request for the objects of `Result`'s entity in the order of Swift sort descriptors,
    /// in sections by `sectionIdentifier`.
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sectionIdentifier: sectionIdentifier, sortDescriptors: [] as [NSSortDescriptor], predicate: predicate)
        box.swiftOrder = sortDescriptors
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// The order of the results, as Swift sort descriptors (applied after `nsSortDescriptors`).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { swiftOrder }
        set { swiftOrder = newValue }
    }
}

/// The key path a sectioned request groups by, changeable through its binding.
final class SectionKeyBox<Result, SectionIdentifier> {
    var keyPath: KeyPath<Result, SectionIdentifier>
    init(_ keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
}

/// The results of a `SectionedFetchRequest`: its sections, in order.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    /// The key path of each object's section identifier.
    public let sectionIdentifier: KeyPath<Result, SectionIdentifier>
    /// The order the results are in.
    public let nsSortDescriptors: [NSSortDescriptor]
    /// The condition the results meet, if any.
    public let nsPredicate: NSPredicate?
    let swiftOrder: [SortDescriptor<Result>]
    let sections: [Section]

    init(results: [Result], sectionIdentifier: KeyPath<Result, SectionIdentifier>, nsSortDescriptors: [NSSortDescriptor],
         nsPredicate: NSPredicate?, swiftOrder: [SortDescriptor<Result>]) {
        self.sectionIdentifier = sectionIdentifier
        self.nsSortDescriptors = nsSortDescriptors
        self.nsPredicate = nsPredicate
        self.swiftOrder = swiftOrder
        var sections: [Section] = []
        for result in results {
            let id = result[keyPath: sectionIdentifier]
            if sections.last?.id == id { sections[sections.count - 1].results.append(result) } else { sections.append(Section(id: id, results: [result])) }
        }
        self.sections = sections
    }

    /// One section: the consecutive results sharing a section identifier.
    public struct Section: Identifiable, RandomAccessCollection {
        /// The section's identifier.
        public let id: SectionIdentifier
        var results: [Result]
        /// The first index, 0.
        public var startIndex: Int { 0 }
        /// One past the last index.
        public var endIndex: Int { results.count }
        /// The object at `position`.
        public subscript(position: Int) -> Result { results[position] }
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { sections.count }
    /// The section at `position`.
    public subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section { sections[position] }
}

extension SectionedFetchResults where Result: NSManagedObject {
    /// The order the results are in, as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] { swiftOrder }
}
