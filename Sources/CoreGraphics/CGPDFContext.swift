import Foundation
import CGBitmapHook

extension CGContext {
    /// The pixels per point at which a PDF context embeds effects that need pixels (shadows,
    /// blurs); `ImageRenderer.render(rasterizationScale:renderer:)` sets its own.
    @TaskLocal package static var pdfRasterizationScale: CGFloat = 2

    /// A PDF context writing to `url` when closed, pages `mediaBox` large (612 × 792 points
    /// when `nil`); user space is y-up from the page's bottom-left corner, as in CoreGraphics.
    /// `auxiliaryInfo` may name the document's title, author, subject, keywords and creator
    /// (`kCGPDFContextTitle`…). `nil` for a URL that is not a file or an empty box.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard url.isFileURL else { return nil }
        self.init(pdfMediaBox: mediaBox?.pointee, destination: .file(url), info: auxiliaryInfo)
    }

    /// A PDF context writing its document into `consumer` when closed, pages `mediaBox` large.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        self.init(pdfMediaBox: mediaBox?.pointee, destination: consumer.destination, info: auxiliaryInfo)
    }

    /// A PDF context of pages `mediaBox` large (612 × 792 when `nil`), y-up unless
    /// `yDown` (UIKit's PDF contexts draw in y-down points); `nil` for an empty box.
    package convenience init?(pdfMediaBox mediaBox: CGRect?, destination: PDFTarget.Destination, info: CFDictionary?, yDown: Bool = false) {
        let box = mediaBox ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        self.init(recordingSize: box.size, transform: PDFTarget.transform(for: box, yDown: yDown))
        pdf = PDFTarget(destination: destination, mediaBox: box, info: PDFTarget.documentInfo(info), yDown: yDown)
        pdf?.unappliedKeys = [kCGPDFContextUserPassword, kCGPDFContextOwnerPassword].filter {
            (info?[$0] as? String).map { !$0.isEmpty } ?? false
        }
    }

    /// Begins a PDF page the context's size, or the size `kCGPDFContextMediaBox` gives in
    /// `pageInfo` (a `CGRect`); drawing starts afresh with the initial graphics state. An open
    /// page is ended first.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        openPage(box: pageInfo?[kCGPDFContextMediaBox] as? CGRect)
    }

    /// Begins a page `mediaBox` large (the context's box when `nil`).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        openPage(box: mediaBox?.pointee)
    }

    private func openPage(box requested: CGRect?) {
        guard var target = pdf else { return }
        if target.pageOpen { endPDFPage(); target = pdf ?? target }
        if !operations.isEmpty { target.dropped += operations.count }
        let box = requested.map { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite ? $0 : target.mediaBox }
            ?? target.mediaBox
        target.pageBoxes.append(box)
        target.pageOpen = true
        pdf = target
        resetForPage(transform: PDFTarget.transform(for: box, yDown: target.yDown))
    }

    /// Ends the current PDF page, keeping what was drawn on it.
    public func endPDFPage() {
        guard var target = pdf, target.pageOpen else { return }
        target.pages.append(operations)
        target.pageOpen = false
        pdf = target
        resetForPage()
    }

    /// Ends the current page (the same as `endPDFPage()`).
    public func endPage() { endPDFPage() }

    /// Writes the PDF document (once): an open page is ended first; drawing made outside any
    /// page is left out, as CoreGraphics ignores it, with a warning. Later drawing is not written.
    public func closePDF() {
        guard let data = finishPDFDocument(), let target = pdf else { return }
        pdf = nil
        switch target.destination {
        case .file(let url):
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                CGBitmapTarget.log("CGContext PDF: \(url.path) could not be written (\(error.localizedDescription))")
            }
        case .data(let sink):
            sink.append(data)
        case .none:
            break
        }
    }

    /// The document's bytes: the open page ended, every page drawn by the linked backend
    /// (`nil` when there is no PDF target or no backend is linked).
    package func finishPDFDocument() -> Data? {
        guard pdf != nil else { return nil }
        endPDFPage()
        guard var target = pdf else { return nil }
        target.dropped += operations.count
        resetForPage()
        pdf = target
        let job = CGPDFJob(pages: target.pages, boxes: target.pageBoxes, info: target.info, rasterizationScale: CGContext.pdfRasterizationScale)
        for key in target.unappliedKeys {
            job.warnings.append("CGContext PDF: \(key) is not applied; Backplate writes the PDF without encryption")
        }
        if target.dropped > 0 {
            job.warnings.append("CGContext PDF: \(target.dropped) drawing call\(target.dropped == 1 ? "" : "s") outside a page (between endPDFPage and beginPDFPage, or before the first page) left out, as CoreGraphics ignores them")
        }
        let ran = withExtendedLifetime(job) { backplate_cg_write_pdf(Unmanaged.passUnretained(job).toOpaque()) }
        guard ran == 1 else {
            CGBitmapTarget.log("CGContext PDF: no PDF writer is linked (link BackplateCairo); nothing is written")
            return nil
        }
        return job.result
    }
}

/// Where a PDF context writes (CoreGraphics' `CGDataConsumer`): a file or a mutable data
/// object, which the document is appended to when the context closes.
public final class CGDataConsumer {
    let destination: PDFTarget.Destination

    /// A consumer appending to `data`.
    public init?(data: CFMutableData) { destination = .data(data) }

    /// A consumer writing the file at `url`; `nil` for a URL that is not a file.
    public init?(url: CFURL) {
        guard url.isFileURL else { return nil }
        destination = .file(url)
    }
}

/// A PDF context's document so far: its pages, their boxes, its information.
package struct PDFTarget {
    /// Where the finished document goes.
    package enum Destination {
        case file(URL)
        case data(NSMutableData)
        /// The caller takes the bytes from `finishPDFDocument()`.
        case none
    }

    package let destination: Destination
    /// The default page box.
    package let mediaBox: CGRect
    /// Title, author, subject, keywords and creator, by CoreGraphics' key names.
    package let info: [String: String]
    /// Whether user space is y-down from the page's top-left corner (UIKit's).
    let yDown: Bool
    package var pages: [[CGContext.Operation]] = []
    package var pageBoxes: [CGRect] = []
    var pageOpen = false
    /// Drawing calls made outside any page.
    var dropped = 0
    /// Auxiliary keys given that the writer cannot apply (passwords).
    var unappliedKeys: [String] = []

    /// The transform from user space to a page's y-down points.
    static func transform(for box: CGRect, yDown: Bool) -> CGAffineTransform {
        yDown ? CGAffineTransform(translationX: -box.minX, y: -box.minY)
            : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    /// The string values of the document-information keys in `info`.
    static func documentInfo(_ info: CFDictionary?) -> [String: String] {
        var result: [String: String] = [:]
        for key in [kCGPDFContextTitle, kCGPDFContextAuthor, kCGPDFContextSubject, kCGPDFContextKeywords, kCGPDFContextCreator] {
            if let value = info?[key] as? String { result[key] = value }
            if let value = info?[key] as? [String] { result[key] = value.joined(separator: ", ") }
        }
        return result
    }
}

/// A PDF document for the writer BackplateCairo links in: each page's operations in its
/// y-down points, the page boxes, the information; the writer sets `result`.
package final class CGPDFJob {
    package let pages: [[CGContext.Operation]]
    package let boxes: [CGRect]
    package let info: [String: String]
    package let rasterizationScale: CGFloat
    /// What the writer reports as runtime warnings.
    package var warnings: [String] = []
    /// The document's bytes.
    package var result: Data?

    init(pages: [[CGContext.Operation]], boxes: [CGRect], info: [String: String], rasterizationScale: CGFloat) {
        self.pages = pages
        self.boxes = boxes
        self.info = info
        self.rasterizationScale = rasterizationScale
    }
}

/// The document-information keys of a PDF context's auxiliary dictionary: the document's title.
public let kCGPDFContextTitle: CFString = "Title"
/// The author key.
public let kCGPDFContextAuthor: CFString = "Author"
/// The subject key.
public let kCGPDFContextSubject: CFString = "Subject"
/// The keywords key (a string or an array of strings).
public let kCGPDFContextKeywords: CFString = "Keywords"
/// The creating application's key.
public let kCGPDFContextCreator: CFString = "Creator"
/// The media box key of a page's dictionary (a `CGRect`).
public let kCGPDFContextMediaBox: CFString = "MediaBox"
/// The password needed to open the document: not applied (cairo writes no encryption), a runtime
/// warning says so; an empty string asks for none.
public let kCGPDFContextUserPassword: CFString = "kCGPDFContextUserPassword"
/// The password needed to change the document: not applied, as the user password.
public let kCGPDFContextOwnerPassword: CFString = "kCGPDFContextOwnerPassword"
