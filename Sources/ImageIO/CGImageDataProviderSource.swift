import CoreGraphics
import Foundation

extension CGImage {
    /// The PNG image in `source`'s bytes; `nil` for bytes that are not a PNG. The decode array,
    /// interpolation and intent are not applied (images draw in sRGB, interpolated).
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.init(decoding: source, as: "public.png")
    }

    /// The JPEG image in `source`'s bytes; `nil` for bytes that are not a JPEG. The decode array,
    /// interpolation and intent are not applied (images draw in sRGB, interpolated).
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.init(decoding: source, as: "public.jpeg")
    }

    /// The image in `source`'s bytes when they are of the type `typeIdentifier`.
    private convenience init?(decoding source: CGDataProvider, as typeIdentifier: String) {
        let image = CGImageSource(data: source.bytes)
        guard image.typeIdentifier == typeIdentifier, let raster = image.raster else { return nil }
        self.init(width: raster.width, height: raster.height, rgba: raster.rgba)
    }
}
