import Foundation

/// A schema written as JSON Schema, through generated content so properties keep their order.
enum GenerationSchemaJSON {
    static func content(of node: GenerationSchema.Node) -> GeneratedContent {
        var pairs: [(String, GeneratedContent)] = []
        switch node {
        case .primitive(let type, let constraints):
            pairs.append(("type", GeneratedContent(type)))
            pairs += constraints.flatMap(self.pairs(for:))
        case .array(let element, let minimum, let maximum):
            pairs.append(("type", GeneratedContent("array")))
            pairs.append(("items", content(of: element)))
            if let minimum { pairs.append(("minItems", GeneratedContent(minimum))) }
            if let maximum { pairs.append(("maxItems", GeneratedContent(maximum))) }
        case .structure(let name, let description, let properties):
            pairs.append(("type", GeneratedContent("object")))
            pairs.append(("title", GeneratedContent(name)))
            if let description { pairs.append(("description", GeneratedContent(description))) }
            pairs.append(("properties", GeneratedContent.structure(properties.map { property in
                var described = content(of: property.node)
                if let description = property.description, case .structure(var values, var keys) = described.kind {
                    values["description"] = GeneratedContent(description)
                    keys.insert("description", at: min(1, keys.count))
                    described = GeneratedContent(kind: .structure(properties: values, orderedKeys: keys))
                }
                return (property.name, described)
            })))
            pairs.append(("required", GeneratedContent(kind: .array(properties.filter { !$0.isOptional }.map { GeneratedContent($0.name) }))))
        case .choices(let name, let description, let strings):
            pairs.append(("type", GeneratedContent("string")))
            pairs.append(("title", GeneratedContent(name)))
            if let description { pairs.append(("description", GeneratedContent(description))) }
            pairs.append(("enum", GeneratedContent(kind: .array(strings.map { GeneratedContent($0) }))))
        case .union(let name, let description, let members):
            pairs.append(("title", GeneratedContent(name)))
            if let description { pairs.append(("description", GeneratedContent(description))) }
            pairs.append(("anyOf", GeneratedContent(kind: .array(members.map(content(of:))))))
        case .reference(let name):
            pairs.append(("$ref", GeneratedContent("#/$defs/\(name)")))
        }
        return GeneratedContent.structure(pairs)
    }

    private static func pairs(for constraint: GenerationSchema.Constraint) -> [(String, GeneratedContent)] {
        switch constraint {
        case .minimum(let value): [("minimum", number(value))]
        case .maximum(let value): [("maximum", number(value))]
        case .anyOf(let values): [("enum", GeneratedContent(kind: .array(values.map { GeneratedContent($0) })))]
        case .constant(let value): [("const", GeneratedContent(value))]
        case .pattern: [("pattern", GeneratedContent(true))]
        case .minimumCount, .maximumCount, .elements: []
        }
    }

    private static func number(_ text: String) -> GeneratedContent {
        Double(text).map { GeneratedContent(kind: .number($0)) } ?? GeneratedContent(text)
    }
}
