/// The accessors that stand in for a hand-written `@NSManaged` declaration (a "Manual/None"
/// entity's `+CoreDataProperties.swift`), which Linux has no Objective-C runtime to implement:
/// the same storage, defaults and inverse relationships as the classes `CoreDataClassSource`
/// generates. The text is inserted where the declaration ends, on the same line.
extension CoreDataClassSource {
    /// Whether an entity of the model has the class `className`.
    package func lists(className: String) -> Bool { model.entities.contains { $0.className == className } }

    /// One parameter of an `@NSManaged` method: its label, name and type.
    package typealias ManagedParameter = (label: String, name: String, type: String)

    /// ` { get { ... } set { ... } }` for the property `name` of type `type` in `className`;
    /// nil when its starting value cannot be written (a non-optional type the model and
    /// Swift give no zero for).
    package func managedProperty(className: String, name: String, type: String) -> String? {
        let entity = model.entities.first { $0.className == className }
        let key = literal(name)
        if let relationship = entity?.relationships.first(where: { $0.name == name }) {
            return " { get { backplateValue(\(key), default: nil) } set { backplateRelate(\(key), to: newValue, \(inverse(of: relationship))) } }"
        }
        let modelled = entity?.attributes.first { $0.name == name }.flatMap(attributeType)
        let squeezed = type.filter { !$0.isWhitespace }
        let setter = "set { backplateSetValue(newValue, \(key)) }"
        if modelled?.0 != squeezed, squeezed == "UUID" {
            // A fresh identifier, kept from the first read on, so the object keeps its identity.
            return " { get { if let v = backplateValue(\(key), default: nil as UUID?) { return v }; let v = UUID(); backplateSetValue(v, \(key)); return v } \(setter) }"
        }
        guard let initial = modelled?.0 == squeezed ? modelled?.1 : Self.zero(of: squeezed) else { return nil }
        return " { get { backplateValue(\(key), default: \(initial) as \(type)) } \(setter) }"
    }

    /// ` { ... }` for a to-many relationship's accessor method (`addToItems(_:)`,
    /// `removeFromItems(at:)`, `insertIntoItems(_:at:)`...) of `className`; nil for a method
    /// Xcode does not generate.
    package func managedMethod(className: String, name: String, parameters: [ManagedParameter]) -> String? {
        guard let entity = model.entities.first(where: { $0.className == className }) else { return nil }
        for prefix in ["addTo", "removeFrom", "insertInto", "replace"] where name.hasPrefix(prefix) {
            let title = name.dropFirst(prefix.count)
            guard let relationship = entity.relationships.first(where: { $0.toMany && $0.name.prefix(1).uppercased() + $0.name.dropFirst() == title })
            else { return nil }
            let key = literal(relationship.name), tail = inverse(of: relationship), ordered = "ordered: \(relationship.ordered)"
            func indexes(_ p: ManagedParameter) -> String { p.type == "Int" ? "[\(p.name)]" : "\(p.name).map { $0 }" }
            func objects(_ p: ManagedParameter) -> String { p.type.hasPrefix("[") ? p.name : "[\(p.name)]" }
            let body: String?
            switch (prefix, parameters.count, parameters.first?.label) {
            case ("addTo", 1, _): body = "backplateAdd(\(parameters[0].name), to: \(key), \(ordered), \(tail))"
            case ("removeFrom", 1, "at"): body = "backplateRemove(at: \(indexes(parameters[0])), from: \(key), \(tail))"
            case ("removeFrom", 1, _): body = "backplateRemove(\(parameters[0].name), from: \(key), \(ordered), \(tail))"
            case ("insertInto", 2, _):
                body = "backplateInsert(\(objects(parameters[0])), at: \(indexes(parameters[1])), into: \(key), \(tail))"
            case ("replace", 2, "at"):
                body = "backplateReplace(at: \(indexes(parameters[0])), with: \(objects(parameters[1])), in: \(key), \(tail))"
            default: body = nil
            }
            return body.map { " { \($0) }" }
        }
        return nil
    }

    /// A non-optional type's starting value where the model gives none.
    private static func zero(of type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        switch type {
        case "Bool": return "false"
        case "String": return "\"\""
        case "Int", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal": return "0"
        case "Date": return "Date(timeIntervalSinceReferenceDate: 0)"
        case "Data": return "Data()"
        default: return type.hasPrefix("[") ? (type.contains(":") ? "[:]" : "[]") : nil
        }
    }
}
