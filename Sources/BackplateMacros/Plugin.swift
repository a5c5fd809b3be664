import BackplatePreviewScan
import FoundationEssentials
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The executable's entry point: the compiler's plugin protocol on standard input and output,
/// or, given `PreviewScanRules.commandLineSwitch`, the preview scan `backplate preview` asks for.
@main
enum BackplateMacrosMain {
    static func main() throws {
        guard CommandLine.arguments.dropFirst().first == PreviewScanRules.commandLineSwitch else {
            return try BackplateMacrosPlugin.main()
        }
        var input = ""
        while let line = readLine(strippingNewline: false) { input += line }
        let sources = try JSONDecoder().decode([PreviewScanRules.Source].self, from: Data(input.utf8))
        let files = sources.map { PreviewSyntaxScanner.scan(source: $0.text, path: $0.path) }
        print(String(decoding: try JSONEncoder().encode(files), as: UTF8.self))
    }
}

/// The compiler plugin that expands Backplate's macros (`#Preview`, `@Previewable`, `@Entry`,
/// `@Animatable` and `@AnimatableIgnored`, SwiftData's `@Model` with its `@Attribute`,
/// `@Relationship` and `@Transient` markers, `#Unique` and `#Index`, `@Query` and `@ModelActor`, TipKit's `@Parameter` and `#Rule`, FoundationModels' `@Generable` and `@Guide`, and Xcode's `#Playground`).
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
        SchemaConstraintMacro.self,
        QueryMacro.self,
        ModelActorMacro.self,
        TipParameterMacro.self,
        TipRuleMacro.self,
        GenerableMacro.self,
        GuideMacro.self,
        PlaygroundMacro.self,
    ]
}

/// A problem in a macro's use, reported at the macro.
struct MacroUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
