import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Query` on `var items: [Item]`: the property becomes a getter reading a
/// `_items` of type `Query<Item, [Item]>`, made with the macro's arguments (a dynamic
/// property, so Backplate fetches into it before each `body`). A type the macro cannot read an
/// element from (`var items: Items`, with `typealias Items = [Item]`) is left to the compiler
/// through `_QueryResults<Items>`. Its setter is private and its
/// getter is not, so the view keeps an internal memberwise initializer, as SwiftData's
/// property wrapper leaves it.
public struct QueryMacro: AccessorMacro, PeerMacro {
    struct Target {
        let name: String
        let type: String
        /// The element type when the declaration spells the array, else nil (a type alias).
        let element: String?
    }

    static func target(of declaration: some DeclSyntaxProtocol) throws -> Target {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type
        else { throw MacroUsageError("@Query applies to a 'var' with an array type, such as 'var items: [Item]'") }
        let element: String?
        if let array = type.as(ArrayTypeSyntax.self) {
            element = array.element.trimmedDescription
        } else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
                  let argument = generic.genericArgumentClause?.arguments.first {
            element = argument.argument.trimmedDescription
        } else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
            element = nil
        } else {
            throw MacroUsageError("@Query needs an array type, such as 'var items: [Item]'")
        }
        return Target(name: name, type: type.trimmedDescription, element: element)
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let target = try target(of: declaration)
        if isLocal(context) { return ["get { \(raw: query(for: target, node: node)).wrappedValue }"] }
        return ["get { _\(raw: target.name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let target = try target(of: declaration)
        if isLocal(context) { return [] }
        return ["private(set) var _\(raw: target.name) = \(raw: query(for: target, node: node))"]
    }

    static func query(for target: Target, node: AttributeSyntax) -> String {
        let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        let query = target.element.map { "SwiftData.Query<\($0), \(target.type)>" }
            ?? "SwiftData._QueryResults<\(target.type)>"
        return "\(query)(\(arguments))"
    }

    /// A local `@Previewable @Query var` in a `#Preview` closure, which `#Preview` moves into
    /// a view type: here it only has to type-check, so it reads a query of its own, with no peer.
    static func isLocal(_ context: some MacroExpansionContext) -> Bool {
        guard let innermost = context.lexicalContext.first else { return false }
        return !innermost.is(StructDeclSyntax.self) && !innermost.is(ClassDeclSyntax.self)
            && !innermost.is(EnumDeclSyntax.self) && !innermost.is(ActorDeclSyntax.self)
            && !innermost.is(ExtensionDeclSyntax.self)
    }
}
