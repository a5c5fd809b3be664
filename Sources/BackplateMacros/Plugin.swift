import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Backplate's macros (`#Preview`, `@Previewable`, `@Entry`,
/// `@Animatable` and `@AnimatableIgnored`, SwiftData's `@Model` with its `@Attribute`,
/// `@Relationship` and `@Transient` markers, `@Query` and `@ModelActor`, TipKit's `@Parameter` and `#Rule`, and FoundationModels' `@Generable` and `@Guide`).
@main
struct BackplateMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
        AnimatableMacro.self,
        AnimatableIgnoredMacro.self,
        ModelMacro.self,
        PersistedPropertyMacro.self,
        SchemaMarkerMacro.self,
        QueryMacro.self,
        ModelActorMacro.self,
        TipParameterMacro.self,
        TipRuleMacro.self,
        GenerableMacro.self,
        GuideMacro.self,
    ]
}

/// A problem in a macro's use, reported at the macro.
struct MacroUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
