import Foundation

/// How a texture coordinate outside 0...1 is treated.
public enum SCNWrapMode: Int, Sendable {
    /// The edge texel is repeated.
    case clamp = 1
    /// The texture repeats.
    case `repeat` = 2
    /// The border colour is used.
    case clampToBorder = 3
    /// The texture repeats, mirrored every other time.
    case mirror = 4
}

/// How texels are sampled when a texture is scaled.
public enum SCNFilterMode: Int, Sendable {
    /// No filtering (for `mipFilter`: no mipmaps).
    case none = 0
    /// The nearest texel.
    case nearest = 1
    /// A linear blend of the nearest texels.
    case linear = 2
}

/// The colour channels a material writes or a texture supplies.
public struct SCNColorMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A mask of raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No channel.
    public static let none = SCNColorMask([])
    /// The red channel.
    public static let red = SCNColorMask(rawValue: 1 << 3)
    /// The green channel.
    public static let green = SCNColorMask(rawValue: 1 << 2)
    /// The blue channel.
    public static let blue = SCNColorMask(rawValue: 1 << 1)
    /// The alpha channel.
    public static let alpha = SCNColorMask(rawValue: 1 << 0)
    /// Every channel.
    public static let all = SCNColorMask(rawValue: 0xF)
}

/// One visual property of a material, or a scene's background or lighting environment
/// (SceneKit's `SCNMaterialProperty`): its `contents` (a colour, image, image name, URL, array
/// of six cube-map images, layer or SpriteKit scene) and how a texture is sampled.
///
/// Everything is kept as set. A still render draws no 3D, so materials are not drawn; a
/// scene's `background` is drawn by `SceneView` and `SCNView` when its contents are a colour.
open class SCNMaterialProperty: NSObject {
    /// What the property shows: a `UIColor`, `CGColor`, SwiftUI `Color`, `UIImage`, image name,
    /// URL, array of images, and so on (`nil`: nothing).
    open var contents: Any?
    /// How strongly the contents contribute (1).
    open var intensity: CGFloat = 1
    /// How the texture is sampled when shrunk (`.linear`).
    open var minificationFilter = SCNFilterMode.linear
    /// How the texture is sampled when enlarged (`.linear`).
    open var magnificationFilter = SCNFilterMode.linear
    /// How mipmap levels are blended (`.nearest`).
    open var mipFilter = SCNFilterMode.nearest
    /// The transform applied to texture coordinates (the identity).
    open var contentsTransform = SCNMatrix4Identity
    /// How horizontal texture coordinates outside 0...1 wrap (`.clamp`).
    open var wrapS = SCNWrapMode.clamp
    /// How vertical texture coordinates outside 0...1 wrap (`.clamp`).
    open var wrapT = SCNWrapMode.clamp
    /// The geometry's texture coordinate set used (0).
    open var mappingChannel = 0
    /// The channels of the texture sampled (all).
    open var textureComponents = SCNColorMask.all
    /// The anisotropic filtering limit (1).
    open var maxAnisotropy: CGFloat = 1
    /// The colour outside the texture with `.clampToBorder` (deprecated on iOS; kept).
    open var borderColor: Any?

    /// A property showing nothing.
    public override init() { super.init() }

    /// A property showing `contents`.
    public convenience init(contents: Any) {
        self.init()
        self.contents = contents
    }

    /// Copies every setting of `other` into this property.
    func take(_ other: SCNMaterialProperty) {
        contents = other.contents
        intensity = other.intensity
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        mipFilter = other.mipFilter
        contentsTransform = other.contentsTransform
        wrapS = other.wrapS
        wrapT = other.wrapT
        mappingChannel = other.mappingChannel
        textureComponents = other.textureComponents
        maxAnisotropy = other.maxAnisotropy
        borderColor = other.borderColor
    }
}
