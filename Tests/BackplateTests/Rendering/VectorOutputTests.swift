import Testing
import BackplateTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Backplate

/// A picture with vector shapes, strokes, gradients, clipping, opacity and a shadow (which
/// vector output embeds as an image), on an opaque white ground as pdftoppm renders.
private struct VectorPicture: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 16).fill(.blue)
                Circle().strokeBorder(Color.red, lineWidth: 6)
                LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing).clipShape(Capsule())
            }
            HStack(spacing: 12) {
                RadialGradient(colors: [.yellow, .green], center: .center, startRadius: 0, endRadius: 40)
                RoundedRectangle(cornerRadius: 10).fill(.white).shadow(radius: 6, y: 3).padding(8)
                Rectangle().stroke(Color.indigo, style: StrokeStyle(lineWidth: 4, dash: [8, 4])).opacity(0.6).padding(4)
            }
        }
        .frame(width: 300, height: 180)
        .padding(10)
        .background(Color.white)
    }
}

/// Counts elements by name.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var root: String?
    var rootAttributes: [String: String] = [:]
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if root == nil { root = name; rootAttributes = attributes }
        counts[name, default: 0] += 1
    }
}

@Suite(.tags(.pixels)) struct VectorOutputTests {
    @Test func svgIsWellFormedXMLWithVectorContent() throws {
        let data = try ImageRenderer(content: VectorPicture()).svgData()
        let parser = XMLParser(data: data)
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
        #expect(counter.root == "svg")
        #expect(counter.rootAttributes["width"] == "320pt" && counter.rootAttributes["height"] == "200pt")
        #expect((counter.counts["path"] ?? 0) >= 6)
        #expect((counter.counts["linearGradient"] ?? 0) >= 1 && (counter.counts["radialGradient"] ?? 0) >= 1)
        #expect((counter.counts["image"] ?? 0) >= 1)   // the shadow
    }

    @MainActor @Test func pdfBytesDoNotDependOnTheClock() async throws {
        // cairo writes the time into /CreationDate unless told otherwise: two renders a
        // second apart must still give the same bytes (and so the same server ETag).
        let first = try await ImageRenderer(content: VectorPicture()).pdfData()
        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await ImageRenderer(content: VectorPicture()).pdfData()
        #expect(first == second)
        #expect(first.range(of: Data("/CreationDate".utf8)) == nil)
    }

    @Test func pdfRendersToTheSamePictureAsThePNG() throws {
        let renderer = ImageRenderer(content: VectorPicture())
        renderer.scale = 2
        let png = try renderer.render()
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Data("%PDF-".utf8)))

        let raster = try rasterizedPDF(pdf, dpi: 144)
        #expect(raster.width == png.width && raster.height == png.height)

        // Same picture: small mean difference, and only antialiased edges differ noticeably.
        var total = 0, far = 0
        for y in 0..<min(raster.height, png.height) {
            for x in 0..<min(raster.width, png.width) {
                let a = rgba(png, x, y), b = rgba(raster, x, y)
                let d = (0..<3).map { abs(a[$0] - b[$0]) }.max()!
                total += d
                if d > 32 { far += 1 }
            }
        }
        let pixels = png.width * png.height
        let mean = Double(total) / Double(pixels), farShare = Double(far) / Double(pixels)
        #expect(mean < 2, "mean difference \(mean)")
        #expect(farShare < 0.01, "\(far) pixels differ by more than 32")
        // Spot checks: fills and gradients in the same places.
        for (x, y) in [(60, 60), (300, 60), (500, 90), (80, 290), (330, 300)] {
            #expect(close(rgba(png, x, y), rgba(raster, x, y), 12), "(\(x), \(y)): \(rgba(png, x, y)) vs \(rgba(raster, x, y))")
        }
    }
}
