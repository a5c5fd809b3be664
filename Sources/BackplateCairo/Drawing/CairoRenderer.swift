import Foundation
import BackplateCore
internal import CCairo
internal import CPixelLoops

/// Why a render failed.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The view's size is not finite (a greedy view given an infinite proposal) or is negative.
    case invalidSize(width: CGFloat, height: CGFloat)
    /// The image would exceed the pixel limit.
    case imageTooLarge(width: Int, height: Int)
    /// The view has no area: there is nothing to encode.
    case emptyImage
    /// Cairo reported an error.
    case cairo(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "cannot render a view of size \(w)×\(h): give it a finite proposal or frame"
        case .imageTooLarge(let w, let h):
            return "a \(w)×\(h) pixel image exceeds the limit of \(PixelGeometry.maxSide) pixels per side and \(CairoRenderer.maxPixels) pixels (\(PixelGeometry.maxBytes) bytes) in all"
        case .emptyImage: return "the view has zero width or height: there is nothing to encode"
        case .cairo(let m): return "cairo error: \(m)"
        }
    }
}

/// Stage 5: draws display lists with cairo into bitmaps, SVG or PDF: the backend
/// `ImageRenderer` renders through (`Renderer`'s bitmap output, plus vector documents).
///
/// Text items are drawn from the shaped lines the text engine kept when it measured them
/// (a miss shapes the text again with the same engine).
package struct CairoRenderer: Renderer, Sendable {
    /// The largest bitmap rendered, in pixels (about 400 MB of RGBA).
    package static let maxPixels = PixelGeometry.maxPixels

    /// The engine that measured the display list's text, and draws it. `nil`: each call
    /// borrows a pooled engine.
    let engine: PangoTextEngine?

    /// Creates a renderer drawing text with `textEngine` (a pooled engine per call when `nil`).
    package init(textEngine: PangoTextEngine? = nil) {
        _ = RasterImage.installFileDecoder
        engine = textEngine
    }

    /// The engine layout must measure with for this renderer to draw the same lines.
    package var textEngine: any TextEngine { engine ?? PangoTextEngine.shared }

    /// Draws `list` on a transparent bitmap of `size` points at `scale` (`Renderer`).
    package func render(_ list: DisplayList, size: CGSize, scale: CGFloat) throws -> RenderedImage {
        try renderImage(list, size: size, scale: scale)
    }

    private func withEngine<T>(_ body: (PangoTextEngine) throws -> T) rethrows -> T {
        if let engine { return try body(engine) }
        return try PangoTextEngine.withPooledEngine(body)
    }

    static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        // Checked in Double before any Int conversion (PixelGeometry): never traps.
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, scale.isFinite, scale > 0 else {
            throw RenderError.invalidSize(width: size.width, height: size.height)
        }
        // Whole pixels, up; a size within a millionth of a pixel of a whole number is that
        // number (393.00000000000017 pt at 2x is 786 pixels, as on iOS, not 787).
        func side(_ v: CGFloat) -> Int {
            let exact = Double(v * scale), nearest = exact.rounded()
            return PixelGeometry.clampedInt(abs(exact - nearest) < 1e-6 ? nearest : exact.rounded(.up), fallback: Int.max)
        }
        let w = side(size.width), h = side(size.height)
        guard w <= PixelGeometry.maxSide, h <= PixelGeometry.maxSide, w * h <= maxPixels else {
            throw RenderError.imageTooLarge(width: w, height: h)
        }
        return (w, h)
    }

    /// Draws `list` on a transparent bitmap of `size` points at `scale`.
    ///
    /// Cairo draws straight into the memory of the returned image's pixels (a surface made
    /// with `cairo_image_surface_create_for_data`, rows `4 × width` bytes apart, which is
    /// cairo's own stride for ARGB32), cleared as `cairo_image_surface_create` clears its own.
    /// The image keeps cairo's premultiplied ARGB words; they become straight RGBA bytes in
    /// place (`StraightAlpha.convertInPlace`) when its `rgba` is first read, so a render
    /// ends where cairo's drawing ends. One full-size buffer per image: no second
    /// allocation, page faults and pass over fresh memory, and the same bytes.
    ///
    /// The clear is left out when the first item paints every pixel with an opaque colour
    /// (`OpaqueBackground`): the same bytes, one pass over the bitmap less.
    package func renderImage(_ list: DisplayList, size: CGSize, scale: CGFloat) throws -> RenderedImage {
        try renderImage(list, size: size, scale: scale, alwaysClear: false)
    }

    /// `renderImage(_:size:scale:)`, clearing the bitmap first even under an opaque
    /// background when `alwaysClear` (for tests comparing the two).
    func renderImage(_ list: DisplayList, size: CGSize, scale: CGFloat, alwaysClear: Bool) throws -> RenderedImage {
        let (w, h) = try CairoRenderer.pixelSize(size, scale: scale)
        guard w > 0, h > 0 else { return RenderedImage(width: 0, height: 0, scale: scale, rgba: []) }
        let rowBytes = w * 4
        guard Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w))) == rowBytes else {
            throw RenderError.imageTooLarge(width: w, height: h)
        }
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * h) { buffer, count in
            count = 0
            let data = buffer.baseAddress!
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(rowBytes))!
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = .cairo(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
                return
            }
            let cr = cairo_create(surface)!
            // Transparent, and known to cairo as clear (as a new surface of its own is),
            // unless an opaque first item paints every pixel anyway.
            if alwaysClear || !OpaqueBackground.coversCanvas(list.items, cr: cr, width: w, height: h, scale: scale) {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            cairo_scale(cr, scale, scale)
            withEngine { engine in
                CairoDrawing.draw(list.items, cr: cr, rasterScale: scale, canReadBackdrop: true, textEngine: engine)
            }
            let status = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                failure = .cairo(String(cString: cairo_status_to_string(status)))
                return
            }
            count = rowBytes * h
        }
        if let failure { throw failure }
        return RenderedImage(width: w, height: h, scale: scale, premultipliedARGB: pixels)
    }

    /// Draws `list` as an SVG document of `size` points. Shapes, gradients and text outlines
    /// stay vector; shadows, blurs and materials are embedded as images at `rasterScale`.
    package func svgData(_ list: DisplayList, size: CGSize, rasterScale: CGFloat = 2) throws -> Data {
        try vector(list, size: size, rasterScale: rasterScale) { write, closure, w, h in
            let s = cairo_svg_surface_create_for_stream(write, closure, w, h)
            if let s { cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PT) }
            return s
        }
    }

    /// Draws `list` as a one-page PDF of `size` points, fonts embedded.
    package func pdfData(_ list: DisplayList, size: CGSize, rasterScale: CGFloat = 2) throws -> Data {
        try pdfDocument([(list, size)], rasterScale: rasterScale)
    }

    /// Draws each page's list as a page of its size in one PDF, fonts embedded; `info` sets
    /// the document's title, author, subject, keywords and creator (CoreGraphics' key names).
    package func pdfDocument(_ pages: [(list: DisplayList, size: CGSize)], rasterScale: CGFloat = 2,
                             info: [String: String] = [:]) throws -> Data {
        try vector(pages, rasterScale: rasterScale) { write, closure, w, h in
            let s = cairo_pdf_surface_create_for_stream(write, closure, w, h)
            // No /CreationDate (cairo writes the clock's time): the same view gives the same bytes.
            if let s {
                cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, "")
                let keys: [(String, cairo_pdf_metadata_t)] = [
                    ("Title", CAIRO_PDF_METADATA_TITLE), ("Author", CAIRO_PDF_METADATA_AUTHOR), ("Subject", CAIRO_PDF_METADATA_SUBJECT),
                    ("Keywords", CAIRO_PDF_METADATA_KEYWORDS), ("Creator", CAIRO_PDF_METADATA_CREATOR),
                ]
                for (key, field) in keys { if let value = info[key] { cairo_pdf_surface_set_metadata(s, field, value) } }
            }
            return s
        } resize: { surface, w, h in
            cairo_pdf_surface_set_size(surface, w, h)
        }
    }

    private final class Sink { var data = Data() }

    private func vector(_ list: DisplayList, size: CGSize, rasterScale: CGFloat,
                        create: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?) throws -> Data {
        try vector([(list, size)], rasterScale: rasterScale, create: create, resize: nil)
    }

    /// Draws one page per list on a surface `create` makes at the first page's size; `resize`
    /// sets each later page's size (documents of one page need none).
    private func vector(_ pages: [(list: DisplayList, size: CGSize)], rasterScale: CGFloat,
                        create: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?,
                        resize: ((OpaquePointer, Double, Double) -> Void)?) throws -> Data {
        guard let first = pages.first else { throw RenderError.emptyImage }
        for page in pages {
            _ = try CairoRenderer.pixelSize(page.size, scale: 1)
            guard page.size.width > 0, page.size.height > 0 else { throw RenderError.emptyImage }
        }
        let sink = Sink()
        let closure = Unmanaged.passRetained(sink)
        defer { closure.release() }
        let write: cairo_write_func_t = { raw, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(raw!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = create(write, closure.toOpaque(), Double(first.size.width), Double(first.size.height)) else {
            throw RenderError.cairo("could not create a vector surface")
        }
        var status = CAIRO_STATUS_SUCCESS
        for (index, page) in pages.enumerated() where status == CAIRO_STATUS_SUCCESS {
            if index > 0 { resize?(surface, Double(page.size.width), Double(page.size.height)) }
            let cr = cairo_create(surface)!
            withEngine { engine in
                CairoDrawing.draw(page.list.items, cr: cr, rasterScale: rasterScale, canReadBackdrop: false, textEngine: engine)
            }
            // Showing a page replays it into PDF operators, which may load glyphs: under the lock too.
            GlyphCacheLock.withLock {
                if pages.count > 1 { cairo_show_page(cr) }
                status = cairo_status(cr)
                cairo_destroy(cr)
            }
        }
        // Finishing a document embeds its fonts' glyphs: loaded under the glyph cache's lock.
        GlyphCacheLock.withLock {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}

/// The cairo backend's vector output through the `Renderer` seam: draws a display list as an
/// SVG or PDF document (`Output` is the document's bytes). Effects that need pixels (shadows,
/// blurs, colour matrices, drawing groups) are embedded as images at `rasterScale`.
package struct CairoDocumentRenderer: Renderer, Sendable {
    /// The document format.
    package enum Format: Sendable { case svg, pdf }
    let cairo: CairoRenderer
    let format: Format
    let rasterScale: CGFloat

    /// Creates a document renderer drawing text with `textEngine` (pooled engines when `nil`).
    package init(textEngine: PangoTextEngine? = nil, format: Format, rasterScale: CGFloat = 2) {
        cairo = CairoRenderer(textEngine: textEngine)
        self.format = format
        self.rasterScale = rasterScale
    }

    package var textEngine: any TextEngine { cairo.textEngine }

    /// Draws `list` as a document of `size` points (`scale` is unused: documents are in points).
    package func render(_ list: DisplayList, size: CGSize, scale: CGFloat) throws -> Data {
        switch format {
        case .svg: return try cairo.svgData(list, size: size, rasterScale: rasterScale)
        case .pdf: return try cairo.pdfData(list, size: size, rasterScale: rasterScale)
        }
    }
}

/// Converts cairo's premultiplied native-endian ARGB32 pixels to the straight-alpha RGBA
/// bytes of `RenderedImage`: opaque pixels are reordered four at a time, transparent ones are
/// zero, and translucent ones are divided through a table of `min(255, (v·255 + a/2) / a)`.
/// Renders and decoded PNGs both come through here. The loop is C (`CPixelLoops`): as fast as
/// Swift's SIMD in release, and fast in debug builds too.
enum StraightAlpha {
    /// `table[a << 8 | v]` = v unpremultiplied by alpha a (1...255); row 0 is unused.
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for v in 0..<256 { t[a << 8 | v] = UInt8(min(255, (v * 255 + a / 2) / a)) }
        }
        return t
    }()

    /// The straight RGBA bytes of an ARGB32 (or RGB24, opaque) image surface.
    static func rgba(of surface: OpaquePointer) -> (width: Int, height: Int, rgba: [UInt8])? {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface),
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (w, h, convert(UnsafeRawPointer(data), width: w, height: h, rowBytes: stride, opaque: format == CAIRO_FORMAT_RGB24))
    }

    /// Straight RGBA bytes of `height` rows of `width` premultiplied native-endian ARGB words
    /// (`rowBytes` apart); with `opaque`, every alpha counts as 255 (cairo's RGB24).
    static func convert(_ data: UnsafeRawPointer, width w: Int, height h: Int, rowBytes: Int, opaque: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            let o = UnsafeMutableRawPointer(out.baseAddress!)
            for y in 0..<h {
                convertRow(from: data + y &* rowBytes, to: o + y &* w &* 4, width: w, opaque: opaque)
            }
            count = w * h * 4
        }
    }

    /// Converts `pixelCount` contiguous premultiplied ARGB words to straight RGBA bytes where
    /// they lie (each word is read before its four bytes are written): the same bytes as
    /// `convert`, without a second buffer.
    static func convertInPlace(_ data: UnsafeMutableRawPointer, pixelCount: Int) {
        convertRow(from: UnsafeRawPointer(data), to: data, width: pixelCount, opaque: false)
    }

    /// One run of `width` pixels from `row` to `dst` (which may be `row`).
    private static func convertRow(from row: UnsafeRawPointer, to dst: UnsafeMutableRawPointer, width w: Int, opaque: Bool) {
        table.withUnsafeBufferPointer { backplate_straight_rgba(row, dst, w, opaque ? 1 : 0, $0.baseAddress!) }
    }
}
