import Foundation
import Testing
import Backplate

/// Rasterises PDF data with poppler's `pdftoppm` at `dpi` (72 gives one pixel per point) and
/// decodes the page; fails the test when pdftoppm is missing or fails.
public func rasterizedPDF(_ pdf: Data, dpi: Int = 72) throws -> RenderedImage {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-pdf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("in.pdf"), output = dir.appendingPathComponent("out")
    try pdf.write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pdftoppm", "-r", "\(dpi)", "-png", "-singlefile", input.path, output.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "pdftoppm (poppler-utils) failed")
    return try #require(RenderedImage(pngData: try Data(contentsOf: output.appendingPathExtension("png"))))
}
