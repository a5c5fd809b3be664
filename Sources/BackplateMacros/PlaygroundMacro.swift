import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Playground`: to nothing, since a render runs no playground (Xcode runs them in its
/// canvas only).
public struct PlaygroundMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
