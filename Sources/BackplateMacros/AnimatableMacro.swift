import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable` on a struct, class or enum: the `Animatable` conformance (where the type has
/// none) and an `animatableData` made of its stored `var`s, each through its own
/// `animatableData`, nested in `AnimatablePair`s; `@AnimatableIgnored` leaves a property out.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    struct Property {
        let name: String
        let type: String
    }

    /// The stored `var`s that take part, in declaration order.
    static func properties(of declaration: some DeclGroupSyntax) throws -> [Property] {
        var found: [Property] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AnimatableIgnored" })
            else { continue }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding) else { continue }
                let name = pattern.identifier.trimmedDescription
                guard let type = binding.typeAnnotation?.type.trimmedDescription ?? literalType(binding.initializer?.value) else {
                    throw MacroUsageError("@Animatable needs the type of '\(name)' written out, or '@AnimatableIgnored' on it")
                }
                found.append(Property(name: name, type: type))
            }
        }
        return found
    }

    /// Whether the binding stores a value: no accessors, or only observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The type of an unannotated property from its literal initial value (a float literal is
    /// a `Double`), nil where syntax alone cannot tell.
    static func literalType(_ value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        return nil
    }

    /// The access level the generated member needs to satisfy the conformance.
    static func accessPrefix(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let properties = try properties(of: declaration)
        let access = accessPrefix(of: declaration)
        guard !properties.isEmpty else {
            return ["\(raw: access)nonisolated var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"]
        }
        // Nested from the right: (a, (b, c)); `.first`/`.second` paths reach each element.
        var type = "\(properties[properties.count - 1].type).AnimatableData"
        var getter = "\(properties[properties.count - 1].name).animatableData"
        for property in properties.dropLast().reversed() {
            type = "AnimatablePair<\(property.type).AnimatableData, \(type)>"
            getter = "AnimatablePair(\(property.name).animatableData, \(getter))"
        }
        var setters: [String] = []
        for (index, property) in properties.enumerated() {
            var path = "newValue" + String(repeating: ".second", count: index)
            if index < properties.count - 1 { path += ".first" }
            setters.append("\(property.name).animatableData = \(path)")
        }
        return ["""
            \(raw: access)nonisolated var animatableData: \(raw: type) {
                get { \(raw: getter) }
                set { \(raw: setters.joined(separator: "; ")) }
            }
            """]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }
}

/// `@AnimatableIgnored` marks a property `@Animatable` leaves out of `animatableData`; it adds
/// no accessor.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
