import Foundation
import BackplateCore

/// The PDF context UIKit's `UIGraphicsBeginPDFContext…` functions made on this thread: the
/// recording context, its file, and the data object to fill when it was begun to data.
private final class PDFContextState {
    let context: CGContext
    let data: NSMutableData?
    var pageOpen = false
    init(context: CGContext, data: NSMutableData?) {
        self.context = context
        self.data = data
    }

    static var current: PDFContextState? {
        get { Thread.current.threadDictionary["Backplate.UIGraphicsPDFContext"] as? PDFContextState }
        set { Thread.current.threadDictionary["Backplate.UIGraphicsPDFContext"] = newValue }
    }
}

/// Begins a PDF context writing to the file at `path`, pages `bounds` large (612 × 792 when
/// empty), in UIKit's y-down points. The file is written by `UIGraphicsEndPDFContext()`, inside
/// `ImageRenderer.render(rasterizationScale:renderer:)` only (elsewhere it warns and writes
/// nothing), first page only, as a CoreGraphics PDF context is. False for a path it cannot use.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard !path.isEmpty else { return false }
    beginPDFContext(URL(fileURLWithPath: path), bounds, data: nil)
    return true
}

/// Begins a PDF context whose document `UIGraphicsEndPDFContext()` appends to `data`.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-pdf-\(UUID().uuidString).pdf")
    beginPDFContext(url, bounds, data: data)
}

private func beginPDFContext(_ url: URL, _ bounds: CGRect, data: NSMutableData?) {
    let box = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
        ? bounds : CGRect(x: 0, y: 0, width: 612, height: 792)
    let context = CGContext(recordingSize: box.size)
    context.pdf = PDFTarget(url: url, mediaBox: box, writer: CGContext.pdfWriter)
    PDFContextState.current = PDFContextState(context: context, data: data)
    UIGraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Ends the page being drawn, if any, and begins a new one the context's size.
public func UIGraphicsBeginPDFPage() {
    UIGraphicsBeginPDFPageWithInfo(UIGraphicsGetPDFContextBounds(), nil)
}

/// Ends the page being drawn, if any, and begins a new one (pages keep the context's size).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let state = PDFContextState.current else { return }
    if state.pageOpen { state.context.endPDFPage() }
    state.context.beginPDFPage(nil)
    state.pageOpen = true
}

/// The current PDF context's page rectangle (zero when none was begun).
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    PDFContextState.current?.context.pdf?.mediaBox ?? .zero
}

/// Ends the PDF context: its last page is closed and the document written, as
/// `UIGraphicsBeginPDFContextToFile` says.
public func UIGraphicsEndPDFContext() {
    guard let state = PDFContextState.current, let target = state.context.pdf else { return }
    PDFContextState.current = nil
    let stack = UIGraphicsContextStack.current
    if let index = stack.entries.lastIndex(where: { $0.context === state.context }) { stack.entries.remove(at: index) }
    if state.pageOpen { state.context.endPDFPage() }
    if target.writer == nil {
        RuntimeWarning.emit("UIGraphicsEndPDFContext: \(target.url.lastPathComponent) is written only inside ImageRenderer.render(rasterizationScale:renderer:); nothing was written")
    }
    state.context.closePDF()
    if let data = state.data, let written = try? Data(contentsOf: target.url) {
        data.append(written)
        try? FileManager.default.removeItem(at: target.url)
    }
}
