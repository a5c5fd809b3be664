import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import PDFKit

/// An expense report drawn as ExpenseTracker's PDF export draws one (unseen33): a bold title
/// with `NSAttributedString.draw(in:)`, rules stroked with `UIBezierPath`, a filled band, one
/// page per `beginPage()`.
private func expenseReport(pages: Int, drawBeforeFirstPage: Bool = false) -> Data {
    let format = UIGraphicsPDFRendererFormat()
    format.documentInfo = [kCGPDFContextTitle as String: "Expense Report", kCGPDFContextAuthor as String: "Backplate",
                           kCGPDFContextKeywords as String: "expenses, 2026", kCGPDFContextCreator as String: "ExpenseTracker"]
    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
    return renderer.pdfData { context in
        if drawBeforeFirstPage {
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 612, height: 792))
        }
        for page in 0..<pages {
            if page == 1 {
                context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 200), pageInfo: [:])
            } else {
                context.beginPage()
            }
            let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.black]
            NSAttributedString(string: "Expenses page \(page + 1)", attributes: title).draw(in: CGRect(x: 40, y: 40, width: 400, height: 30))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 40, y: 100, width: 200, height: 40))
            UIColor.black.setStroke()
            let rule = UIBezierPath()
            rule.move(to: CGPoint(x: 40, y: 160))
            rule.addLine(to: CGPoint(x: 240, y: 160))
            rule.lineWidth = 4
            rule.stroke()
        }
    }
}

/// The straight RGB of `image` at point (`x`, `y`), at its scale.
private func rgb(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
    guard let cg = image.cgImage else { return [] }
    let px = Int(x * image.scale), py = Int(y * image.scale)
    let i = (py * cg.width + px) * 4
    return Array(cg.rgba[i..<i + 3])
}

@MainActor @Suite struct PDFRendererTests {
    @Test func eachBeginPageStartsAPageOfItsBounds() throws {
        let data = expenseReport(pages: 3)
        #expect(data.starts(with: Data("%PDF-".utf8)))
        let document = try #require(PDFDocument(data: data))
        #expect(document.pageCount == 3)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        #expect(document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 200))
        #expect(document.page(at: 2)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        #expect(document.page(at: 2)?.string?.contains("Expenses page 3") == true)
        #expect(document.page(at: 0)?.string?.contains("Expenses page 1") == true)
    }

    @Test func theDocumentInformationIsReadBack() throws {
        // As a payslip reader files a PDF by its metadata (PayslipMax, unseen37).
        let document = try #require(PDFDocument(data: expenseReport(pages: 1)))
        let attributes = try #require(document.documentAttributes)
        #expect(attributes[PDFDocumentAttribute.titleAttribute] as? String == "Expense Report")
        #expect(attributes["Author"] as? String == "Backplate")
        #expect(attributes[PDFDocumentAttribute.creatorAttribute] as? String == "ExpenseTracker")
        #expect(attributes[PDFDocumentAttribute.keywordsAttribute] as? [String] == ["expenses", "2026"])
        // Backplate writes no dates (the same bytes every time); a file that has them gives them.
        #expect(attributes[PDFDocumentAttribute.creationDateAttribute] == nil)
        let dated = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj
            4 0 obj << /Title (March payslip) /CreationDate (D:20240115103000Z) >> endobj
            trailer << /Root 1 0 R /Info 4 0 R >>
            %%EOF
            """
        let payslip = try #require(PDFDocument(data: Data(dated.utf8))?.documentAttributes)
        #expect(payslip[PDFDocumentAttribute.titleAttribute] as? String == "March payslip")
        let created = try #require(payslip[PDFDocumentAttribute.creationDateAttribute] as? Date)
        #expect(created == Date(timeIntervalSince1970: 1_705_314_600))
        #expect(attributes[PDFDocumentAttribute.subjectAttribute] == nil)
        #expect(document.majorVersion == 1 && (4...7).contains(document.minorVersion))
    }

    @Test func coreGraphicsReadsAndRedrawsThePages() throws {
        // A PDF repairer's pass (PayslipMax, unseen37): each page of a CGPDFDocument redrawn into
        // a new PDF, flipped into UIKit's y-down space.
        let provider = try #require(CGDataProvider(data: expenseReport(pages: 2) as CFData))
        let cgPDF = try #require(CGPDFDocument(provider))
        #expect(cgPDF.numberOfPages == 2 && cgPDF.page(at: 0) == nil && cgPDF.page(at: 3) == nil)
        let first = try #require(cgPDF.page(at: 1))
        #expect(first.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(cgPDF.page(at: 2)?.getBoxRect(.cropBox).size == CGSize(width: 300, height: 200))
        let redrawn = UIGraphicsPDFRenderer(bounds: first.getBoxRect(.mediaBox)).pdfData { context in
            context.beginPage()
            context.cgContext.translateBy(x: 0, y: 792)
            context.cgContext.scaleBy(x: 1, y: -1)
            context.cgContext.drawPDFPage(first)
        }
        let copy = try #require(PDFDocument(data: redrawn))
        #expect(copy.pageCount == 1)
        let thumbnail = try #require(copy.page(at: 0)?.thumbnail(of: CGSize(width: 612, height: 792), for: .mediaBox))
        #expect(rgb(thumbnail, 140, 120) == [255, 0, 0])  // the red band, upright as drawn
        #expect(rgb(thumbnail, 140, 300) == [255, 255, 255])
        #expect(PDFDocument(data: expenseReport(pages: 1))?.documentRef?.numberOfPages == 1)
        // A password is not applied, and says so.
        let (_, warnings) = RuntimeWarning.collecting {
            let format = UIGraphicsPDFRendererFormat()
            format.documentInfo = [kCGPDFContextUserPassword as String: "1234", kCGPDFContextOwnerPassword as String: ""]
            return UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), format: format).pdfData { $0.beginPage() }
        }
        #expect(warnings.filter { $0.contains("without encryption") }.count == 1, "\(warnings)")
    }

    @Test func pagesDrawYDownFromTheTopLeft() throws {
        let page = try #require(PDFDocument(data: expenseReport(pages: 1))?.page(at: 0))
        let image = page.thumbnail(of: CGSize(width: 612, height: 792), for: .mediaBox)
        #expect(image.size == CGSize(width: 612, height: 792))
        // The red band at y 100-140 from the top, the 4-point rule at y 158-162, white below.
        #expect(rgb(image, 140, 120) == [255, 0, 0])
        #expect(rgb(image, 140, 160) == [0, 0, 0])
        #expect(rgb(image, 140, 300) == [255, 255, 255])
        #expect(rgb(image, 300, 120) == [255, 255, 255])
    }

    @Test func theDocumentInformationIsWritten() {
        let text = String(decoding: expenseReport(pages: 1), as: UTF8.self)
        #expect(text.contains("/Title (Expense Report)"))
        #expect(text.contains("/Author (Backplate)"))
        // No creation date: the same drawing gives the same bytes.
        #expect(expenseReport(pages: 2) == expenseReport(pages: 2))
    }

    @Test func drawingBeforeTheFirstPageIsLeftOutWithAWarning() throws {
        var data = Data()
        let warnings = RuntimeWarning.collecting { data = expenseReport(pages: 1, drawBeforeFirstPage: true) }
        #expect(warnings.warnings.contains { $0.contains("outside a page") })
        let page = try #require(PDFDocument(data: data)?.page(at: 0))
        let image = page.thumbnail(of: CGSize(width: 612, height: 792), for: .mediaBox)
        #expect(rgb(image, 500, 600) == [255, 255, 255])
    }

    @Test func writePDFWritesTheWholeFileOrThrows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("report.pdf")
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(PDFDocument(url: url)?.pageCount == 1)
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: folder.appendingPathComponent("missing/report.pdf")) { $0.beginPage() }
        }
    }

    @Test func aCoreGraphicsPDFContextWritesEveryPageYUp() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let consumer = try #require(CGDataConsumer(data: data))
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        for _ in 0..<2 {
            context.beginPDFPage(nil)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.endPDFPage()
        }
        context.closePDF()
        let document = try #require(PDFDocument(data: data as Data))
        #expect(document.pageCount == 2)
        let image = try #require(document.page(at: 1)).thumbnail(of: CGSize(width: 100, height: 100), for: .mediaBox)
        // y up: the square sits at the bottom left.
        #expect(rgb(image, 25, 75) == [0, 0, 255])
        #expect(rgb(image, 25, 25) == [255, 255, 255])
    }

    @Test func uikitPDFContextsWriteOutsideAnImageRenderer() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 120, height: 80), nil)
        UIGraphicsBeginPDFPage()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 60, height: 80))
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        let document = try #require(PDFDocument(data: data as Data))
        #expect(document.pageCount == 2)
        let image = try #require(document.page(at: 0)).thumbnail(of: CGSize(width: 120, height: 80), for: .mediaBox)
        #expect(rgb(image, 30, 40) == [255, 0, 0])
        #expect(rgb(image, 90, 40) == [255, 255, 255])
    }

    @Test func bezierPathsBuildAndDrawAsUIKitDoes() throws {
        // clockwise as seen on a y-down screen: 0 to 90° sweeps through the bottom-right quadrant.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.bounds.minX - 50) < 0.01 && abs(arc.bounds.minY - 50) < 0.01)
        #expect(abs(arc.bounds.maxX - 90) < 0.01 && abs(arc.bounds.maxY - 90) < 0.01)
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 40, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 40))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 5, y: 5)))
        #expect(!triangle.contains(CGPoint(x: 35, y: 35)))
        #expect(triangle.currentPoint == CGPoint(x: 0, y: 0))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            UIColor.blue.setFill()
            triangle.fill()
        }
        #expect(rgb(image, 5, 5) == [0, 0, 255])
        #expect(image.cgImage.map { Array($0.rgba[(35 * 40 + 35) * 4 + 3 ..< (35 * 40 + 35) * 4 + 4]) } == [0])
    }
}

/// The blend-mode forms UIKit's renderer contexts share (`UIGraphicsRendererContext`).
@MainActor @Suite struct RendererContextBlendModeTests {
    @Test func anImageContextFillsInABlendMode() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor(red: 0, green: 1, blue: 1, alpha: 1).setFill()
            // Multiply: orange × cyan = (0, 0.5, 0); the right half keeps orange.
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply)
        }
        let left = rgb(image, 5, 5), right = rgb(image, 15, 5)
        #expect(left.count == 3 && left[0] == 0 && abs(Int(left[1]) - 128) <= 1 && left[2] == 0)
        #expect(right.count == 3 && right[0] == 255 && abs(Int(right[1]) - 128) <= 1 && right[2] == 0)
    }
}
