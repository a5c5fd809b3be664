import BackplateGeneratedSymbols
import Foundation

/// The symbols Xcode generates from a module's asset catalogs and String Catalogs
/// (`Color.brand`, `Image(.logo)`, `Text(.welcomeTitle)`), compiled with the previewed files so
/// they build as in Xcode. Symbols the module's own files already declare are left out.
enum PreviewGeneratedSymbols {
    /// The file's name among the compiled inputs.
    static let fileName = "GeneratedAssetSymbols.swift"

    /// The generated file for `module` (whose files' texts are `sources`), or nil when its
    /// folders hold no asset catalog and no String Catalog.
    static func source(for module: PreviewModule, sources: [String]) -> String? {
        let catalogs = PreviewSources.assetCatalogs(in: module.folders)
        let strings = PreviewSources.stringCatalogs(in: module.folders)
        guard !catalogs.isEmpty || !strings.isEmpty else { return nil }
        var options = GeneratedSymbols.Options()
        options.handWritten = HandWrittenSymbols.scan(sources)
        return GeneratedSymbols.source(catalogs: catalogs.map { URL(fileURLWithPath: $0) },
                                       stringCatalogs: strings.map { URL(fileURLWithPath: $0) }, options: options)
    }
}

extension PreviewSources {
    /// The `.xcstrings` files under `folders` (hidden and build folders skipped), sorted.
    public static func stringCatalogs(in folders: [String]) -> [String] {
        var result: Set<String> = []
        walk(folders) { path, name in
            if name.hasSuffix(".xcstrings") { result.insert(path) }
        }
        return result.sorted()
    }
}
