import Foundation
internal import CCairo

extension RenderedImage {
    /// Decodes PNG data (through cairo's libpng reader) into straight-alpha RGBA pixels.
    /// Returns `nil` when the data is not a PNG cairo can read.
    public init?(pngData: Data, scale: CGFloat = 1) {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(pngData)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let read: cairo_read_func_t = { raw, buffer, length in
            let r = Unmanaged<Reader>.fromOpaque(raw!).takeUnretainedValue()
            let n = Int(length)
            guard let buffer, r.offset + n <= r.data.count else { return CAIRO_STATUS_READ_ERROR }
            r.data.copyBytes(to: buffer, from: r.offset..<(r.offset + n))
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let pixels = StraightAlpha.rgba(of: surface) else { return nil }
        self.init(width: pixels.width, height: pixels.height, scale: scale, rgba: pixels.rgba)
    }
}
