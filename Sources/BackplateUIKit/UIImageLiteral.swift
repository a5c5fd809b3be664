import Foundation
import BackplateCore

/// The type `#imageLiteral(resourceName:)` makes where no other is asked for: UIKit's image,
/// as on iOS.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The asset-catalog or bundled image `name`, as `init?(named:)` finds it (the initializer
    /// behind `#imageLiteral(resourceName:)`). Where iOS stops the app for a name it cannot
    /// find, the image is empty (zero size) and a runtime warning names it.
    public convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name) {
            self.init(renderedImage: found.renderedImage)
        } else {
            RuntimeWarning.emit("UIImage(imageLiteralResourceName: \"\(name)\"): no asset catalog or bundled file has this image; it is empty")
            self.init()
        }
    }
}
