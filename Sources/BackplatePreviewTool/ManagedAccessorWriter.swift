import BackplateGeneratedSymbols
import Foundation

/// Writes the accessors a preview build inserts for hand-written `@NSManaged` declarations,
/// from the module's Core Data models (`ManagedDeclarationAccessors`): properties the models
/// do not list keep their values too, starting at their type's zero.
struct ManagedAccessorWriter {
    private let sources: [CoreDataClassSource]

    /// A writer for the `.xcdatamodeld` folders `models` (an empty model when there are none).
    init(models: [String]) {
        let read = models.compactMap { CoreDataModel.read(URL(fileURLWithPath: $0)) }
        sources = (read.isEmpty ? [CoreDataModel(entities: [])] : read).map { CoreDataClassSource(model: $0) }
    }

    /// The accessor text for `declaration`, or nil to leave it as written.
    func accessors(_ declaration: ScannedFile.ManagedDeclaration) -> String? {
        let owner = declaration.owner.split(separator: ".").last.map(String.init) ?? declaration.owner
        if declaration.type.isEmpty {
            let parameters = declaration.parameters.map { (label: $0.label, name: $0.name, type: $0.type) }
            return sources.lazy.compactMap { $0.managedMethod(className: owner, name: declaration.name, parameters: parameters) }.first
        }
        // A model that lists the class decides; else the first answer (zero-started storage).
        let listing = sources.first { $0.lists(className: owner) } ?? sources[0]
        return listing.managedProperty(className: owner, name: declaration.name, type: declaration.type)
    }
}
