import Foundation
import BackplateCore
import BackplateCairo

extension UIColor {
    /// A colour from a CoreGraphics colour (its components as sRGB).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.sRGBComponents
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour as a CoreGraphics sRGB colour, resolved in the current trait collection
    /// (light appearance, as `UITraitCollection.current` is on Linux).
    public var cgColor: CGColor {
        let c = rgba(in: UITraitCollection.current.colorEnvironment)
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}

extension UIImage {
    /// An image of a CoreGraphics image's pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a CoreGraphics image's pixels at `scale` (pixels per point; a
    /// non-positive scale is 1), turned upright for `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let raster = RasterImage(cgImage, scale: s).oriented(orientation.swiftUI)
        self.init(renderedImage: RenderedImage(width: raster.width, height: raster.height, scale: s, rgba: raster.rgba))
    }

    /// `.up`: an orientation given when the image is made is applied to its pixels, so its
    /// `cgImage` is upright and `UIImage(cgImage:scale:orientation:)` with both draws as on iOS.
    public var imageOrientation: UIImage.Orientation { .up }

    /// The image's pixels as a CoreGraphics image, or `nil` when it has none.
    public var cgImage: CGImage? {
        let r = renderedImage
        return CGImage(width: r.width, height: r.height, rgba: r.rgba)
    }
}

extension UIImage {
    /// How an image's pixels are turned to be upright (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Hashable, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored, then turned 90° counter-clockwise.
        case leftMirrored = 6
        /// Mirrored, then turned 90° clockwise.
        case rightMirrored = 7

        /// SwiftUI's orientation of the same name.
        var swiftUI: Image.Orientation {
            switch self {
            case .up: return .up
            case .down: return .down
            case .left: return .left
            case .right: return .right
            case .upMirrored: return .upMirrored
            case .downMirrored: return .downMirrored
            case .leftMirrored: return .leftMirrored
            case .rightMirrored: return .rightMirrored
            }
        }
    }
}
