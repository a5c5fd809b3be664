import Foundation
import BackplateCore
import BackplateCairo

extension UIImage {
    /// The asset-catalog or bundled image `name` (UIKit's `init?(named:)`), found as
    /// `Image(_:)` finds it; `nil` when no catalog or file has it, as on iOS.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `name` from `bundle`'s catalogs; the traits are accepted for compatibility
    /// (a catalog's light, 1x-or-best variant is loaded).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = Self.catalogImage(name, bundle: bundle) else { return nil }
        self.init(renderedImage: image)
    }

    /// The pixels of the catalog or bundled image `name`, as `Image(_:bundle:)` finds it; the
    /// decoders are installed first, as sample data may load images before anything renders.
    static func catalogImage(_ name: String, bundle: Bundle?) -> RenderedImage? {
        _ = RasterImage.installFileDecoder
        guard let raster = NamedImages.load(name, bundle: bundle) else { return nil }
        return RenderedImage(width: raster.width, height: raster.height, scale: raster.scale, rgba: raster.rgba)
    }

    /// The image encoded as JPEG at `compressionQuality` (0 smallest, 1 best) over white, or
    /// `nil` when it has no pixels.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard renderedImage.width > 0, renderedImage.height > 0 else { return nil }
        return try? renderedImage.jpegData(quality: Double(min(max(compressionQuality, 0), 1)))
    }
}
