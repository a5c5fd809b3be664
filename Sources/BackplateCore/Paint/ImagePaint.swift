import Foundation

/// A shape style that fills a shape by repeating a region of an image (`sourceRect`, in unit
/// coordinates of the image, drawn at `scale`).
///
/// Backplate's paints are colours, gradients and materials: a shape filled with an image paint
/// draws nothing, with a runtime warning naming it (SwiftUI tiles the image).
public struct ImagePaint: ShapeStyle, PrimitiveShapeStyle, Sendable {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while it's drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style: `sourceRect` of `image` (the whole image by
    /// default), repeated at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        RuntimeWarning.emit("ImagePaint: Backplate cannot fill a shape with a tiled image; the shape is drawn empty.")
        return .color(.clear)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style filling with `sourceRect` of `image` (a unit rectangle: the whole image by
    /// default), tiled at `scale`; Backplate draws it empty, with a runtime warning.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension GraphicsContext.Shading {
    /// A shading that tiles `sourceRect` of `image` from `origin` at `scale`; Backplate fills
    /// with nothing, with ImagePaint's runtime warning.
    public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                  sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                  scale: CGFloat = 1) -> GraphicsContext.Shading {
        .style(ImagePaint(image: image, sourceRect: sourceRect, scale: scale))
    }
}
