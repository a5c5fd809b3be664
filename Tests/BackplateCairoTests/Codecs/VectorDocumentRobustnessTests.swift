import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// PDF and SVG decoding (poppler-glib, librsvg) under bad input: every truncation and seeded
/// corruptions of small real documents, and documents declaring huge pages. Each gives an
/// image within the budget or an error; `scripts/sanitize.sh address` runs it.
@Suite(.tags(.layout, .regression)) struct VectorDocumentRobustnessTests {
    static let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"><rect x="2" y="1" width="6" height="6" fill="red"/><circle cx="12" cy="4" r="3"/></svg>"#.utf8)
    /// A 16 × 8-point page with one filled rectangle (built with its cross-reference offsets).
    static let pdf: Data = {
        let content = "0 0 1 rg 2 1 6 6 re f\n"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 16 8] /Contents 4 0 R >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream"]
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 5\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        text += "trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }()

    func checkDefined(_ data: Data, _ label: String) {
        guard let image = try? RasterImage.decodeVector(data) else { return }
        #expect(image.width > 0 && image.height > 0 && image.width * image.height <= 2048 * 2048, "\(label)")
        #expect(image.rgba.count == image.width * image.height * 4, "\(label)")
    }

    @Test func theDocumentsDecodeToTheirSize() throws {
        for data in [Self.svg, Self.pdf] {
            let image = try RasterImage.decodeVector(data)
            #expect(image.width == 48 && image.height == 24 && image.scale == 3)
            // The rectangle's centre, 5 × 4 points in, is opaque.
            let centreAlpha: Int = (12 * 48 + 15) * 4 + 3
            #expect(image.rgba[centreAlpha] == 255)
        }
    }

    @Test func everyTruncationGivesADefinedAnswer() {
        for (name, data) in [("svg", Self.svg), ("pdf", Self.pdf)] {
            for length in 0..<data.count { checkDefined(data.prefix(length), "\(name) cut at \(length)") }
        }
    }

    @Test func seededCorruptionsGiveADefinedAnswer() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(state >> 33) }
        for (name, original) in [("svg", Self.svg), ("pdf", Self.pdf)] {
            for variant in 0..<400 {
                var bytes = [UInt8](original)
                for _ in 0..<(1 + variant % 6) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                checkDefined(Data(bytes), "\(name) variant \(variant)")
            }
        }
    }

    @Test func aHugePageKeepsItsSizeInPointsAtALowerScale() throws {
        let huge = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000"><rect width="100" height="100"/></svg>"#.utf8)
        let image = try RasterImage.decodeVector(huge)
        #expect(image.width * image.height <= 2048 * 2048)
        #expect(abs(CGFloat(image.width) / image.scale - 100_000) < 100)
        #expect(abs(CGFloat(image.height) / image.scale - 50_000) < 100)
    }

    @Test func externalFilesAreNotRead() throws {
        // An SVG naming a file on disk: librsvg loads nothing without a base location.
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("vector-robustness-\(UUID()).png")
        try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).pngData().write(to: png)
        defer { try? FileManager.default.removeItem(at: png) }
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4"><image width="4" height="4" xlink:href="file://\#(png.path)"/></svg>"#.utf8)
        let image = try RasterImage.decodeVector(svg)
        #expect(image.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
    }
}
