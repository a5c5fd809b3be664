import Backplate
import BackplateTestSupport
import Foundation
import Testing
@testable import BackplatePreviewTool

/// Renders the first preview of a folder holding the Core Data model `model` (as
/// `NAME.xcdatamodeld`) and the Swift `files`, with `backplate preview` at scale 1, light.
func renderCoreDataPreview(modelName: String, model: String, files: [String: String]) throws -> RenderedImage {
    let root = PreviewToolSupport.temporaryFolder("coredata")
    let folder = root.appendingPathComponent(modelName)
    let version = folder.appendingPathComponent("\(modelName).xcdatamodeld/\(modelName).xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try Data(model.utf8).write(to: version.appendingPathComponent("contents"))
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let out = PreviewToolSupport.temporaryFolder("coredata-out")
    let cache = PreviewToolSupport.temporaryFolder("coredata-cache")
    defer { for f in [root, out, cache] { try? FileManager.default.removeItem(at: f) } }
    let run = ChildProcess.run(PreviewToolSupport.backplate, ["preview", folder.path, "-o", out.path, "--cache-path", cache.path,
                                                             "--scale", "1", "--color-scheme", "light"], timeout: 900)
    #expect(run.status == 0, "\(run.output)")
    let report = try JSONDecoder().decode(PreviewReport.self, from: Data(contentsOf: out.appendingPathComponent("previews.json")))
    let png = try #require(report.results.first?.pngs.first)
    return try #require(RenderedImage(pngData: try Data(contentsOf: out.appendingPathComponent(png.file))))
}
