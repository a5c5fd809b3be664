import BackplateCairo
import BackplateCore
import CoreImage
import Foundation

/// How a texture is sampled when drawn larger or smaller than its pixels.
public enum SKTextureFilteringMode: Int, Sendable {
    /// The nearest pixel (crisp pixel art).
    case nearest = 0
    /// Interpolated between pixels (the default).
    case linear = 1
}

/// An image a sprite draws (SpriteKit's `SKTexture`), loaded as UIKit's `UIImage(named:)`
/// loads images (the app's asset catalogs and bundled files). A texture whose image cannot be
/// loaded has no size and draws nothing: a sprite given it draws its colour, and a runtime
/// warning names the image (iOS draws a placeholder).
open class SKTexture: NSObject, NSCopying {
    /// The texture's pixels (already cut to `textureRect`), or `nil` when they could not be loaded.
    let image: UIImage?
    /// The part of the source image the texture covers, in unit coordinates (y up).
    private let unitRect: CGRect
    /// How the texture is sampled (`.linear`).
    open var filteringMode: SKTextureFilteringMode = .linear
    /// Whether mipmaps are generated (kept; a render samples the image directly).
    open var usesMipmaps = false

    /// A texture of `image` covering `unitRect` of its source.
    init(loaded image: UIImage?, unitRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        self.image = image
        self.unitRect = unitRect
        super.init()
    }

    /// An empty texture (no image, no size).
    public override convenience init() { self.init(loaded: nil) }

    /// The asset-catalog or bundled image `name`; an image that cannot be found gives a
    /// texture with no size, with a runtime warning.
    public convenience init(imageNamed name: String) {
        let image = UIImage(named: name)
        if image == nil {
            RuntimeWarning.emit("SKTexture(imageNamed: \"\(name)\"): no image of that name was found; sprites using it draw their colour")
        }
        self.init(loaded: image)
    }

    /// A texture of a UIKit image (its size in points).
    public convenience init(image: UIImage) { self.init(loaded: image) }

    /// A texture of a CoreGraphics image (one point per pixel).
    public convenience init(cgImage image: CGImage) { self.init(loaded: UIImage(cgImage: image)) }

    /// The part `rect` (unit coordinates of `texture`, origin at its bottom left) of another
    /// texture, as atlases cut frames.
    public convenience init(rect: CGRect, in texture: SKTexture) {
        let unit = rect.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard let source = texture.image, !unit.isNull, let cgImage = source.cgImage else {
            self.init(loaded: nil)
            return
        }
        let width = CGFloat(cgImage.width), height = CGFloat(cgImage.height)
        let pixels = CGRect(x: unit.minX * width, y: (1 - unit.maxY) * height, width: unit.width * width, height: unit.height * height)
        let cut = cgImage.cropping(to: pixels).map { UIImage(cgImage: $0, scale: source.scale, orientation: .up) }
        let outer = texture.unitRect
        self.init(loaded: cut, unitRect: CGRect(x: outer.minX + unit.minX * outer.width, y: outer.minY + unit.minY * outer.height,
                                               width: unit.width * outer.width, height: unit.height * outer.height))
    }

    /// A texture of raw RGBA bytes (8 bits a component, rows from the top), `size` pixels.
    public convenience init(data pixelData: Data, size: CGSize) {
        self.init(data: pixelData, size: size, flipped: false)
    }

    /// A texture of raw RGBA bytes; `flipped`: the rows run from the bottom.
    public convenience init(data pixelData: Data, size: CGSize, flipped: Bool) {
        let width = size.width.isFinite ? max(Int(size.width), 0) : 0, height = size.height.isFinite ? max(Int(size.height), 0) : 0
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard width > 0, height > 0, !overflow, pixelData.count >= count else {
            RuntimeWarning.emit("SKTexture(data:size:): \(pixelData.count) bytes do not fill \(width) × \(height) RGBA pixels; the texture is empty")
            self.init(loaded: nil)
            return
        }
        var rgba = [UInt8](pixelData.prefix(count))
        if flipped {
            let row = width * 4
            rgba = stride(from: height - 1, through: 0, by: -1).flatMap { rgba[($0 * row)..<($0 * row + row)] }
        }
        self.init(loaded: UIImage(renderedImage: RenderedImage(width: width, height: height, scale: 1, rgba: rgba)))
    }

    /// The texture's size in points (the covered part of its image).
    open func size() -> CGSize { image?.size ?? .zero }

    /// The part of the source image the texture covers, in unit coordinates (the whole
    /// image: (0, 0, 1, 1)).
    open func textureRect() -> CGRect { unitRect }

    /// The texture's pixels as a CoreGraphics image (one transparent pixel when it has none).
    open func cgImage() -> CGImage {
        image?.cgImage ?? SKTexture.placeholderPixel
    }

    /// One transparent pixel.
    private static let placeholderPixel: CGImage = CGImage(width: 1, height: 1, rgba: [0, 0, 0, 0])!

    /// Loads the texture (already loaded) and calls `completionHandler` at once.
    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }

    /// Loads `textures` (already loaded) and calls `completionHandler` at once.
    open class func preload(_ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// The texture filtered by `filter`: Backplate applies no Core Image filter to textures,
    /// so this is the texture itself, with a runtime warning.
    open func applying(_ filter: CIFilter) -> Self {
        RuntimeWarning.emit("SKTexture.applying(_:): the \(filter.name) filter is not applied by Backplate; the texture is unfiltered")
        return self
    }

    /// A normal map of the texture, for lighting (which a render does not draw): the texture.
    open func generatingNormalMap() -> Self { self }

    /// A normal map with smoothness and contrast (lighting is not drawn): the texture.
    open func generatingNormalMap(withSmoothness smoothness: CGFloat, contrast: CGFloat) -> Self { self }

    /// The same texture (textures are immutable images).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKTexture(loaded: image, unitRect: unitRect)
        copy.filteringMode = filteringMode
        copy.usesMipmaps = usesMipmaps
        return copy
    }

    /// The SwiftUI image a sprite draws, sampled as `filteringMode` says; `nil` without pixels.
    var swiftUIImage: Image? {
        guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
        return Image(uiImage: image).resizable().interpolation(filteringMode == .nearest ? .none : .high)
    }
}

/// A set of textures packed together (SpriteKit's `SKTextureAtlas`). Xcode copies an atlas's
/// images into the app by name, so a texture of the atlas is the app image of that name.
open class SKTextureAtlas: NSObject {
    private let names: [String]
    private let textures: [String: SKTexture]

    /// The atlas `name` (its textures are the app's images of the names asked for).
    public convenience init(named name: String) { self.init(names: [], textures: [:]) }

    /// An atlas of the images in `properties` (names to `UIImage`s, or to image file paths).
    public convenience init(dictionary properties: [String: Any]) {
        var textures: [String: SKTexture] = [:]
        for (key, value) in properties {
            if let image = value as? UIImage {
                textures[key] = SKTexture(image: image)
            } else if let path = value as? String {
                textures[key] = SKTexture(loaded: UIImage(contentsOfFile: path))
            } else if let url = value as? URL {
                textures[key] = SKTexture(loaded: UIImage(contentsOfFile: url.path))
            }
        }
        self.init(names: textures.keys.sorted(), textures: textures)
    }

    private init(names: [String], textures: [String: SKTexture]) {
        self.names = names
        self.textures = textures
        super.init()
    }

    /// The texture named `name`: the dictionary's, else the app image of that name.
    open func textureNamed(_ name: String) -> SKTexture { textures[name] ?? SKTexture(imageNamed: name) }

    /// The names of the textures the atlas was made with (a named atlas lists none here).
    open var textureNames: [String] { names }

    /// Loads the atlas (nothing to load) and calls `completionHandler` at once.
    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }

    /// Loads `textureAtlases` and calls `completionHandler` at once.
    open class func preloadTextureAtlases(_ textureAtlases: [SKTextureAtlas], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}
