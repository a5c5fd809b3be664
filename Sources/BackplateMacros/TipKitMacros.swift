import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// TipKit's `@Parameter static var name: Type = value`: the property reads and writes a
/// `Tips.Parameter` named `$name`, a peer declared next to it, so rules can refer to
/// `Self.$name` and `Tips.resetDatastore()` can put the default back.
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    struct Property {
        let name: String
        let type: String?
        let initializer: String
        let isStatic: Bool
    }

    static func property(of declaration: some DeclSyntaxProtocol) throws -> Property {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw MacroUsageError("@Parameter applies to a single 'var' property") }
        guard let initializer = binding.initializer?.value.trimmedDescription else {
            throw MacroUsageError("@Parameter needs a default value: '@Parameter static var \(pattern.identifier.text): Type = value'")
        }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        return Property(name: pattern.identifier.text, type: binding.typeAnnotation?.type.trimmedDescription,
                        initializer: initializer, isStatic: isStatic)
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let property = try property(of: declaration)
        return [
            "get { $\(raw: property.name).wrappedValue }",
            "\(raw: property.isStatic ? "" : "nonmutating ")set { $\(raw: property.name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try property(of: declaration)
        let options = node.arguments?.as(LabeledExprListSyntax.self).map { list in
            list.map { ", " + $0.expression.trimmedDescription }.joined()
        } ?? ""
        let keyword = property.isStatic ? "static " : ""
        let annotation = property.type.map { ": TipKit.Tips.Parameter<\($0)>" } ?? ""
        return [
            "\(raw: keyword)let $\(raw: property.name)\(raw: annotation) = TipKit.Tips.Parameter(Self.self, \(literal: property.name), \(raw: property.initializer)\(raw: options))"
        ]
    }
}

/// TipKit's `#Rule(Self.$parameter) { $0 == value }` and `#Rule(Self.event) { $0.donations.count > 2 }`:
/// a `Tips.Rule` that evaluates the closure against the parameter's current value or the
/// event's donations.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let input = node.arguments.first?.expression else {
            throw MacroUsageError("#Rule needs a parameter or an event: '#Rule(Self.$name) { $0 == true }'")
        }
        let closure: String
        if let trailing = node.trailingClosure {
            closure = trailing.trimmedDescription
        } else if node.arguments.count == 2, let last = node.arguments.last?.expression {
            closure = last.trimmedDescription
        } else {
            throw MacroUsageError("#Rule needs a closure that returns whether the tip may show")
        }
        return "TipKit.Tips.Rule(\(input.trimmed), \(raw: closure))"
    }
}
