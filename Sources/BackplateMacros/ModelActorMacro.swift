import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@ModelActor` on an actor: a model container, a serial model executor with a
/// new context of that container, `init(modelContainer:)`, and conformance to `ModelActor`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { throw MacroUsageError("@ModelActor applies to an actor") }
        let access = declaration.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
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
        [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}
