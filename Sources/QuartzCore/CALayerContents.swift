import Foundation

/// How a layer's `contents` image is placed in its bounds (QuartzCore's `CALayerContentsGravity`).
/// The vertical names follow Core Animation's y-up axis: on iOS, whose layers are y-down,
/// `.top` places the image at the bottom edge and `.bottom` at the top, as Apple's
/// `contentsGravity` documentation describes for flipped contents.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the maximum-y edge (the bottom on iOS), centred across.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the minimum-y edge (the top on iOS), centred across.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the left of the maximum-y edge.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the right of the maximum-y edge.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the left of the minimum-y edge.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the right of the minimum-y edge.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (past the bounds unless
    /// `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
    /// Draws `contents`, when it is a `CGImage`, upright where `contentsGravity` places it.
    package func drawContents(in ctx: CGContext) {
        guard let image = contents.flatMap({ $0 as? CGImage }), image.width > 0, image.height > 0 else { return }
        let scale = contentsScale > 0 ? contentsScale : 1
        let rect = Self.placement(of: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
                                  in: bounds, gravity: contentsGravity)
        ctx.saveGState()
        // CoreGraphics draws an image's first row at the rectangle's maximum y: flipped back upright.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }

    /// Where an image of `size` points goes in `bounds` under `gravity`.
    static func placement(of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let k = gravity == .resizeAspect ? fit : fill
            let scaled = CGSize(width: size.width * k, height: size.height * k)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") || name == "left" ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.maxY - size.height
                : name.hasPrefix("bottom") ? bounds.minY : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
