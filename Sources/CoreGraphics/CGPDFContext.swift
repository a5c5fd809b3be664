import Foundation

extension CGContext {
    /// Writes a PDF document's pages (each page's recorded operations) to a URL; `false`
    /// when it cannot. Backplate's `ImageRenderer.render(rasterizationScale:renderer:)`
    /// provides it while its closure runs.
    package typealias PDFWriter = @Sendable (_ url: URL, _ mediaBox: CGRect, _ pages: [[Operation]]) -> Bool

    /// The PDF writer of the render in progress.
    @TaskLocal package static var pdfWriter: PDFWriter?

    /// A PDF context writing to `url` when closed, pages `mediaBox` large (612 × 792 points
    /// when `nil`); user space is y-up from the page's bottom-left corner, as in CoreGraphics.
    /// Backplate writes the file only inside `ImageRenderer.render(rasterizationScale:renderer:)`.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard url.isFileURL, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        self.init(recordingSize: box.size, transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY))
        pdf = PDFTarget(url: url, mediaBox: box, writer: CGContext.pdfWriter)
    }

    /// Begins a PDF page: drawing starts afresh with the initial graphics state.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        guard pdf != nil else { return }
        resetForPage()
    }

    /// Ends the current PDF page, keeping what was drawn on it.
    public func endPDFPage() {
        guard pdf != nil else { return }
        pdf?.pages.append(operations)
        resetForPage()
    }

    /// Writes the PDF document (once); later drawing is not written.
    public func closePDF() {
        guard let target = pdf else { return }
        pdf = nil
        _ = target.writer?(target.url, target.mediaBox, target.pages)
    }
}

/// Where a PDF context writes, and the pages drawn so far.
package struct PDFTarget {
    package let url: URL
    package let mediaBox: CGRect
    package let writer: CGContext.PDFWriter?
    package var pages: [[CGContext.Operation]] = []

    /// A target writing to `url` through `writer`, pages `mediaBox` large.
    package init(url: URL, mediaBox: CGRect, writer: CGContext.PDFWriter?) {
        self.url = url
        self.mediaBox = mediaBox
        self.writer = writer
    }
}

/// The document-information keys of a PDF context's auxiliary dictionary (kept, not written).
public let kCGPDFContextTitle: CFString = "Title"
/// The author key.
public let kCGPDFContextAuthor: CFString = "Author"
/// The subject key.
public let kCGPDFContextSubject: CFString = "Subject"
/// The keywords key.
public let kCGPDFContextKeywords: CFString = "Keywords"
/// The creating application's key.
public let kCGPDFContextCreator: CFString = "Creator"
/// The media box key of a page's dictionary.
public let kCGPDFContextMediaBox: CFString = "MediaBox"
