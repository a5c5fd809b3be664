import Foundation
import BackplateCore
import BackplateCairo
@_spi(BackplateBackend) import BackplateCore

/// A bitmap image (UIKit's `UIImage`): on Linux a wrapper around a `RenderedImage`, so that
/// snapshot strategies declared over `UIImage` on iOS keep the same generic shape here.
///
/// `size` is in points (pixels divided by `scale`), as in UIKit.
public final class UIImage: Sendable, CustomStringConvertible {
    /// The pixels.
    public let renderedImage: RenderedImage
    /// The symbol drawn, for an image made by `init(systemName:)` (UIImageSymbol.swift).
    let symbol: SymbolImage?
    /// Whether the image draws its own colours or as a template in the tint (`.automatic`).
    public let renderingMode: RenderingMode
    /// The VoiceOver texts set on the image, behind a lock: the image is shared across threads.
    private let accessibilityTexts = LockedState<[String: String]>([:])

    /// The image's VoiceOver label (`nil` unless set; kept, a render reads nothing aloud).
    public var accessibilityLabel: String? {
        get { accessibilityTexts.withLock { $0["label"] } }
        set { accessibilityTexts.withLock { $0["label"] = newValue } }
    }
    /// The image's VoiceOver hint (`nil` unless set; apps also use it as a tag, and read it back).
    public var accessibilityHint: String? {
        get { accessibilityTexts.withLock { $0["hint"] } }
        set { accessibilityTexts.withLock { $0["hint"] = newValue } }
    }
    /// The image's accessibility identifier for UI tests (`nil` unless set).
    public var accessibilityIdentifier: String? {
        get { accessibilityTexts.withLock { $0["identifier"] } }
        set { accessibilityTexts.withLock { $0["identifier"] = newValue } }
    }

    /// How an image draws: its own colours, or its shape in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As its context decides: a symbol without a colour is a template, other images original.
        case automatic = 0
        /// Always its own colours.
        case alwaysOriginal = 1
        /// Always its shape (its alpha) in the tint colour.
        case alwaysTemplate = 2
    }

    /// Wraps a rendered bitmap.
    public init(renderedImage: RenderedImage) {
        self.renderedImage = renderedImage
        symbol = nil
        renderingMode = .automatic
    }

    /// Wraps the bitmap of a symbol, drawn in `renderingMode`.
    init(renderedImage: RenderedImage, symbol: SymbolImage?, renderingMode: RenderingMode = .automatic) {
        self.renderedImage = renderedImage
        self.symbol = symbol
        self.renderingMode = renderingMode
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(renderedImage: renderedImage, symbol: symbol, renderingMode: renderingMode)
    }

    /// Whether the image draws as a template: always, or automatically for an uncoloured symbol.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || renderingMode == .automatic && symbol.map { $0.tint == nil } == true
    }

    /// An empty image: no pixels, zero size (what `UIImage()` makes on iOS).
    public convenience init() {
        self.init(renderedImage: RenderedImage(width: 0, height: 0, scale: 1, rgba: []))
    }

    /// Decodes PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF data (UIKit's `init?(data:scale:)`; a
    /// GIF's first frame); `nil` when the data cannot be decoded. A JPEG's EXIF orientation (a
    /// TIFF's Orientation tag, a HEIF's irot/imir) is applied to the pixels, so the image draws
    /// upright as on iOS (its `imageOrientation` is then `.up`). A `scale` of zero or less is 1.
    public convenience init?(data: Data, scale: CGFloat) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard let raster = RasterImage(decoding: data, scale: s) else { return nil }
        self.init(renderedImage: RenderedImage(width: raster.width, height: raster.height, scale: s, rgba: raster.rgba))
    }

    /// Decodes image data at scale 1 (UIKit's `init?(data:)`; a separate initializer, so
    /// `UIImage.init(data:)` names it as on iOS): `nil` when the data cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes the PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF file at `path` (UIKit's
    /// `init?(contentsOfFile:)`): `nil` when it cannot be read or decoded. A name ending in `@2x` or `@3x` sets the scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image's size in points.
    public var size: CGSize {
        let s = scale
        return CGSize(width: CGFloat(renderedImage.width) / s, height: CGFloat(renderedImage.height) / s)
    }

    /// Pixels per point.
    public var scale: CGFloat {
        renderedImage.scale.isFinite && renderedImage.scale > 0 ? renderedImage.scale : 1
    }

    /// The image encoded as PNG, or `nil` when it has no pixels (UIKit returns `nil` too).
    /// Encoded at `.fast` (unfiltered rows, libdeflate level 7): apps call it to store photos,
    /// where `.smallest` took seconds per 2400 × 1600 image.
    public func pngData() -> Data? {
        try? renderedImage.pngData(compression: .fast)
    }

    /// `<UIImage: width×height points @scale>`.
    public var description: String { "<UIImage: \(size.width)x\(size.height) @\(scale)x>" }
}

extension Image {
    /// An image showing a `UIImage`'s pixels at its scale (SwiftUI's `init(uiImage:)`).
    /// A template (`.alwaysTemplate`, or a symbol without a tint colour) draws in the foreground style.
    public init(uiImage: UIImage) {
        let r = uiImage.renderedImage
        let image = Image(_decoded: RasterImage(width: r.width, height: r.height, rgba: r.rgba, scale: uiImage.scale))
        self = uiImage.isTemplate ? image.renderingMode(.template) : image
    }
}

extension UIImage {
    /// The asset-catalog image `resource` names (UIKit's `init(resource:)`, iOS 17), found as
    /// `Image(_:bundle:)` finds it; an image that cannot be loaded is empty (zero size) and a
    /// runtime warning names it.
    public convenience init(resource: ImageResource) {
        self.init(renderedImage: Self.catalogImage(resource.name, bundle: resource.bundle) ?? RenderedImage(width: 0, height: 0, scale: 1, rgba: []))
    }
}
