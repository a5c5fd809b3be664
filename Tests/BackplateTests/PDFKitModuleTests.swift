import Testing
import BackplateTestSupport
import Foundation
import BackplateCairo
import BackplateCore
import Backplate
import PDFKit

/// A PDF view showing a document, as apps wrap PDFKit for SwiftUI.
private struct DocumentHost: UIViewRepresentable {
    let document: PDFDocument
    func makeUIView(context: Context) -> PDFView {
        let view = PDFView()
        view.autoScales = true
        view.document = document
        return view
    }
    func updateUIView(_ view: PDFView, context: Context) {}
}

/// PDFKit's documents read by poppler-glib: pages, sizes, text, search, thumbnails and a view.
@MainActor @Suite struct PDFKitModuleTests {
    /// A two-page PDF written by hand (200 × 100 and 300 × 150 points, a line of Helvetica on
    /// each); its cross-reference table is left out, which poppler rebuilds, as readers do.
    static let twoPages: Data = {
        func page(_ id: Int, _ contents: Int, _ width: Int, _ height: Int) -> String {
            "\(id) 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents \(contents) 0 R /Resources << /Font << /F1 3 0 R >> >> >> endobj\n"
        }
        func stream(_ id: Int, _ text: String) -> String {
            let body = "BT /F1 24 Tf 10 40 Td (\(text)) Tj ET"
            return "\(id) 0 obj << /Length \(body.utf8.count) >> stream\n\(body)\nendstream endobj\n"
        }
        let pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            + "2 0 obj << /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >> endobj\n"
            + "3 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n"
            + page(4, 5, 200, 100) + stream(5, "First page") + page(6, 7, 300, 150) + stream(7, "Second page")
            + "trailer << /Root 1 0 R >>\n%%EOF\n"
        return Data(pdf.utf8)
    }()

    @Test func aDocumentReadsItsPagesSizesAndText() throws {
        let document = try #require(PDFDocument(data: Self.twoPages))
        #expect(document.pageCount == 2)
        let first = try #require(document.page(at: 0)), second = try #require(document.page(at: 1))
        #expect(first.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(second.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(first.string?.trimmingCharacters(in: .whitespacesAndNewlines) == "First page")
        #expect(second.label == "2" && document.index(for: second) == 1 && document.page(at: 2) == nil)
        #expect(document.findString("page").count == 2 && document.findString("PAGE", withOptions: .caseInsensitive).count == 2)
        #expect(document.string?.contains("Second page") == true)
        #expect(document.dataRepresentation() == Self.twoPages)
    }

    @Test func whatIsNotAPDFReadsAsNil() {
        #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil && PDFDocument(data: Data()) == nil)
        #expect(PDFDocument(url: URL(fileURLWithPath: "/nonexistent/file.pdf")) == nil)
    }

    @Test func aChangedDocumentIsNotWrittenAndSaysSo() throws {
        let document = try #require(PDFDocument(data: Self.twoPages))
        document.removePage(at: 0)
        #expect(document.pageCount == 1 && document.page(at: 0)?.label == "1")
        #expect(document.dataRepresentation() == nil)
        #expect(RuntimeWarning.emitted.contains { $0.hasPrefix("PDFDocument.dataRepresentation()") })
        let made = PDFDocument()
        made.insert(PDFPage(), at: 0)
        #expect(made.pageCount == 1 && made.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
    }

    @Test func aThumbnailFitsThePageOnWhite() throws {
        let page = try #require(PDFDocument(data: Self.twoPages)?.page(at: 0))
        let thumbnail = page.thumbnail(of: CGSize(width: 100, height: 100), for: .mediaBox)
        #expect(thumbnail.size == CGSize(width: 100, height: 50) && thumbnail.scale == 3)
        let pixels = thumbnail.renderedImage
        #expect(pixels.pixel(x: 290, y: 10).red == 255 && pixels.pixel(x: 290, y: 10).alpha == 255)
        // The text's ink: some pixel of "First page" (20-55% across, 35-60% down) is dark.
        let dark = (60 ..< 165).contains { x in (50 ..< 90).contains { y in pixels.pixel(x: x, y: y).red < 80 } }
        #expect(dark)
    }

    @Test func aViewDrawsItsPagesScaledToItsWidthOnGrey() throws {
        let document = try #require(PDFDocument(data: Self.twoPages))
        let image = try ImageRenderer(content: DocumentHost(document: document).frame(width: 208, height: 300)).render()
        // Scale 1 (200 + 4 + 4 = 208 wide): the first page's white at (100, 20), grey beside it.
        #expect(image.pixel(x: 100, y: 20).red == 255 && image.pixel(x: 2, y: 20).red == 235)
        // The page runs from 4.75 to 104.75; the next begins 4.75 + 4.75 below it, at 114.25.
        #expect(image.pixel(x: 100, y: 109).red == 235 && image.pixel(x: 100, y: 120).red == 255, "the gap between the pages")
    }
}
