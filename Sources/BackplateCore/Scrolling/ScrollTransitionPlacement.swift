import Foundation

/// Where a view with a scroll transition stands in its scroll view's visible region at rest, and
/// the effect that gives it: the identity phase inside the region (as far as the threshold asks),
/// the phase of the edge it is cut by otherwise, eased towards identity by how much of it shows
/// when the configuration is interactive (Apple: 0 is just hidden, 1 reaches the threshold).
struct ScrollTransitionPlacement: Sendable {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?

    /// The phase of a view of `size` whose scroll view's visible region is `visible` (in the
    /// view's own coordinates), and its progress from hidden (0) to the threshold (1).
    func phase(size: CGSize, visible: CGRect) -> (phase: ScrollTransitionPhase, progress: Double) {
        let horizontal = axis.map { $0 == .horizontal } ?? (hiddenFraction(0, size.width, visible.minX, visible.maxX)
                                                              > hiddenFraction(0, size.height, visible.minY, visible.maxY))
        let length = horizontal ? size.width : size.height
        let (start, end) = horizontal ? (visible.minX, visible.maxX) : (visible.minY, visible.maxY)
        let pastStart = start > 0, pastEnd = length > end
        // Inside the region, or spanning it from edge to edge: nothing to transition.
        if pastStart == pastEnd { return (.identity, 1) }
        let phase: ScrollTransitionPhase = pastStart ? .topLeading : .bottomTrailing
        let configuration = pastStart ? topLeading : bottomTrailing
        if configuration.staysIdentity { return (.identity, 1) }
        let inset = configuration.threshold.inset
        let shown = max(0, min(length, end - inset) - max(0, start + inset))
        let fraction = length > 0 ? shown / length : (start <= 0 && end >= 0 ? 1 : 0)
        let needed = configuration.threshold.visibleFraction
        let progress = needed > 0 ? min(fraction / needed, 1) : (fraction > 0 ? 1 : 0)
        return progress >= 1 ? (.identity, 1) : (phase, progress)
    }

    /// The effect steps for the view `proxy` describes; `effect` gives a phase's steps.
    func steps(for proxy: GeometryProxy, effect: (ScrollTransitionPhase) -> [VisualEffectStep]) -> [VisualEffectStep] {
        guard let visible = proxy.bounds(of: .scrollView) else { return effect(.identity) }
        let (phase, progress) = phase(size: proxy.size, visible: visible)
        if phase == .identity { return effect(.identity) }
        let configuration = phase == .topLeading ? topLeading : bottomTrailing
        guard configuration.isInteractive else { return effect(phase) }
        return VisualEffectStep.interpolated(from: effect(phase), to: effect(.identity),
                                             amount: configuration.timingCurve.value(at: progress))
    }

    /// How much of the span `lower...upper` lies outside `start...end`, as a fraction of it.
    private func hiddenFraction(_ lower: CGFloat, _ upper: CGFloat, _ start: CGFloat, _ end: CGFloat) -> CGFloat {
        let length = upper - lower
        guard length > 0 else { return 0 }
        return 1 - max(0, min(upper, end) - max(lower, start)) / length
    }
}

extension VisualEffectStep {
    /// Steps between `from` (amount 0) and `to` (amount 1): numbers blended step by step when
    /// both lists have the same kinds of step in the same order, else the nearer list.
    static func interpolated(from: [VisualEffectStep], to: [VisualEffectStep], amount: Double) -> [VisualEffectStep] {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 1
        guard from.count == to.count else { return t < 0.5 ? from : to }
        var blended: [VisualEffectStep] = []
        for (a, b) in zip(from, to) {
            guard let step = a.blended(with: b, amount: t) else { return t < 0.5 ? from : to }
            blended.append(step)
        }
        return blended
    }

    private func blended(with other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        func mix(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        switch (self, other) {
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.scale(a, anchor), .scale(b, _)): return .scale(mix(a, b), anchor)
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.rotation(a, anchor), .rotation(b, _)): return .rotation(mix(a, b), anchor)
        case let (.rotation3D(a, axis, anchor), .rotation3D(b, _, _)): return .rotation3D(mix(a, b), axis, anchor)
        case let (.blur(a, opaque), .blur(b, _)): return .blur(mix(a, b), opaque)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(mix(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.colorMultiply, .colorMultiply), (.blendMode, .blendMode): return t < 0.5 ? self : other
        default: return nil
        }
    }
}
