import BackplateCore
import Foundation

/// A light that lights and shadows sprites (SpriteKit's `SKLightNode`). Kept with its
/// settings; a still render draws no lighting: lit sprites draw unlit, and a runtime warning
/// says so.
open class SKLightNode: SKNode {
    /// Whether the light shines (`true`).
    open var isEnabled = true
    /// The light's colour (white).
    open var lightColor: UIColor = .white
    /// The colour of unlit areas (black).
    open var ambientColor: UIColor = .black
    /// The colour of shadows (black, half transparent).
    open var shadowColor = UIColor(white: 0, alpha: 0.5)
    /// How quickly the light fades with distance (1).
    open var falloff: CGFloat = 1
    /// The sprites the light lights (those with matching `lightingBitMask` bits).
    open var categoryBitMask: UInt32 = 1

    /// A light at the origin.
    public override init() { super.init() }

    /// A light from an archive: a plain one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Draws nothing; warns that lighting is not drawn.
    override func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {
        if isEnabled { RuntimeWarning.emit("SKLightNode: lighting and shadows are not drawn by Backplate; sprites are drawn unlit") }
    }
}
