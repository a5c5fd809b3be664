import Foundation

/// Visual changes that apply to a view without changing its layout: the value the closures of
/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` build, as in SwiftUI
/// (`content.opacity(0.5).scaleEffect(0.9)`).
///
/// Each method returns a new effect with one more step; steps apply in order, the first
/// innermost, exactly as the same chain of view modifiers would.
public protocol VisualEffect: Sendable, Animatable {}

/// The visual effect that changes nothing: the `content` a `visualEffect` or
/// `scrollTransition` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// No animatable data.
    public typealias AnimatableData = EmptyAnimatableData
    /// Creates the empty effect.
    public init() {}
}

/// One geometry-independent drawing change of a visual effect, with the render-effect
/// modifier that draws it.
package enum VisualEffectStep: Sendable, Equatable {
    case opacity(Double)
    case scale(CGSize, UnitPoint)
    case offset(CGSize)
    case rotation(Angle, UnitPoint)
    case transform(CGAffineTransform)
    case rotation3D(Angle, [CGFloat], UnitPoint)
    case blur(CGFloat, Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case blendMode(BlendMode)

    /// The modifier that draws the step, with the same argument sanitising as the view modifier.
    var modifier: any RenderEffectModifier {
        func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        switch self {
        case .opacity(let o): return _OpacityEffect(opacity: o.isNaN ? 1 : min(max(o, 0), 1))
        case .scale(let s, let a):
            return _ScaleEffect(scale: CGSize(width: finite(s.width, 1), height: finite(s.height, 1)), anchor: a)
        case .offset(let o): return _OffsetEffect(offset: o)
        case .rotation(let angle, let a): return _RotationEffect(angle: angle.radians.isFinite ? angle : .zero, anchor: a)
        case .transform(let t): return _TransformEffect(transform: t)
        case .rotation3D(let angle, let axis, let a): return _Rotation3DEffect(angle: angle, axis: axis, anchor: a)
        case .blur(let r, let opaque): return _BlurEffect(radius: r.isFinite ? max(r, 0) : 0, isOpaque: opaque)
        case .brightness(let a): return _BrightnessEffect(amount: a.isFinite ? a : 0)
        case .contrast(let a): return _ContrastEffect(amount: a.isFinite ? a : 1)
        case .saturation(let a): return _SaturationEffect(amount: a.isFinite ? a : 1)
        case .grayscale(let a): return _GrayscaleEffect(amount: a.isFinite ? a : 0)
        case .hueRotation(let angle): return _HueRotationEffect(angle: angle.radians.isFinite ? angle : .zero)
        case .colorMultiply(let c): return _ColorMultiplyEffect(color: c)
        case .blendMode(let m): return _BlendModeEffect(blendMode: m)
        }
    }
}

/// A visual effect built from `EmptyVisualEffect` by its modifier methods: the steps in order.
public struct _VisualEffectSteps: VisualEffect {
    /// No animatable data.
    public typealias AnimatableData = EmptyAnimatableData
    package var steps: [VisualEffectStep]

    package init(steps: [VisualEffectStep]) { self.steps = steps }
}

extension VisualEffect {
    /// The steps of this effect (none for an effect type Backplate does not know).
    package var visualEffectSteps: [VisualEffectStep] {
        (self as? _VisualEffectSteps)?.steps ?? []
    }

    private func adding(_ step: VisualEffectStep) -> _VisualEffectSteps {
        _VisualEffectSteps(steps: visualEffectSteps + [step])
    }

    /// Sets the transparency of the view (0 transparent, 1 opaque).
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Scales the view's drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor))
    }

    /// Scales the view's drawing uniformly around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }

    /// Scales the view's drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Offsets the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Offsets the view's drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }

    /// Rotates the view's drawing by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor))
    }

    /// Applies an affine transform to the view's drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(transform))
    }

    /// Applies a projection transform to the view's drawing. Backplate draws its affine part;
    /// projective terms (`m13`, `m23`, `m33` other than 0, 0, 1) are dropped with a runtime
    /// warning.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
        adding(.transform(ProjectionEffects.drawnPart(of: transform, in: "visualEffect transformEffect")))
    }

    /// Rotates the view's drawing in three dimensions around `axis`, about `anchor`: the
    /// orthographic projection `View.rotation3DEffect` draws (no perspective trapezoid).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, [axis.x, axis.y, axis.z], anchor))
    }

    /// Blurs the view with a Gaussian of the given radius.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius, opaque))
    }

    /// Brightens (positive) or darkens (negative) the view.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }

    /// Changes the view's contrast (1 unchanged).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }

    /// Changes the view's saturation (1 unchanged, 0 grey).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }

    /// Removes colour from the view (0 unchanged, 1 fully grey).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }

    /// Rotates the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }

    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }

    /// Composites the view with what is behind it through `blendMode` (iOS 18), as
    /// `View.blendMode(_:)` does.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { adding(.blendMode(blendMode)) }
}

extension VisualEffectStep {
    /// Wraps each node in one effect node per step, the first step innermost.
    static func apply(_ steps: [VisualEffectStep], to nodes: [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        steps.reduce(nodes) { nodes, step in
            let modifier = step.modifier
            return nodes.map { ViewNode.passthrough(modifier.label, $0, effect: modifier.makeEffect(in: environment)) }
        }
    }
}

/// `visualEffect(_:)`: the closure runs once the view is placed, with a proxy for the view's own
/// geometry (its size, and its frame in any coordinate space), and the effect it returns draws
/// the view. Layout is unchanged, as in SwiftUI.
nonisolated public struct _VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let effect = self.effect
        return content(context).map { child in
            ViewNode("visualEffect", layout: VisualEffectLayout(content: child, environment: environment) { proxy in
                effect(EmptyVisualEffect(), proxy).visualEffectSteps
            }, children: [child])
        }
    }
}

/// Sizes like its content; when placed, evaluates the effect with the placed geometry and
/// puts the effect nodes between itself and the content.
final class VisualEffectLayout: NodeLayout {
    let content: ViewNode
    let environment: EnvironmentValues
    let steps: (GeometryProxy) -> [VisualEffectStep]

    init(content: ViewNode, environment: EnvironmentValues, steps: @escaping (GeometryProxy) -> [VisualEffectStep]) {
        self.content = content
        self.environment = environment
        self.steps = steps
    }

    /// The effect is evaluated with the node's placed geometry.
    var readsPlacedGeometry: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        content.sizeThatFits(proposal, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let geometry = node.placedGeometry ?? PlacedGeometry(size: bounds.size, origin: bounds.origin)
        node.children = VisualEffectStep.apply(steps(GeometryProxy(geometry)), to: [content], in: environment)
        for child in node.children { pass.place(child, at: bounds.origin, proposal: proposal) }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        content.dimensions(proposal, pass: pass)[explicit: key]
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { content.spacing(pass: pass) }

    func layoutPriority(of node: ViewNode) -> Double { content.layoutPriority }
}

nonisolated extension View {
    /// Applies effects that depend on the view's own geometry (`proxy.frame(in: .global)`,
    /// `proxy.size`) without changing its layout. In a still render the closure runs once, with
    /// the view where layout placed it.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
