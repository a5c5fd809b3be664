import Foundation

/// Where a node's render effect applies, when the display list is built.
package struct EffectContext {
    /// The node's layout frame in root coordinates (not snapped): geometric effects (offset,
    /// rotation, scale, transform) pivot on it, as `LayoutTree.frame(of:)` does.
    package var frame: CGRect
    /// The frame snapped to the output's pixel grid: clips are drawn in it.
    package var bounds: CGRect
    /// The drawn overlays of the node, for an effect that masks with them (`mask`); empty
    /// for every other effect.
    package var maskItems: [DisplayList.Item]
}

/// What a node stores as its render effect: a value that maps itself to one
/// `DisplayList.Effect` case. It never changes layout.
///
/// Effect modifiers (`Effects/`) produce these values when they are resolved: a
/// modifier whose effect needs no geometry maps itself to a display-list effect at once (see
/// `ResolvedRenderEffect`); one that depends on where the node lands (clips, rotations)
/// is itself the node's effect and maps itself when the display list is built.
package protocol RenderEffect {
    /// The display-list effect the node's drawing is grouped under; `nil` when the effect
    /// changes nothing (opacity 1, blur 0, the identity transform), so no group is made.
    func displayEffect(in context: EffectContext) -> DisplayList.Effect?
    /// The transform from the node's layout frame to where it is drawn, for geometric
    /// effects; `nil` for every other effect. `displayEffect` maps it to `.transform`.
    func drawingTransform(in frame: CGRect) -> CGAffineTransform?
    /// Whether the node draws at all (`hidden()` is laid out but draws nothing).
    var drawsContent: Bool { get }
    /// Whether the node's overlays are its mask rather than drawn (`mask(alignment:_:)`).
    var masksWithOverlays: Bool { get }
}

extension RenderEffect {
    package func drawingTransform(in frame: CGRect) -> CGAffineTransform? { nil }
    package var drawsContent: Bool { true }
    package var masksWithOverlays: Bool { false }
}

/// A render effect fully known at resolution: its display-list effect.
package struct ResolvedRenderEffect: RenderEffect {
    /// The effect (`nil`: draws unchanged).
    package let effect: DisplayList.Effect?
    package init(_ effect: DisplayList.Effect?) { self.effect = effect }
    package func displayEffect(in context: EffectContext) -> DisplayList.Effect? { effect }
}

/// A geometric effect: a transform of the node's drawing about a point of its frame.
package protocol GeometricRenderEffect: RenderEffect {
    /// The transform in the node's local space, before it is moved to pivot on `anchor`.
    var localTransform: CGAffineTransform { get }
    /// The unit point of the frame the transform pivots on.
    var anchor: UnitPoint { get }
}

extension GeometricRenderEffect {
    package func drawingTransform(in frame: CGRect) -> CGAffineTransform? {
        let p = anchor.point(in: frame)
        return CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(localTransform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    package func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        guard let t = drawingTransform(in: context.frame), !t.isIdentity else { return nil }
        return .transform(t)
    }
}

/// A built-in effect modifier whose display-list effect depends only on the environment.
nonisolated protocol EnvironmentRenderEffectModifier: RenderEffectModifier {
    /// The display-list effect (`nil`: draws unchanged).
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect?
}

nonisolated extension EnvironmentRenderEffectModifier {
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect {
        ResolvedRenderEffect(displayEffect(in: environment))
    }
}

/// A built-in effect modifier that is its own render effect (it needs the node's geometry).
nonisolated protocol GeometryRenderEffectModifier: RenderEffectModifier, RenderEffect {}

nonisolated extension GeometryRenderEffectModifier {
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect { self }
}

/// A finite value or `fallback`.
func finiteOr(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
