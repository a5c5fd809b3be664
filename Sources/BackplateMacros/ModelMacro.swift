import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: every stored `var` (except `@Transient` ones) becomes an
/// observed property backed by a private `_name` peer, the class gets an observation registrar,
/// its persistence state and a description of its properties (their key paths, and for
/// `@Relationship` ones the delete rule and inverse), and it conforms to `PersistentModel` and
/// `Observable`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// A stored property the macro persists.
    struct Persisted {
        let name: String
        /// `deleteRule:` and `inverse:` of its `@Relationship`, as written (nil when absent).
        let deleteRule: String?
        let inverse: String?
        /// The unlabelled arguments of its `@Attribute` and their `originalName:`, as written.
        let attributeOptions: [String]
        let originalName: String?
    }

    /// The stored `var`s of `declaration` that are persisted, in declaration order.
    static func persisted(in declaration: some DeclGroupSyntax) -> [Persisted] {
        declaration.memberBlock.members.compactMap { member -> Persisted? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), isPersisted(variable),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            var deleteRule: String?
            var inverse: String?
            var options: [String] = []
            var originalName: String?
            for case .attribute(let attribute) in variable.attributes {
                let attributeName = attribute.attributeName.trimmedDescription
                let isAttribute = attributeName.hasSuffix("Attribute")
                guard isAttribute || attributeName.hasSuffix("Relationship") else { continue }
                for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                    switch argument.label?.text {
                    case "deleteRule": deleteRule = argument.expression.trimmedDescription
                    case "inverse": inverse = argument.expression.trimmedDescription
                    case "originalName" where isAttribute: originalName = argument.expression.trimmedDescription
                    case nil where isAttribute: options.append(argument.expression.trimmedDescription)
                    default: break
                    }
                }
            }
            return Persisted(name: name, deleteRule: deleteRule, inverse: inverse, attributeOptions: options,
                             originalName: originalName)
        }
    }

    /// Whether `variable` is a stored instance `var` with one binding and no accessors, not
    /// `@Transient`/`@ObservationIgnored`, and not one of the macro's own members.
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              !name.hasPrefix("_"), binding.accessorBlock == nil
        else { return false }
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return false }
        for case .attribute(let attribute) in variable.attributes {
            let attributeName = attribute.attributeName.trimmedDescription
            if attributeName.hasSuffix("Transient") || attributeName.hasSuffix("ObservationIgnored") { return false }
        }
        return true
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            throw MacroUsageError("@Model applies to a class")
        }
        let type = classDecl.name.text
        let properties = persisted(in: declaration).map { property -> String in
            var arguments = "\\\(type).\(property.name), name: \"\(property.name)\""
            if let deleteRule = property.deleteRule { arguments += ", deleteRule: \(deleteRule)" }
            if let inverse = property.inverse { arguments += ", inverse: \(inverse)" }
            if !property.attributeOptions.isEmpty {
                arguments += ", attributeOptions: [\(property.attributeOptions.joined(separator: ", "))]"
            }
            if let originalName = property.originalName { arguments += ", originalName: \(originalName)" }
            return "SwiftData._PersistedPropertyDescription(\(arguments))"
        }
        return [
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "@Transient public let _$persistentState = SwiftData._PersistentModelState(entityName: \"\(raw: type)\")",
            """
            public static var _$persistedProperties: [SwiftData._PersistedPropertyDescription] {
                [\(raw: properties.joined(separator: ", "))]
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable) else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [
            try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}"),
            try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"),
        ]
    }
}

/// The accessors `@Model` gives each persisted property: an init accessor that initialises
/// the `_name` peer, a getter that registers an observation access, and a setter that
/// mutates through the registrar and keeps relationship inverses in step.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                let oldValue = _\(raw: name)
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
                SwiftData._relationshipDidChange(self, \\.\(raw: name), from: oldValue, to: newValue)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return [] }
        var storage = "@Transient private var _\(name)"
        if let type = binding.typeAnnotation { storage += type.trimmedDescription }
        if let initializer = binding.initializer { storage += " " + initializer.trimmedDescription }
        return ["\(raw: storage)"]
    }
}

/// `@Attribute(...)`, `@Relationship(...)` and `@Transient`: markers that `@Model` reads;
/// alone they add nothing.
public struct SchemaMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Unique` and `#Index` in a model's body: schema constraints an in-memory store needs
/// none of, so they expand to nothing.
public struct SchemaConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
