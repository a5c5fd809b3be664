import Foundation
import UniformTypeIdentifiers

// `provider.loadObject(ofClass: UIImage.self)`, as photo pickers' coordinators write it: an item
// provider hands out images registered as objects (a render's picker returns no results).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// Images: PNG, JPEG and any other image type, as UIKit reads them.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }
    /// PNG, then JPEG.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier]
    }
}
