import BackplateCore
import BackplateDarwin
import Foundation

/// Core Data's `NSFetchedResultsController`: `performFetch()` runs the request in the context and
/// makes a section of each run of objects sharing their `sectionNameKeyPath` value. The context is
/// not watched: results change only on `performFetch()`, and no delegate method is called.
// `ResultType` is unconstrained, as `NSFetchRequest`'s: `<NSFetchRequestResult>` is the delegate's.
open class NSFetchedResultsController<ResultType>: NSObject {
    /// The request the controller runs.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context the request runs in.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path of each object's section name (`nil`: one section holding every object).
    public let sectionNameKeyPath: String?
    /// The name of the section cache (kept; there is no cache file).
    public let cacheName: String?
    /// The object told about changes to the results (never told: nothing is watched).
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    /// The objects of the last fetch, in order (`nil` before `performFetch()`).
    open private(set) var fetchedObjects: [ResultType]?
    private var sectionList: [FetchedResultsSection]?

    /// A controller that will run `fetchRequest` in `context`, in sections by `sectionNameKeyPath`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    /// Runs the request and computes the sections. iOS refuses a request without sort
    /// descriptors; Backplate fetches in insertion order and emits a runtime warning.
    open func performFetch() throws {
        if fetchRequest.sortDescriptors?.isEmpty ?? true {
            RuntimeWarning.emit("NSFetchedResultsController<\(ResultType.self)>: the fetch request has no sort descriptors, "
                                + "which iOS rejects; the objects keep their insertion order")
        }
        let objects = try managedObjectContext.fetch(fetchRequest)
        fetchedObjects = objects
        sectionList = sections(of: objects)
    }

    private func sections(of objects: [ResultType]) -> [FetchedResultsSection] {
        guard let keyPath = sectionNameKeyPath else {
            return [FetchedResultsSection(name: "", indexTitle: nil, objects: objects)]
        }
        var result: [FetchedResultsSection] = []
        for object in objects {
            let name = Self.sectionName(KeyValueReading.value(object, keyPath: keyPath))
            if result.last?.name == name {
                result[result.count - 1].members.append(object)
            } else {
                result.append(FetchedResultsSection(name: name, indexTitle: sectionIndexTitle(forSectionName: name), objects: [object]))
            }
        }
        return result
    }

    /// A section name from a key's value, as Core Data prints it (`nil`: the unnamed section "").
    private static func sectionName(_ value: Any?) -> String {
        switch value {
        case nil: ""
        case let flag as Bool: flag ? "1" : "0"
        case let value?: KeyValueReading.text(value) ?? String(describing: value)
        }
    }

    /// The sections of the last fetch (`nil` before `performFetch()`).
    open var sections: [any NSFetchedResultsSectionInfo]? { sectionList }

    /// The object at `indexPath` (section, then row); out of range stops the program, as iOS raises.
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sectionList, indexPath.count == 2 else { preconditionFailure("NSFetchedResultsController: no object at \(indexPath)") }
        return sectionList[indexPath[0]].members[indexPath[1]] as! ResultType
    }

    /// Where `object` is in the sections (`nil`: not among the fetched objects).
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (section, info) in (sectionList ?? []).enumerated() {
            if let row = info.members.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
                return IndexPath(indexes: [section, row])
            }
        }
        return nil
    }

    /// The index title of a section: its name's first letter, capitalized (`nil` for "").
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).capitalized }
    }

    /// The index titles of the sections, in order, each once.
    open var sectionIndexTitles: [String] {
        var titles: [String] = []
        for title in (sectionList ?? []).compactMap(\.indexTitle) where !titles.contains(title) { titles.append(title) }
        return titles
    }

    /// The first section with index title `title` (else the nearest section to `sectionIndex`).
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        let list = sectionList ?? []
        return list.firstIndex { $0.indexTitle == title } ?? max(0, min(sectionIndex, list.count - 1))
    }

    /// Deletes a section cache: there is none to delete.
    open class func deleteCache(withName name: String?) {}
}

/// One section of a fetched results controller (Core Data's `NSFetchedResultsSectionInfo`).
public protocol NSFetchedResultsSectionInfo {
    /// The section's name: the objects' value at the section name key path, as text.
    var name: String { get }
    /// The section's title in a section index.
    var indexTitle: String? { get }
    /// How many objects (rows) the section has.
    var numberOfObjects: Int { get }
    /// The section's objects, in order.
    var objects: [Any]? { get }
}

/// A section the controller computed.
final class FetchedResultsSection: NSObject, NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    var members: [Any]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }

    init(name: String, indexTitle: String?, objects: [Any]) {
        self.name = name
        self.indexTitle = indexTitle
        members = objects
        super.init()
    }
}

/// How a fetched object or section changed (Core Data's raw values).
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// Inserted.
    case insert = 1
    /// Deleted.
    case delete = 2
    /// Moved.
    case move = 3
    /// Updated in place.
    case update = 4
}

/// Told about changes to a fetched results controller's results (Core Data's
/// `NSFetchedResultsControllerDelegate`). Every method is optional; Backplate's controller
/// watches no context, so none is called.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// The results are about to change.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// The results changed.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// An object was inserted, deleted, moved or updated.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section was inserted or deleted.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    /// The index title of the section named `sectionName` (`nil`: the controller's own).
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                    sectionIndexTitleForSectionName sectionName: String) -> String?
    /// The results changed, as the difference of their object IDs.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                    didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
}

extension NSFetchedResultsControllerDelegate {
    /// Does nothing.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    /// Does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                           didChange sectionInfo: any NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    /// The controller's title: the name's first letter, capitalized.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                           sectionIndexTitleForSectionName sectionName: String) -> String? {
        controller.sectionIndexTitle(forSectionName: sectionName)
    }
    /// Does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                           didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {}
}
