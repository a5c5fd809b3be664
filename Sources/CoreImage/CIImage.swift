import Foundation
import CoreGraphics

/// An image recipe (CoreImage's `CIImage`): pixels placed in a y-up working space by an affine
/// transform. `extent` is where they land; a `CIContext` samples them into a `CGImage`.
public final class CIImage: Sendable, CustomStringConvertible {
    /// The pixels, top row first, before `transform`: source pixel (col, row) covers
    /// x in col...col+1, y in (height - row - 1)...(height - row) of the source space.
    package let pixels: CGImage?
    /// Source space to working space.
    package let transform: CGAffineTransform
    /// Whether sampling picks the nearest source pixel (else bilinear).
    package let nearest: Bool
    /// For an image that extends its edge pixels forever (`init(color:)`, `clampedToExtent()`):
    /// the source-space rectangle sample points are moved into. The extent is then infinite.
    package let clamp: CGRect?
    /// The part of the working space the image covers (before cropping: the transformed bounds).
    public let extent: CGRect
    /// The image's metadata (empty: Backplate reads none from files).
    public var properties: [String: Any] { [:] }

    package init(pixels: CGImage?, transform: CGAffineTransform, nearest: Bool, extent: CGRect? = nil, clamp: CGRect? = nil) {
        self.pixels = pixels
        self.transform = transform
        self.nearest = nearest
        // A clamped image's pixels are sampled inside both rectangles: its own and the clamp's.
        self.clamp = pixels.flatMap { image in
            clamp.map { $0.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height)) }
        }.flatMap { $0.isNull ? nil : $0 }
        let bounds: CGRect
        if let pixels {
            bounds = self.clamp != nil ? .infinite : CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height).applying(transform)
        } else {
            bounds = .null
        }
        self.extent = extent.map { $0.intersection(bounds) } ?? bounds
    }

    /// An image of one colour everywhere (CoreImage's `init(color:)`): its extent is infinite, so
    /// crop it (`cropped(to:)`) before making a `CGImage`; any crop renders as that colour.
    public convenience init(color: CIColor) {
        let (r, g, b, a) = color.bytes
        self.init(pixels: CGImage(width: 1, height: 1, rgba: [r, g, b, a]), transform: .identity, nearest: true,
                  clamp: CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// An image of a CoreGraphics image's pixels, its extent `0, 0, width, height`.
    public convenience init(cgImage image: CGImage) {
        self.init(pixels: image, transform: .identity, nearest: false)
    }

    /// An image of a CoreGraphics image's pixels (the options are not read).
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: image)
    }

    /// An empty image (CoreImage's `CIImage.empty()`): no pixels, a null extent.
    public class func empty() -> CIImage { CIImage(pixels: nil, transform: .identity, nearest: false) }

    /// The CoreGraphics image this image was made from (`nil` for filter outputs and
    /// transformed images, as in CoreImage).
    public var cgImage: CGImage? { transform == .identity && nearest == false ? pixels : nil }

    /// The image with `matrix` applied after its current placement; the extent is the
    /// transformed bounds. Scaling a QR code up by whole numbers keeps each module a sharp
    /// block (a generator's output samples the nearest pixel).
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        CIImage(pixels: pixels, transform: transform.concatenating(matrix), nearest: nearest,
                extent: extent.isNull || extent.isInfinite ? nil : extent.applying(matrix), clamp: clamp)
    }

    /// The image transformed by `matrix` (downsampling quality is not distinguished).
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image cropped to `rect` (its extent is the intersection).
    public func cropped(to rect: CGRect) -> CIImage {
        CIImage(pixels: pixels, transform: transform, nearest: nearest, extent: extent.intersection(rect), clamp: clamp)
    }

    /// The image with its edge pixels repeated outward forever (CoreImage's `clampedToExtent()`):
    /// the extent becomes infinite. An empty or already infinite image is returned unchanged.
    public func clampedToExtent() -> CIImage {
        guard pixels != nil, !extent.isNull, !extent.isInfinite, !extent.isEmpty else { return self }
        // The extent in source space (its bounding box, for a rotated image).
        let region = extent.applying(transform.inverted())
        return CIImage(pixels: pixels, transform: transform, nearest: nearest, clamp: clamp.map { $0.intersection(region) } ?? region)
    }

    /// The image sampled with nearest-neighbour sampling (hard pixel edges when scaled).
    public func samplingNearest() -> CIImage {
        CIImage(pixels: pixels, transform: transform, nearest: true, extent: extent, clamp: clamp)
    }

    /// The image sampled bilinearly (smooth edges when scaled).
    public func samplingLinear() -> CIImage {
        CIImage(pixels: pixels, transform: transform, nearest: false, extent: extent, clamp: clamp)
    }

    /// The output of the filter `filterName` with this image as its input image and
    /// `params` set; this image when the filter is unknown or draws nothing.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName, parameters: params) else { return self }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? self
    }

    /// The output of the filter `filterName` with this image as its input image.
    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// `<CIImage: extent>`.
    public var description: String { "<CIImage: \(extent)>" }
}

/// Options for creating a `CIImage` (CoreImage's `CIImageOption`; none is read on Linux).
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// An option with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space to interpret the pixels in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Whether to apply the file's orientation.
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The image's properties dictionary.
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}
