import Foundation
import PackagePlugin

/// Generates, for the target it is applied to, the symbols Xcode generates from asset catalogs
/// and String Catalogs (`ColorResource.brand`, `Color.brand`, `ImageResource.logo`,
/// `UIImage.logo`, `LocalizedStringResource.welcomeTitle`...), for Linux: every `.xcassets`
/// folder and `.xcstrings` file under the target's folder, excluded from its sources or not.
/// The generated file is empty on Apple platforms, where Xcode writes its own.
@main
struct XcodeGeneratedSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let (catalogs, strings) = Self.catalogs(under: module.directoryURL)
        guard !catalogs.isEmpty || !strings.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let dependencies = Set(module.recursiveTargetDependencies.map(\.name))
        var arguments = ["--output", output.path]
        if !dependencies.contains("SwiftUI") { arguments.append("--no-swiftui") }
        if !dependencies.contains("UIKit") { arguments.append("--no-uikit") }
        for source in sources { arguments += ["--source", source.path] }
        arguments += (catalogs + strings).map(\.path)
        let inputs = catalogs.flatMap(Self.contentFiles(of:)) + strings + sources
        return [.buildCommand(displayName: "Generating asset and string symbols for \(target.name)",
                              executable: try context.tool(named: "backplate-generate-symbols").url,
                              arguments: arguments, inputFiles: inputs, outputFiles: [output])]
    }

    /// The `.xcassets` folders and `.xcstrings` files under `folder` (hidden folders skipped).
    static func catalogs(under folder: URL) -> ([URL], [URL]) {
        var catalogs: [URL] = [], strings: [URL] = []
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                               options: [.skipsHiddenFiles]) else { return ([], []) }
        for case let url as URL in enumerator {
            switch url.pathExtension {
            case "xcassets":
                catalogs.append(url)
                enumerator.skipDescendants()
            case "xcstrings":
                strings.append(url)
            default:
                continue
            }
        }
        return (catalogs.sorted { $0.path < $1.path }, strings.sorted { $0.path < $1.path })
    }

    /// Every `Contents.json` of a catalog: a changed set, colour or namespace re-runs the tool.
    static func contentFiles(of catalog: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == "Contents.json" { result.append(url) }
        return result
    }
}
