import Testing
import Foundation
@testable import Backplate
import SnapshotTesting
import BackplateSnapshotTesting

/// Renders `view` at `scale` (light scheme unless `dark`) and returns the bitmap.
func renderImage<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.scale = scale
    if dark { r.environment.colorScheme = .dark }
    return try r.render()
}

/// Each text drawn in `view` laid out on a 393 × 852 iPhone screen, with its frame: the runs'
/// characters joined (a symbol's name for a symbol).
func phoneTexts<V: View>(_ view: V) -> [(String, CGRect)] {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    return r.displayList().flattenedLeaves.compactMap {
        guard case .text(let t) = $0 else { return nil }
        return (t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame)
    }
}

/// Components of a pixel as Ints, for arithmetic in expectations.
func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Whether two colours match within `tolerance` per component.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

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
