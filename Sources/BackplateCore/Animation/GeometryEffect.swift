import Foundation

/// A 3×3 projective transform of a view's drawing.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3 (translation, and the projective terms' denominator).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The transform of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether the transform is affine (no projective terms).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (Backplate draws affine transforms; projective terms are dropped).
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }
}

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors' layout (a shake, a flip, a path-following offset).
///
/// Unlike animation, this **is** drawn in a still render: the view's drawing is transformed by
/// `effectValue(size:)` evaluated with the view's laid-out size and the effect's current
/// `animatableData` (its value at rest, as the code set it), in the view's own coordinates.
/// Layout is unchanged. Projective terms are dropped (Backplate draws affine transforms).
/// Not isolated to the main actor, as in iOS 26's SwiftUI: conforming types stay nonisolated.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation {
    /// The transform to apply to the view's drawing, for a view of `size`.
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// Applies the effect's transform to the content's drawing.
    public func body(content: Content) -> some View {
        content.modifier(_GeometryEffectModifier(transform: { self.effectValue(size: $0) }))
    }
}

/// A modifier that animates its properties (deprecated in SwiftUI: use `Animatable` with
/// `ViewModifier`). A still render applies `body(content:)` with the current values.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Applies a size-dependent transform to the drawing of its content: the transform is
/// computed when the content is placed, from its size.
nonisolated public struct _GeometryEffectModifier: ViewModifier, PrimitiveModifier {
    let transform: (CGSize) -> ProjectionTransform
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { child in
            let node = ViewNode("geometryEffect", layout: GeometryEffectLayout(transform: transform), children: [child])
            node.zIndex = child.zIndex
            node.layoutValues = child.layoutValues
            return node
        }
    }
}

/// Lays its child out unchanged and, once placed, records the effect's transform for the
/// child's size as the node's render effect.
struct GeometryEffectLayout: NodeLayout {
    let transform: (CGSize) -> ProjectionTransform
    private let passthrough = PassthroughLayout()

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        passthrough.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        passthrough.placeChildren(of: node, in: bounds, proposal: proposal, pass: pass)
        let t = transform(bounds.size).affine
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        node.effect = finite && !t.isIdentity ? _TransformEffect(transform: t) : nil
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        passthrough.explicitAlignment(key, of: node, in: bounds, proposal: proposal, pass: pass)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { passthrough.spacing(of: node, pass: pass) }
    func layoutPriority(of node: ViewNode) -> Double { passthrough.layoutPriority(of: node) }
}
