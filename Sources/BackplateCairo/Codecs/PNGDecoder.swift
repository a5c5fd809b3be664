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
        guard let pixels = CairoImage.rgba(of: surface) else { return nil }
        self.init(width: pixels.width, height: pixels.height, scale: scale, rgba: pixels.rgba)
    }
}

extension CairoImage {
    /// Straight-alpha RGBA bytes of an ARGB32 or RGB24 image surface.
    static func rgba(of surface: OpaquePointer) -> (width: Int, height: Int, rgba: [UInt8])? {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface),
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = format == CAIRO_FORMAT_RGB24
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = data + y * stride
                for x in 0..<w {
                    let p = row.advanced(by: x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                    let a = opaque ? 255 : p >> 24
                    let o = (y * w + x) * 4
                    guard a > 0 else { continue }
                    func un(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
                    out[o] = un((p >> 16) & 0xFF)
                    out[o + 1] = un((p >> 8) & 0xFF)
                    out[o + 2] = un(p & 0xFF)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return (w, h, rgba)
    }
}
