import Foundation

// UIImage is an NSObject on iOS: `==` is `isEqual(_:)`, which Apple documents as comparing the
// images' data, so `struct S: Equatable { let image: UIImage }` synthesises as it does there.
extension UIImage: Equatable, Hashable {
    /// Whether `object` is an image with the same data: the same object, or one of the same
    /// scale, pixel size and RGBA bytes (Apple: "compares the actual image data").
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        let a = renderedImage, b = other.renderedImage
        guard scale == other.scale, a.width == b.width, a.height == b.height,
              isSymbolImage == other.isSymbolImage else { return false }
        return a.rgba == b.rgba
    }

    /// A hash that images equal under `isEqual(_:)` share: their pixel size and scale.
    public var hash: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }

    /// `lhs.isEqual(rhs)`, as for every NSObject on iOS.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.isEqual(rhs) }

    /// Feeds the pixel size and scale (what equal images share) to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(renderedImage.width)
        hasher.combine(renderedImage.height)
        hasher.combine(scale)
    }
}
