import ArgumentParser
import BackplateMCP
import BackplatePreviewTool
import Foundation

/// `backplate mcp`: previews for agents over the Model Context Protocol (stdio).
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve previews to agents over the Model Context Protocol on stdin/stdout.",
        discussion: """
            Tools: list_previews(path), render_preview(path, preview, device, colorScheme, \
            dynamicTypeSize, layoutDirection, locale, scale), render_view(source) and \
            inspect(path, preview, x, y or id). Previews are built as `backplate preview` builds \
            them (one cached swiftc run against the already-built Backplate). render_view and \
            render_preview compile and run the code they are given, as the user running this \
            command, like `swift run`. The server talks only over its stdin and stdout.
            """
    )

    @Option(name: .customLong("swift-version"), help: "The Swift language mode of the files (5 as in most apps, or 6).")
    var swiftVersion = "5"

    @Option(name: .customLong("cache-path"), help: "Where built preview programs are cached (default: ~/.cache/backplate/previews).")
    var cachePath: String?

    @Option(name: .customLong("backplate-build"), help: "The build folder holding Backplate's Modules/, libBackplateDynamic.so and the BackplateMacros plugin.")
    var backplateBuild: String?

    @Option(name: .customLong("work-path"), help: "Scratch folder for renders and render_view sources (default: a new temporary folder).")
    var workPath: String?

    func validate() throws {
        guard ["5", "6"].contains(swiftVersion) else { throw ValidationError("--swift-version must be 5 or 6") }
    }

    func run() async throws {
        let products: BackplateProducts
        do {
            products = try BackplateProducts.locate(in: backplateBuild)
        } catch {
            throw ValidationError("\(error)")
        }
        let work = workPath ?? (NSTemporaryDirectory() + "backplate-mcp-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let tools = PreviewTools(builder: PreviewBuilder(products: products, cacheFolder: cachePath, swiftVersion: swiftVersion), workFolder: work)
        try await PreviewMCPServer.run(tools: tools, version: "1.0")
        if workPath == nil { try? FileManager.default.removeItem(atPath: work) }
    }
}
