import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// FoundationModels' `@Generable` on a struct or an enum: the type's schema, its
/// `PartiallyGenerated` form (a struct's every property optional and partial in turn, with a
/// generation identity) and, in an extension so the memberwise initialiser survives, reading
/// from and writing to generated content, with the conformance to `Generable`.
public struct GenerableMacro: MemberMacro, ExtensionMacro {
    /// A stored property of a generable struct, with its `@Guide`.
    struct Property {
        let name: String
        /// The declared type, optionals and arrays spelt as generic types (`Optional<String>`).
        let type: String
        let description: String?
        let guides: [String]
    }

    /// A case of a generable enum, with its payload's labels (`_0`, `_1`... where unlabelled).
    struct Case {
        let name: String
        let payload: [(label: String, type: String)]
    }

    static let module = "FoundationModels"

    static func description(of node: AttributeSyntax) -> String {
        let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "description" }
        return argument?.expression.trimmedDescription ?? "nil"
    }

    /// `type` with `T?`, `[T]` and `[K: V]` spelt `Optional<T>`, `Array<T>`, `Dictionary<K, V>`.
    static func genericSpelling(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return "Optional<\(genericSpelling(optional.wrappedType))>" }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "Optional<\(genericSpelling(optional.wrappedType))>"
        }
        if let array = type.as(ArrayTypeSyntax.self) { return "Array<\(genericSpelling(array.element))>" }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "Dictionary<\(genericSpelling(dictionary.key)), \(genericSpelling(dictionary.value))>"
        }
        return type.trimmedDescription
    }

    static func properties(of declaration: some DeclGroupSyntax) throws -> [Property] {
        try declaration.memberBlock.members.flatMap { member -> [Property] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { return [] }
            var description: String?
            var guides: [String] = []
            for case .attribute(let attribute) in variable.attributes
            where attribute.attributeName.trimmedDescription.hasSuffix("Guide") {
                for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                    if argument.label?.text == "description" {
                        description = argument.expression.trimmedDescription
                    } else {
                        guides.append(argument.expression.trimmedDescription)
                    }
                }
            }
            return try variable.bindings.compactMap { binding -> Property? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                if let accessors = binding.accessorBlock?.accessors {
                    // Computed properties are not generated; observers (`didSet`) keep storage.
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return nil }
                }
                guard let type = binding.typeAnnotation?.type else {
                    throw MacroUsageError("@Generable needs the type of '\(name)' written out ('var \(name): Type')")
                }
                return Property(name: name, type: genericSpelling(type), description: description, guides: guides)
            }
        }
    }

    static func cases(of declaration: EnumDeclSyntax) -> [Case] {
        declaration.memberBlock.members.flatMap { member -> [Case] in
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return caseDecl.elements.map { element in
                let payload = (element.parameterClause?.parameters ?? []).enumerated().map { index, parameter in
                    (label: parameter.firstName?.text ?? "_\(index)", type: genericSpelling(parameter.type))
                }
                return Case(name: element.name.text, payload: payload)
            }
        }
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let description = description(of: node)
        let m = module
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            let names = cases(of: enumDecl).map { "\"\($0.name)\"" }.joined(separator: ", ")
            return ["""
                nonisolated static var generationSchema: \(raw: m).GenerationSchema {
                    \(raw: m).GenerationSchema(type: Self.self, description: \(raw: description), anyOf: [\(raw: names)])
                }
                """]
        }
        guard declaration.is(StructDeclSyntax.self) else {
            throw MacroUsageError("@Generable applies to a struct or an enum")
        }
        let properties = try properties(of: declaration)
        let schemaProperties = properties.map { property in
            let guides = property.guides.isEmpty ? "" : ", guides: [\(property.guides.joined(separator: ", "))]"
            return "\(m).GenerationSchema.Property(name: \"\(property.name)\", description: \(property.description ?? "nil"), type: \(property.type).self\(guides))"
        }
        let partialProperties = properties.map { "var \($0.name): \($0.type).PartiallyGenerated?" }
        let partialReads = properties.map {
            "self.\($0.name) = try content.value(Optional<\($0.type).PartiallyGenerated>.self, forProperty: \"\($0.name)\")"
        }
        // The partial value compares as the type does when the type declares it (DailyLock animates on one).
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let comparisons = ["Equatable", "Hashable"].filter { inherited.contains($0) || inherited.contains("Swift." + $0) }
        let partialConformances = (["Identifiable", "\(m).ConvertibleFromGeneratedContent"] + comparisons).joined(separator: ", ")
        return [
            """
            nonisolated static var generationSchema: \(raw: m).GenerationSchema {
                \(raw: m).GenerationSchema(type: Self.self, description: \(raw: description), properties: [
                    \(raw: schemaProperties.joined(separator: ",\n"))
                ])
            }
            """,
            """
            nonisolated struct PartiallyGenerated: \(raw: partialConformances) {
                var id: \(raw: m).GenerationID
                \(raw: partialProperties.joined(separator: "\n"))
                nonisolated init(_ content: \(raw: m).GeneratedContent) throws {
                    self.id = content.id ?? \(raw: m).GenerationID()
                    \(raw: partialReads.joined(separator: "\n"))
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let m = module
        let members: String
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            members = enumMembers(cases(of: enumDecl), typeName: enumDecl.name.text)
        } else if declaration.is(StructDeclSyntax.self) {
            let properties = try properties(of: declaration)
            let reads = properties.map {
                "self.\($0.name) = try content.value(\($0.type).self, forProperty: \"\($0.name)\")"
            }
            let pairs = properties.map { "(\"\($0.name)\", self.\($0.name))" }.joined(separator: ", ")
            members = """
                nonisolated init(_ content: \(m).GeneratedContent) throws {
                    \(reads.joined(separator: "\n"))
                }
                nonisolated var generatedContent: \(m).GeneratedContent {
                    \(m).GeneratedContent._generable(properties: [\(pairs)])
                }
                """
        } else {
            return []
        }
        // `nonisolated`, as Apple's expansion writes it: under main-actor default isolation an
        // extension's conformance would be main-actor isolated, which `SendableMetatype` forbids.
        let conformance = protocols.isEmpty ? "" : ": nonisolated \(m).Generable"
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: conformance) {\n\(raw: members)\n}")]
    }

    /// An enum's reading and writing: a payload-free case is its name as a string; a case
    /// with a payload is a structure of `type` (the case's name) and its values by label.
    static func enumMembers(_ cases: [Case], typeName: String) -> String {
        let m = module
        let hasPayload = cases.contains { !$0.payload.isEmpty }
        let writes = cases.map { enumCase -> String in
            guard !enumCase.payload.isEmpty else {
                return hasPayload
                    ? "case .\(enumCase.name): return \(m).GeneratedContent(properties: [\"type\": \"\(enumCase.name)\"])"
                    : "case .\(enumCase.name): return \(m).GeneratedContent(\"\(enumCase.name)\")"
            }
            let bindings = enumCase.payload.indices.map { "let v\($0)" }.joined(separator: ", ")
            let pairs = enumCase.payload.enumerated().map { "\"\($1.label)\": v\($0)" }.joined(separator: ", ")
            return "case .\(enumCase.name)(\(bindings)): return \(m).GeneratedContent(properties: [\"type\": \"\(enumCase.name)\", \(pairs)])"
        }
        let reads = cases.map { enumCase -> String in
            guard !enumCase.payload.isEmpty else { return "case \"\(enumCase.name)\": self = .\(enumCase.name)" }
            let values = enumCase.payload.map { payload in
                let read = "try content.value(\(payload.type).self, forProperty: \"\(payload.label)\")"
                return payload.label.hasPrefix("_") ? read : "\(payload.label): \(read)"
            }.joined(separator: ", ")
            return "case \"\(enumCase.name)\": self = .\(enumCase.name)(\(values))"
        }
        let name = hasPayload ? "try content.value(String.self, forProperty: \"type\")" : "try content.value(String.self)"
        return """
            nonisolated init(_ content: \(m).GeneratedContent) throws {
                switch \(name) {
                \(reads.joined(separator: "\n"))
                default: throw \(m).LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\\(content.jsonString) is not a case of \(typeName)"))
                }
            }
            nonisolated var generatedContent: \(m).GeneratedContent {
                switch self {
                \(writes.joined(separator: "\n"))
                }
            }
            """
    }
}

/// FoundationModels' `@Guide`: a marker on a generable type's property, read by `@Generable`.
public struct GuideMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
