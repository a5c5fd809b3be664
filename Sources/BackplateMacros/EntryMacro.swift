import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues` (or `Transaction`,
/// `ContainerValues`, `FocusedValues`) expands to a private key type holding the default value
/// and a computed property that reads and writes it through the key.
public struct EntryMacro: AccessorMacro, PeerMacro {
    struct Entry {
        let name: String
        let type: String?
        let initializer: String?
    }

    static func entry(of declaration: some DeclSyntaxProtocol) throws -> Entry {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw MacroUsageError("@Entry applies to a single 'var' property") }
        return Entry(name: pattern.identifier.trimmedDescription,
                     type: binding.typeAnnotation?.type.trimmedDescription,
                     initializer: binding.initializer?.value.trimmedDescription)
    }

    static func container(in context: some MacroExpansionContext) -> String {
        for syntax in context.lexicalContext {
            if let ext = syntax.as(ExtensionDeclSyntax.self) {
                let name = ext.extendedType.trimmedDescription
                return name.split(separator: ".").last.map(String.init) ?? name
            }
        }
        return "EnvironmentValues"
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try entry(of: declaration)
        let key = "__Key_\(entry.name)"
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try entry(of: declaration)
        let key = "__Key_\(entry.name)"
        let container = container(in: context)
        if container == "FocusedValues" {
            var value = entry.type ?? "Never"
            if value.hasSuffix("?") { value.removeLast() }
            return ["private struct \(raw: key): FocusedValueKey { typealias Value = \(raw: value) }"]
        }
        let keyProtocol: String
        switch container {
        case "Transaction": keyProtocol = "TransactionKey"
        case "ContainerValues": keyProtocol = "ContainerValueKey"
        default: keyProtocol = "EnvironmentKey"
        }
        let defaultValue: String
        if let type = entry.type {
            defaultValue = "static var defaultValue: \(type) { \(entry.initializer ?? "nil") }"
        } else if let initializer = entry.initializer {
            // The initializer is evaluated once and never changed; its type need not be Sendable.
            defaultValue = "nonisolated(unsafe) static let defaultValue = \(initializer)"
        } else {
            throw MacroUsageError("@Entry needs a type annotation or an initial value")
        }
        return ["private struct \(raw: key): \(raw: keyProtocol) { \(raw: defaultValue) }"]
    }
}
