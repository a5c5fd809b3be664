import Foundation

/// A view that displays an image: an SF Symbol by name, or decoded pixels.
///
/// Sizing follows SwiftUI (docs/layout-rules.md §1.3): an image that is not `resizable()` takes its own
/// size in points (pixels ÷ scale) and ignores the proposal; a resizable image takes the
/// proposal, its own size on an unspecified axis. Symbols are sized from the environment's
/// font and `imageScale`, sit on the text baseline and are tinted by the foreground style.
///
/// Images from files (`Image("name")`, `Image(decorative:)`, `Image(data:)`) are decoded by
/// the backend's decoder (`ImageFileDecoder`) when resolved; `NamedImages` documents where
/// named images are looked up.
/// An image that cannot be found or decoded, or an unknown symbol name, is an empty image:
/// zero size, nothing drawn, and a warning printed once.
nonisolated public struct Image: View, Sendable {
    enum Content {
        case symbol(String)
        case raster(RasterImage)
        case empty
    }

    var content: Content
    /// Pixels decoded when the image is resolved (file data, named images), not when the
    /// `Image` is created: creating an image costs nothing, and an image never shown is
    /// never decoded.
    var deferred: DeferredRaster?
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var renderingModeValue: TemplateRenderingMode?
    var interpolationValue: Interpolation = .high
    var isAntialiased = true
    /// `symbolRenderingMode(_:)` on the image (SymbolRenderingMode.swift).
    var symbolRenderingModeValue: SymbolRenderingMode?
    /// `symbolColorRenderingMode(_:)` on the image (Symbols/SymbolColorAndValueModes.swift).
    var symbolColorRenderingModeValue: SymbolColorRenderingMode?
    /// `Image(systemName:variableValue:)`'s value.
    var variableValue: Double?
    /// What VoiceOver reads for the image (Interaction/AccessibilityContentSemantics.swift).
    var accessibilityLabelValue: AccessibilityImageLabel = .unlabelled
    /// `Image(size:label:opaque:colorMode:renderer:)`'s drawing (ImageDrawing.swift).
    var drawing: ImageDrawing?
    /// A custom symbol's frame and baseline (Symbols/CustomSymbolImages.swift), once loaded.
    var customSymbol: CustomSymbolFrame?

    init(content: Content) { self.content = content }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    /// An SF Symbol, drawn by Backplate from an open-licence icon font (Material Icons).
    ///
    /// The frame is SwiftUI's for the symbol at the environment's font, weight and
    /// `imageScale` (Backplate's symbol table, about 320 common names): the symbol's ink plus
    /// SF Symbols' side margins, rounded to device pixels. A name the table lacks keeps
    /// `circle.fill`'s frame, draws nothing and prints a warning once; an empty name is an
    /// empty image.
    public init(systemName: String) { content = .symbol(systemName) }

    /// An SF Symbol whose variable parts (wifi bars, speaker waves) are drawn up to `value`
    /// (0...1): the symbol is drawn dimmed and the part the value reaches at full strength.
    /// Symbols without variable parts, and a `nil` value, draw as `init(systemName:)`.
    public init(systemName: String, variableValue: Double?) {
        content = .symbol(systemName)
        self.variableValue = variableValue.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    /// A CoreGraphics image at a scale (pixels per point: a 200-pixel image at scale 2 is 100
    /// points wide), turned upright for `orientation`, with a label for accessibility. A
    /// non-finite or non-positive scale is taken as 1.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        content = .raster(RasterImage(cgImage).oriented(orientation).withScale(scale))
        accessibilityLabelValue = .label(label.plainString)
    }

    /// A decorative CoreGraphics image at a scale (no accessibility label), turned upright
    /// for `orientation`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        content = .raster(RasterImage(cgImage).oriented(orientation).withScale(scale))
        accessibilityLabelValue = .decorative
    }

    /// An image from already-decoded pixels, or the empty image for `nil`; for backends that
    /// decode files.
    @_spi(BackplateBackend)
    public init(_decoded image: RasterImage?) {
        content = image.map { .raster($0) } ?? .empty
    }

    /// An image whose pixels `load` decodes when the image is first resolved (once, shared by
    /// every copy of the image); `nil` from `load` is the empty image. For backends that
    /// decode files.
    @_spi(BackplateBackend)
    public init(_deferred load: @escaping @Sendable () -> RasterImage?) {
        content = .empty
        deferred = DeferredRaster(load)
    }

    /// The image with deferred pixels decoded for the environment's appearance (resolution
    /// calls it); an asset catalog's template intent applies unless a rendering mode was set,
    /// and a symbol set's symbol is sized for the environment's font.
    func loaded(in environment: EnvironmentValues) -> Image {
        guard let deferred else { return self }
        var copy = self
        let loaded = deferred.value(dark: environment.colorScheme == .dark)
        copy.deferred = nil
        if let symbol = loaded.symbol { return copy.sizedAsCustomSymbol(symbol, in: environment) }
        copy.content = loaded.raster.map { .raster($0) } ?? .empty
        if loaded.isTemplate, copy.renderingModeValue == nil { copy.renderingModeValue = .template }
        return copy
    }

    // MARK: Modifiers

    /// Makes the image fill the proposed size (stretching it), keeping `capInsets` unscaled. A
    /// symbol's ink, without SF Symbols' margins, is stretched to the frame, as on iOS.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.resizing = (capInsets, resizingMode)
        return i
    }

    /// Draws the image as a template (its alpha tinted by the foreground style) or as is.
    /// Symbols are templates by default; pixel images are drawn as they are.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingModeValue = renderingMode
        return i
    }

    /// The quality of scaling: `.none` draws hard pixel edges.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolationValue = interpolation
        return i
    }

    /// Whether the edges of the image's frame are antialiased. They differ only where the frame
    /// does not fall on the pixel grid (a rotated or fractionally placed image); pixels inside
    /// are sampled per `interpolation(_:)` either way.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var i = self
        i.isAntialiased = isAntialiased
        return i
    }

    // MARK: Types

    /// The relative size of symbol images (`imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        /// About 79% of medium.
        case small
        /// The default.
        case medium
        /// About 128% of medium.
        case large
    }

    /// How an image is drawn: tinted by the foreground style, or in its own colours.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The alpha, filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The quality of image scaling.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest pixel.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality (the default).
        case high
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image at its own size from the frame's top-leading corner (with cap
        /// insets, Backplate stretches the slices instead).
        case tile
        /// Stretches the image.
        case stretch
    }

    /// How stored pixels are turned to be upright (SwiftUI's order and meaning).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Rotated 180°.
        case down
        /// Flipped vertically.
        case downMirrored
        /// Rotated 90° counter-clockwise.
        case left
        /// Rotated 90° counter-clockwise, then flipped horizontally.
        case leftMirrored
        /// Rotated 90° clockwise.
        case right
        /// Rotated 90° clockwise, then flipped horizontally.
        case rightMirrored
    }
}

/// Decoded pixels and whether their asset catalog draws them as a template, or a symbol
/// set's template, sized when resolved.
struct LoadedRaster: Sendable {
    var raster: RasterImage?
    var isTemplate = false
    var symbol: CustomSymbolTemplate?
}

/// Pixels loaded when first resolved, once per appearance for named images (an asset catalog
/// can hold a dark variant) and once in all for file data.
final class DeferredRaster: Sendable {
    private let byAppearance: Bool
    /// The loader (dropped once file data is decoded) and the results by appearance, under
    /// the lock, so each appearance loads at most once.
    private let state: LockedState<(load: (@Sendable (_ dark: Bool) -> LoadedRaster)?, results: [Bool: LoadedRaster])>

    init(byAppearance load: @escaping @Sendable (_ dark: Bool) -> LoadedRaster) {
        byAppearance = true
        state = LockedState((load, [:]))
    }

    init(_ load: @escaping @Sendable () -> RasterImage?) {
        byAppearance = false
        state = LockedState(({ _ in LoadedRaster(raster: load()) }, [:]))
    }

    func value(dark: Bool) -> LoadedRaster {
        let key = byAppearance && dark
        return state.withLock { state in
            if let hit = state.results[key] { return hit }
            let loaded = state.load?(key) ?? LoadedRaster(raster: nil)
            state.results[key] = loaded
            if !byAppearance { state.load = nil }
            return loaded
        }
    }
}

// MARK: - Environment

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

// MARK: - Pixel helpers

extension RasterImage {
    /// The same pixels at another scale (non-finite or non-positive scales become 1).
    func withScale(_ scale: CGFloat) -> RasterImage {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return RasterImage(width: width, height: height, rgba: rgba, scale: s) ?? self
    }

    /// The pixels turned upright for an orientation.
    package func oriented(_ o: Image.Orientation) -> RasterImage {
        if o == .up { return self }
        let swaps = [.left, .leftMirrored, .right, .rightMirrored].contains(o)
        let w2 = swaps ? height : width, h2 = swaps ? width : height
        var out = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<h2 {
            for x in 0..<w2 {
                // Source pixel for destination (x, y).
                let (sx, sy): (Int, Int)
                switch o {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (width - 1 - x, y)
                case .down: (sx, sy) = (width - 1 - x, height - 1 - y)
                case .downMirrored: (sx, sy) = (x, height - 1 - y)
                case .left: (sx, sy) = (width - 1 - y, x)
                case .leftMirrored: (sx, sy) = (width - 1 - y, height - 1 - x)
                case .right: (sx, sy) = (y, height - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                let d = (y * w2 + x) * 4, s = (sy * width + sx) * 4
                out[d] = rgba[s]; out[d + 1] = rgba[s + 1]; out[d + 2] = rgba[s + 2]; out[d + 3] = rgba[s + 3]
            }
        }
        return RasterImage(width: w2, height: h2, rgba: out, scale: scale) ?? self
    }

    /// The pixels of a rectangle (clamped to the image), or `nil` when it is empty.
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RasterImage? {
        let x0 = max(0, min(x, width)), y0 = max(0, min(y, height))
        let x1 = max(x0, min(x + w, width)), y1 = max(y0, min(y + h, height))
        guard x1 > x0, y1 > y0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for row in y0..<y1 {
            let start: Int = (row * width + x0) * 4, end: Int = (row * width + x1) * 4
            out.append(contentsOf: rgba[start..<end])
        }
        return RasterImage(width: x1 - x0, height: y1 - y0, rgba: out, scale: scale)
    }
}

extension SymbolLayoutRequest.Scale {
    /// The text engine's symbol scale for SwiftUI's.
    package init(_ scale: Image.Scale) {
        switch scale {
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        }
    }
}
