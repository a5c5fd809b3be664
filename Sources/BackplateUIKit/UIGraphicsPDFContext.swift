import Foundation
import BackplateCore

/// The PDF context UIKit's `UIGraphicsBeginPDFContext…` functions made on this thread.
private final class PDFContextState {
    let context: CGContext
    init(context: CGContext) { self.context = context }

    static var current: PDFContextState? {
        get { Thread.current.threadDictionary["Backplate.UIGraphicsPDFContext"] as? PDFContextState }
        set { Thread.current.threadDictionary["Backplate.UIGraphicsPDFContext"] = newValue }
    }
}

/// Begins a PDF context writing to the file at `path`, pages `bounds` large (612 × 792 when
/// empty), in UIKit's y-down points; `documentInfo` may give the title, author, subject,
/// keywords and creator (`kCGPDFContextTitle`…). `UIGraphicsEndPDFContext()` writes the file,
/// one page per `UIGraphicsBeginPDFPage()`. False for an empty path.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard !path.isEmpty else { return false }
    beginPDFContext(.file(URL(fileURLWithPath: path)), bounds, documentInfo)
    return true
}

/// Begins a PDF context whose document `UIGraphicsEndPDFContext()` appends to `data`.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    beginPDFContext(.data(data), bounds, documentInfo)
}

private func beginPDFContext(_ destination: PDFTarget.Destination, _ bounds: CGRect, _ info: [AnyHashable: Any]?) {
    let usable = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
    guard let context = CGContext(pdfMediaBox: usable ? bounds : nil, destination: destination, info: info, yDown: true) else { return }
    PDFContextState.current = PDFContextState(context: context)
    UIGraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Ends the page being drawn, if any, and begins a new one the context's size.
public func UIGraphicsBeginPDFPage() {
    UIGraphicsBeginPDFPageWithInfo(UIGraphicsGetPDFContextBounds(), nil)
}

/// Ends the page being drawn, if any, and begins a new one `bounds` large.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let state = PDFContextState.current else { return }
    var box = bounds
    state.context.beginPage(mediaBox: &box)
}

/// The current PDF context's page rectangle (zero when none was begun).
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    PDFContextState.current?.context.pdf?.mediaBox ?? .zero
}

/// Ends the PDF context: its last page is closed and the document written to its file or
/// appended to its data.
public func UIGraphicsEndPDFContext() {
    guard let state = PDFContextState.current else { return }
    PDFContextState.current = nil
    let stack = UIGraphicsContextStack.current
    if let index = stack.entries.lastIndex(where: { $0.context === state.context }) { stack.entries.remove(at: index) }
    state.context.closePDF()
}
