/// The entity classes Xcode generates from a Core Data model for entities whose code generation
/// is "Class Definition" (`ENTITY+CoreDataClass.swift` and `+CoreDataProperties.swift`) or
/// "Category/Extension" (the properties only), with the same names and types: `String?`,
/// `Date?`, `UUID?`, scalar `Int64`, `Double`, `Bool`; `Entity?` and `NSSet?` relationships with
/// their `addToX`/`removeFromX` accessors; `fetchRequest()`; `Identifiable`.
///
/// Linux has no Objective-C runtime for `@NSManaged`: properties are stored, start at the
/// model's default values, and keep their inverse relationships as Core Data does. Classes and
/// extensions are `nonisolated`, so a project with main-actor default isolation compiles them.
package struct CoreDataClassSource {
    let model: CoreDataModel
    /// Class names the module's own files declare (a "Manual/None" entity written by hand).
    let declared: Set<String>

    package init(model: CoreDataModel, declared: Set<String> = []) {
        self.model = model
        self.declared = declared
    }

    package func source() -> String {
        var out = ""
        for entity in model.entities {
            switch entity.codeGeneration {
            case "class" where !declared.contains(entity.className):
                let parent = entity.parent.flatMap(className(of:)) ?? "NSManagedObject"
                out += "nonisolated public class \(entity.className): \(parent) {\n"
                out += "    /// The model's entity of this class.\n"
                out += "    public override class func entity() -> NSEntityDescription {\n"
                out += "        .backplate(name: \(literal(entity.name)), className: \(literal(entity.className)))\n    }\n"
                let defaults = entity.attributes.compactMap { a in attributeType(a).flatMap { $0.1 == "nil" ? nil : "\(literal(a.name)): \($0.1) as \($0.0)" } }
                if !defaults.isEmpty {
                    out += "    /// The model's default values.\n"
                    // A sub-entity lists only its own attributes: its parent's defaults come first.
                    out += "    public override class var backplateModelDefaults: [String: Any] {\n"
                    out += "        super.backplateModelDefaults.merging([\(defaults.joined(separator: ", "))]) { $1 }\n    }\n"
                }
                out += "}\n\n"
                out += properties(entity)
            case "category":
                out += properties(entity)
            default:
                continue
            }
        }
        return out
    }

    /// The `+CoreDataProperties` extension: fetch request, properties, accessors, `Identifiable`.
    private func properties(_ entity: CoreDataModel.Entity) -> String {
        let type = entity.className
        var out = "nonisolated extension \(type) {\n"
        out += "    public class func fetchRequest() -> NSFetchRequest<\(type)> { NSFetchRequest<\(type)>(entityName: \(literal(entity.name))) }\n\n"
        for attribute in entity.attributes {
            guard let (swiftType, initial) = attributeType(attribute) else { continue }
            out += "    public var \(name(attribute.name)): \(swiftType) {\n"
            out += "        get { backplateValue(\(literal(attribute.name)), default: \(initial)) }\n"
            out += "        set { backplateSetValue(newValue, \(literal(attribute.name))) }\n    }\n"
        }
        for relationship in entity.relationships {
            let destination = className(of: relationship.destination) ?? "NSManagedObject"
            let swiftType = relationship.toMany ? (relationship.ordered ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
            out += "    public var \(name(relationship.name)): \(swiftType) {\n"
            out += "        get { backplateValue(\(literal(relationship.name)), default: nil) }\n"
            out += "        set { backplateRelate(\(literal(relationship.name)), to: newValue, \(inverse(of: relationship))) }\n    }\n"
        }
        out += "}\n\n"
        for relationship in entity.relationships where relationship.toMany {
            out += accessors(type: type, relationship)
        }
        // A sub-entity's class inherits the conformance (declaring it again is an error).
        if entity.codeGeneration == "class", entity.parent == nil { out += "nonisolated extension \(type): Identifiable {}\n\n" }
        return out
    }

    /// `addToItems(_:)` and the rest, as Xcode names them for a to-many relationship.
    private func accessors(type: String, _ relationship: CoreDataModel.Relationship) -> String {
        let destination = className(of: relationship.destination) ?? "NSManagedObject"
        let key = literal(relationship.name)
        let title = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
        let set = relationship.ordered ? "NSOrderedSet" : "NSSet"
        let tail = inverse(of: relationship)
        let ordered = "ordered: \(relationship.ordered)"
        var out = "nonisolated extension \(type) {\n"
        out += "    public func addTo\(title)(_ value: \(destination)) { backplateAdd(value, to: \(key), \(ordered), \(tail)) }\n"
        out += "    public func removeFrom\(title)(_ value: \(destination)) { backplateRemove(value, from: \(key), \(ordered), \(tail)) }\n"
        out += "    public func addTo\(title)(_ values: \(set)) { backplateAdd(values, to: \(key), \(ordered), \(tail)) }\n"
        out += "    public func removeFrom\(title)(_ values: \(set)) { backplateRemove(values, from: \(key), \(ordered), \(tail)) }\n"
        if relationship.ordered {
            let indexes = "indexes.map { $0 }"
            out += "    public func insertInto\(title)(_ value: \(destination), at idx: Int) { backplateInsert([value], at: [idx], into: \(key), \(tail)) }\n"
            out += "    public func removeFrom\(title)(at idx: Int) { backplateRemove(at: [idx], from: \(key), \(tail)) }\n"
            out += "    public func insertInto\(title)(_ values: [\(destination)], at indexes: NSIndexSet) { backplateInsert(values, at: \(indexes), into: \(key), \(tail)) }\n"
            out += "    public func removeFrom\(title)(at indexes: NSIndexSet) { backplateRemove(at: \(indexes), from: \(key), \(tail)) }\n"
            out += "    public func replace\(title)(at idx: Int, with value: \(destination)) { backplateReplace(at: [idx], with: [value], in: \(key), \(tail)) }\n"
            out += "    public func replace\(title)(at indexes: NSIndexSet, with values: [\(destination)]) { backplateReplace(at: \(indexes), with: values, in: \(key), \(tail)) }\n"
        }
        return out + "}\n\n"
    }

    /// `inverse: "name", .toOne` (the kind of the destination's inverse relationship), or `inverse: nil, .toOne`.
    func inverse(of relationship: CoreDataModel.Relationship) -> String {
        guard let name = relationship.inverse,
              let other = model.entities.first(where: { $0.name == relationship.destination })?.relationships.first(where: { $0.name == name })
        else { return "inverse: nil, .toOne" }
        return "inverse: \(literal(name)), \(other.toMany ? (other.ordered ? ".ordered" : ".toMany") : ".toOne")"
    }

    /// The Swift type Xcode gives an attribute and the value a new object starts with; nil for
    /// types it generates no property for (`Undefined`, `Composite`).
    func attributeType(_ attribute: CoreDataModel.Attribute) -> (String, String)? {
        let given = attribute.defaultValue
        func scalar(_ type: String, _ zero: String, _ literal: (String) -> String?) -> (String, String) {
            attribute.usesScalarValueType ? (type, given.flatMap(literal) ?? zero) : ("NSNumber?", given.flatMap(literal).map { "NSNumber(value: \(type)(\($0)))" } ?? "nil")
        }
        switch attribute.type {
        case "Integer 16": return scalar("Int16", "0") { Int16($0).map(String.init) }
        case "Integer 32": return scalar("Int32", "0") { Int32($0).map(String.init) }
        case "Integer 64": return scalar("Int64", "0") { Int64($0).map(String.init) }
        case "Double": return scalar("Double", "0") { Double($0).map { "\($0)" } }
        case "Float": return scalar("Float", "0") { Double($0).map { "\($0)" } }
        case "Boolean": return scalar("Bool", "false") { $0 == "YES" ? "true" : $0 == "NO" ? "false" : nil }
        case "String": return ("String?", given.map(literal) ?? "nil")
        case "Date": return ("Date?", given.flatMap(Double.init).map { "Date(timeIntervalSinceReferenceDate: \($0))" } ?? "nil")
        case "Binary": return ("Data?", "nil")
        case "UUID": return ("UUID?", "nil")
        case "URI": return ("URL?", "nil")
        case "Decimal": return ("NSDecimalNumber?", given.map { "NSDecimalNumber(string: \(literal($0)))" } ?? "nil")
        case "Transformable": return ("\(attribute.customClassName ?? "NSObject")?", "nil")
        case "Object ID": return ("NSManagedObjectID?", "nil")
        default: return nil
        }
    }

    private func className(of entityName: String) -> String? {
        model.entities.first { $0.name == entityName }?.className
    }

    /// A property name written so Swift reads it (`default` → `` `default` ``).
    private func name(_ text: String) -> String { SymbolName.escaped(text) }

    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
