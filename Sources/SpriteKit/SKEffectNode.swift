import BackplateCore
import CoreImage
import Foundation

/// A node that renders its children into an image and applies a Core Image filter or a
/// shader to it (SpriteKit's `SKEffectNode`; `SKScene` is one).
///
/// A still render draws the children as any node's, unfiltered: a filter (when
/// `shouldEnableEffects` is on) or a shader is not applied, and a runtime warning names it.
open class SKEffectNode: SKNode {
    /// The Core Image filter applied to the children's image when `shouldEnableEffects` is on
    /// (not applied in a render, with a warning).
    open var filter: CIFilter?
    /// Whether the filter's centre is set to the node's origin (`true`).
    open var shouldCenterFilter = true
    /// Whether the filter is applied (`false`, as on iOS: the children are drawn normally).
    open var shouldEnableEffects = false
    /// Whether the filtered image is cached between frames (`false`; a render draws once).
    open var shouldRasterize = false
    /// How the filtered image blends with what is below it (`.alpha`).
    open var blendMode: SKBlendMode = .alpha
    /// A custom fragment shader applied to the children's image (not run in a render, with a
    /// warning).
    open var shader: SKShader?

    /// An effect node with no filter.
    public override init() { super.init() }

    /// An effect node from an archive: a plain one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// A copy of the node, its filter settings and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKEffectNode()
        copyNodeState(to: copy)
        copy.filter = filter
        copy.shouldCenterFilter = shouldCenterFilter
        copy.shouldEnableEffects = shouldEnableEffects
        copy.shouldRasterize = shouldRasterize
        copy.blendMode = blendMode
        copy.shader = shader
        return copy
    }

    /// Warns once for each effect a render leaves out: the filter, the shader.
    func warnAboutEffects(kind: String) {
        if shouldEnableEffects, let filter {
            RuntimeWarning.emit("\(kind): its Core Image filter (\(filter.name)) is not applied by Backplate; the children are drawn unfiltered")
        }
        if shader != nil {
            RuntimeWarning.emit("\(kind): custom shaders are not run by Backplate; the children are drawn unshaded")
        }
    }
}
