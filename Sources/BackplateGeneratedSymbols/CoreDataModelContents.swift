import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The entities of a Core Data model (`.xcdatamodeld`), read from its current version's
/// `contents` file as Xcode's model editor writes it: enough to generate the entity classes.
package struct CoreDataModel: Sendable, Equatable {
    /// An attribute: its name, Xcode's type name (`String`, `Integer 64`, `Transformable`...),
    /// whether it uses a scalar Swift type, its default and custom class.
    package struct Attribute: Sendable, Equatable {
        package var name: String
        package var type: String
        package var usesScalarValueType: Bool
        package var defaultValue: String?
        package var customClassName: String?
    }

    /// A relationship: its destination entity, to-many or not, ordered or not, and its inverse.
    package struct Relationship: Sendable, Equatable {
        package var name: String
        package var destination: String
        package var toMany: Bool
        package var ordered: Bool
        package var inverse: String?
    }

    /// An entity: its name, class name, code generation (`class`, `category` or none) and members.
    package struct Entity: Sendable, Equatable {
        package var name: String
        package var className: String
        package var codeGeneration: String?
        package var parent: String?
        package var attributes: [Attribute] = []
        package var relationships: [Relationship] = []
    }

    package var entities: [Entity]

    /// A model of `entities` (none: a module without a model).
    package init(entities: [Entity]) { self.entities = entities }

    /// The model in `url` (a `.xcdatamodeld` folder, its current version named by
    /// `.xccurrentversion`, else its last version; or one `.xcdatamodel` folder). Nil when
    /// no `contents` file can be read.
    package static func read(_ url: URL) -> CoreDataModel? {
        var version = url
        if url.pathExtension == "xcdatamodeld" {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            let current = (try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")))
                .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }?["_XCCurrentVersionName"] as? String
            guard let name = current.flatMap({ names.contains($0) ? $0 : nil }) ?? names.last else { return nil }
            version = url.appendingPathComponent(name)
        }
        guard let data = try? Data(contentsOf: version.appendingPathComponent("contents")) else { return nil }
        return parse(data)
    }

    /// The entities of a model's `contents` XML.
    package static func parse(_ data: Data) -> CoreDataModel? {
        let reader = ModelReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return CoreDataModel(entities: reader.entities)
    }
}

/// Collects `<entity>`, `<attribute>` and `<relationship>` elements.
private final class ModelReader: NSObject, XMLParserDelegate {
    var entities: [CoreDataModel.Entity] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        switch name {
        case "entity":
            guard let entityName = attributes["name"] else { return }
            entities.append(CoreDataModel.Entity(name: entityName, className: attributes["representedClassName"] ?? entityName,
                                                 codeGeneration: attributes["codeGenerationType"], parent: attributes["parentEntity"]))
        case "attribute":
            guard let attributeName = attributes["name"], !entities.isEmpty else { return }
            entities[entities.count - 1].attributes.append(CoreDataModel.Attribute(
                name: attributeName, type: attributes["attributeType"] ?? "Undefined",
                usesScalarValueType: attributes["usesScalarValueType"] != "NO",
                defaultValue: attributes["defaultValueString"], customClassName: attributes["customClassName"]))
        case "relationship":
            guard let relationshipName = attributes["name"], let destination = attributes["destinationEntity"], !entities.isEmpty else { return }
            entities[entities.count - 1].relationships.append(CoreDataModel.Relationship(
                name: relationshipName, destination: destination, toMany: attributes["toMany"] == "YES",
                ordered: attributes["ordered"] == "YES", inverse: attributes["inverseName"]))
        default:
            return
        }
    }
}
