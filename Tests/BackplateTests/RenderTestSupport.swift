import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
import BackplateSnapshotTesting

/// Compares the image with its committed reference PNG (recorded when missing). With
/// `BACKPLATE_SNAPSHOT_DIR` set, also writes a copy there for looking at.
func assertReference(_ image: RenderedImage, named name: String, testName: String = #function,
                     filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line) {
    if let path = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        let dir = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: dir.appendingPathComponent("\(name).png"))
    }
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: image, as: .png(), named: name, fileID: fileID, file: filePath, testName: testName, line: line)
    }
}

/// Rasterises PDF data with poppler's `pdftoppm` at `dpi` (72 gives one pixel per point) and
/// decodes the page; fails the test when pdftoppm is missing or fails.
func rasterizedPDF(_ pdf: Data, dpi: Int = 72) throws -> RenderedImage {
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
