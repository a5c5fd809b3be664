import Foundation
import BackplateCore
import BackplateCairo
import CoreImage

extension UIImage {
    /// An image of a CoreImage image, rendered at once at scale 1 over its extent (rounded out
    /// to whole pixels); an image with an empty or infinite extent is empty, with a runtime warning.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a CoreImage image at `scale` (pixels per point), turned for `orientation`.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let extent = ciImage.extent.integral
        if let cg = CIContext().createCGImage(ciImage, from: extent) {
            self.init(cgImage: cg, scale: scale, orientation: orientation)
        } else {
            RuntimeWarning.emit("UIImage(ciImage:): the image's extent \(ciImage.extent) cannot be drawn; the image is empty")
            self.init(renderedImage: RenderedImage(width: 0, height: 0, scale: 1, rgba: []))
        }
    }
}

extension CIImage {
    /// A CoreImage image of a UIKit image's pixels (`nil` when it has none).
    public convenience init?(image: UIImage) {
        guard let cg = image.cgImage else { return nil }
        self.init(cgImage: cg)
    }
}

extension CIColor {
    /// The CoreImage colour of a UIKit colour (resolved as `cgColor` resolves it).
    public convenience init(color: UIColor) {
        self.init(cgColor: color.cgColor)
    }
}

extension UIColor {
    /// The UIKit colour of a CoreImage colour.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}
