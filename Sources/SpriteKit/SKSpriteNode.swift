import BackplateCore
import Foundation

/// A node that draws a textured or coloured rectangle (SpriteKit's `SKSpriteNode`).
///
/// A still render draws the rectangle of `size` around `anchorPoint`, through the node's
/// accumulated transform and alpha: the texture's image when it could be loaded (blended
/// toward `color` by `colorBlendFactor`), else a rectangle filled with `color`. A 9-slice
/// `centerRect` stretches the whole image, a shader is not run and lighting is not drawn, each
/// with a runtime warning.
open class SKSpriteNode: SKNode {
    /// The image the sprite draws (`nil`: a plain colour rectangle).
    open var texture: SKTexture?
    /// The normal map used for lighting (kept; lighting is not drawn).
    open var normalTexture: SKTexture?
    /// The stretchable middle of the texture, in unit coordinates (the whole texture: no
    /// 9-slice; a render stretches the whole image, with a warning otherwise).
    open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How much `color` tints the texture (0: not at all, 1: fully).
    open var colorBlendFactor: CGFloat = 0
    /// The sprite's colour: what an untextured sprite fills with, and a texture's tint.
    open var color: UIColor
    /// How the sprite blends with what is below it (`.alpha`).
    open var blendMode: SKBlendMode = .alpha
    /// The point of the rectangle at the node's position, in unit coordinates ((0.5, 0.5):
    /// the centre; (0, 0): the bottom left).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The sprite's size in points, before the node's scale.
    open var size: CGSize
    /// A custom fragment shader (not run in a render, with a warning).
    open var shader: SKShader?
    /// The lights that light the sprite (kept; lighting is not drawn).
    open var lightingBitMask: UInt32 = 0
    /// The lights whose shadows the sprite casts (kept).
    open var shadowCastBitMask: UInt32 = 0
    /// The lights whose shadows fall on the sprite (kept).
    open var shadowedBitMask: UInt32 = 0

    /// A sprite of `texture` tinted toward `color`, `size` points large.
    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    /// A sprite from an archive: an empty one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) {
        color = .white
        size = .zero
        super.init(coder: aDecoder)
    }

    /// An empty white sprite of no size.
    public override convenience init() { self.init(texture: nil, color: .white, size: .zero) }

    /// A sprite of `texture` at the texture's size (colour: white with alpha 0).
    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: UIColor(white: 1, alpha: 0), size: texture?.size() ?? .zero)
    }

    /// A sprite of `texture` at `size` (colour: white with alpha 0).
    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: UIColor(white: 1, alpha: 0), size: size)
    }

    /// A sprite of `texture` with a normal map for lighting (kept; lighting is not drawn).
    public convenience init(texture: SKTexture?, normalMap: SKTexture?) {
        self.init(texture: texture)
        normalTexture = normalMap
    }

    /// A sprite of the app image `name` at the image's size; an image that cannot be found
    /// draws nothing (its colour is white with alpha 0), with a runtime warning.
    public convenience init(imageNamed name: String) {
        self.init(texture: SKTexture(imageNamed: name))
    }

    /// A sprite of the app image `name`, with a normal map made from it for lighting when
    /// `generateNormalMap` (lighting is not drawn).
    public convenience init(imageNamed name: String, normalMapped generateNormalMap: Bool) {
        self.init(imageNamed: name)
        if generateNormalMap { normalTexture = texture?.generatingNormalMap() }
    }

    /// A single-colour sprite of `size` points, without a texture.
    public convenience init(color: UIColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    /// Scales the node so that the sprite covers `size` points (sets `xScale` and `yScale`).
    open func scale(to size: CGSize) {
        guard self.size.width != 0, self.size.height != 0 else { return }
        xScale = size.width / self.size.width
        yScale = size.height / self.size.height
    }

    /// Sets the texture, resizing the sprite to it when `resize` (texture actions).
    func setTexture(_ texture: SKTexture, resize: Bool) {
        self.texture = texture
        if resize { size = texture.size() }
    }

    /// The sprite's rectangle around its anchor point.
    override var contentRect: CGRect? {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// The sprite's image (or colour rectangle) through `transform`, at `alpha`.
    override func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {
        guard let rect = contentRect, rect.isFiniteRect, size.width > 0, size.height > 0 else { return }
        let kind = "SKSpriteNode"
        if shader != nil { RuntimeWarning.emit("\(kind): custom shaders are not run by Backplate; the sprite is drawn unshaded") }
        let blend = blendMode.drawn(by: kind)
        if let image = texture?.swiftUIImage {
            if centerRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
                RuntimeWarning.emit("\(kind).centerRect: 9-slice stretching is not drawn by Backplate; the whole texture is stretched")
            }
            // The image's top-left corner at the rectangle's top-left (y up: its maximum y).
            let local = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: rect.minX, ty: rect.maxY).concatenating(transform)
            let tint = colorBlendFactor > 0 ? Color(uiColor: color) : nil
            items.append(SKDrawItem(.image(image, size: size, tint: tint, tintAmount: Double(min(max(colorBlendFactor, 0), 1)),
                                           transform: local), opacity: alpha, blendMode: blend))
        } else {
            items.append(SKDrawItem(.shape(Path(rect).applying(transform), Color(uiColor: color), antialiased: true),
                                    opacity: alpha, blendMode: blend))
        }
    }

    /// A copy of the sprite and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKSpriteNode(texture: texture, color: color, size: size)
        copyNodeState(to: copy)
        copy.normalTexture = normalTexture
        copy.centerRect = centerRect
        copy.colorBlendFactor = colorBlendFactor
        copy.blendMode = blendMode
        copy.anchorPoint = anchorPoint
        copy.shader = shader
        copy.lightingBitMask = lightingBitMask
        copy.shadowCastBitMask = shadowCastBitMask
        copy.shadowedBitMask = shadowedBitMask
        return copy
    }
}
