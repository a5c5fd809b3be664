import Foundation
import BackplateCore
import BackplateCairo

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes (UIKit's
/// `UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (the main screen's, 3, by default).
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque: what is not drawn is black.
    public var opaque = false
    /// The colour range asked for (`.automatic`); every image here is standard-range sRGB.
    public var preferredRange = Range.automatic
    /// Whether wide colour was asked for (kept: every image is standard-range sRGB).
    public var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A colour range an image renderer may draw in.
    public enum Range: Int, Sendable {
        /// Not set.
        case unspecified = -1
        /// What the device suits.
        case automatic = 0
        /// Wide colour.
        case extended = 1
        /// Standard-range sRGB.
        case standard = 2
    }

    /// A format with the main screen's scale, not opaque.
    public init() {}

    /// A format with the main screen's scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for the current device (the same as `default()`).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context a `UIGraphicsImageRenderer`'s actions receive (UIKit's
/// `UIGraphicsImageRendererContext`): `cgContext` records the drawing, y down from the top-left
/// corner in points.
public final class UIGraphicsImageRendererContext {
    /// The CoreGraphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage { UIGraphicsImageRenderer.draw(cgContext.operations, bounds: bounds, format: format) }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the context's fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.drawing(in: blendMode) { cgContext.fill(rect) } }
    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect`'s outline in `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.drawing(in: blendMode) { cgContext.stroke(rect) } }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

extension CGContext {
    /// Runs `draw` with `mode` as the blend mode, then restores the graphics state.
    func drawing(in mode: CGBlendMode, _ draw: () -> Void) {
        saveGState()
        setBlendMode(mode)
        draw()
        restoreGState()
    }
}

/// Makes images from CoreGraphics drawing (UIKit's `UIGraphicsImageRenderer`): the actions
/// draw into a `CGContext` whose recorded paths, rectangles, images and gradients Backplate
/// draws with cairo, at the format's scale.
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points large, in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of images `size` points large.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of images of `bounds` (drawing at `bounds.origin` lands at the top-left).
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    /// A renderer of images of `bounds` in a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` (with the renderer's context current, for `UIGraphicsGetCurrentContext()`)
    /// and returns what they drew as an image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeContext()
        UIGraphicsContextStack.withCurrent(context.cgContext) { actions(context) }
        return Self.draw(context.cgContext.operations, bounds: bounds, format: format)
    }

    /// Runs `actions` and returns what they drew as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns what they drew as baseline JPEG data (`quality` 0...1,
    /// clamped; transparent pixels over white, as JPEG has no alpha).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
        let cg = CGContext(recordingSize: bounds.size, transform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        if format.opaque {
            cg.saveGState()
            cg.setFillColor(.opaqueBlack)
            cg.fill(bounds)
            cg.restoreGState()
        }
        return UIGraphicsImageRendererContext(cgContext: cg, format: format, bounds: bounds)
    }

    /// `operations` drawn with cairo into an image of `bounds` at the format's scale (an
    /// empty image when the size is not finite and positive).
    static func draw(_ operations: [CGContext.Operation], bounds: CGRect, format: UIGraphicsImageRendererFormat) -> UIImage {
        let size = bounds.size
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : 1
        let empty = UIImage(renderedImage: RenderedImage(width: 0, height: 0, scale: scale, rgba: []))
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return empty }
        let image = try? ViewRasterizer.image(of: operations, size: size, scale: scale)
        return image.map { UIImage(renderedImage: $0) } ?? empty
    }
}
