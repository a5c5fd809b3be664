import Foundation
import BackplateCore

/// The PDF documents CoreGraphics' PDF contexts (and UIKit's PDF renderers over them) write:
/// each page's recorded operations replayed on a canvas the page's size, drawn by cairo as one
/// page of a document, shapes and text kept as vectors.
package enum CGPDFWriter {
    /// The document of `pages` (each page's operations in its y-down points), one page per
    /// box, with `info`'s title, author, subject, keywords and creator.
    package static func document(pages: [[CGContext.Operation]], boxes: [CGRect], info: [String: String],
                                 rasterizationScale: CGFloat) throws -> Data {
        let scale = PixelGeometry.rasterScale(rasterizationScale.isFinite && rasterizationScale > 0 ? rasterizationScale : 2)
        // A document with no page gets one blank page of the first box, as cairo writes one.
        let drawn = pages.isEmpty ? [[]] : pages
        let sizes = drawn.indices.map { index in (index < boxes.count ? boxes[index] : boxes.first ?? CGRect(x: 0, y: 0, width: 612, height: 792)).size }
        return try PangoTextEngine.withPooledEngine { engine in
            try ViewIsolation.run {
                var lists: [(list: DisplayList, size: CGSize)] = []
                for (operations, size) in zip(drawn, sizes) {
                    let canvas = Canvas { context, _ in CGContextReplay.draw(operations, into: context) }
                        .frame(width: size.width, height: size.height)
                    let tree = LayoutTree.make(canvas, proposal: ProposedViewSize(size), environment: EnvironmentValues(), textEngine: engine)
                    lists.append((tree.displayList(scale: scale), size))
                }
                return try CairoRenderer(textEngine: engine).pdfDocument(lists, rasterScale: scale, info: info)
            }
        }
    }
}

/// What a PDF `CGContext` calls (through CGBitmapHook's weak symbol) when it closes: writes the
/// document of a `CGPDFJob` into its result, and reports its warnings.
@_cdecl("BackplateWriteCGPDFJob")
package func writeCGPDFJob(_ pointer: UnsafeMutableRawPointer) {
    let job = Unmanaged<CGPDFJob>.fromOpaque(pointer).takeUnretainedValue()
    for warning in job.warnings { RuntimeWarning.emit(warning) }
    do {
        job.result = try CGPDFWriter.document(pages: job.pages, boxes: job.boxes, info: job.info,
                                              rasterizationScale: job.rasterizationScale)
    } catch {
        RuntimeWarning.emit("CGContext PDF: the document could not be drawn (\(error))")
    }
}
