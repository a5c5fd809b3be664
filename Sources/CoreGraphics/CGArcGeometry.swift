import Foundation

/// Arcs as cubic Béziers, with CoreGraphics' conventions: the one arc geometry that
/// `CGMutablePath` and SwiftUI's `Path` share.
package enum CGArcGeometry {
    /// A cubic segment: its end point and two control points.
    package typealias Cubic = (to: CGPoint, control1: CGPoint, control2: CGPoint)

    /// The signed sweep from `start` to `end` (radians) in the requested direction, at most
    /// one full turn (a full turn or more that way is the whole circle, not nothing).
    /// `clockwise` is measured in a y-up frame, so on a y-down screen it turns
    /// counter-clockwise; `nil` for non-finite angles.
    package static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat? {
        guard start.isFinite, end.isFinite else { return nil }
        var delta = end - start
        if clockwise {
            if delta <= -2 * .pi {
                delta = -2 * .pi
            } else {
                delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
                if delta > 0 { delta -= 2 * .pi }
            }
        } else {
            if delta >= 2 * .pi {
                delta = 2 * .pi
            } else {
                delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
                if delta < 0 { delta += 2 * .pi }
            }
        }
        return delta
    }

    /// The arc sweeping `sweep` from `start` (positive turns clockwise on screen) as its
    /// first point and cubics of at most a quarter turn each, mapped through `transform`;
    /// `nil` for a negative or non-finite radius, angle or centre.
    package static func relativeArc(center: CGPoint, radius: CGFloat, start startAngle: CGFloat, sweep delta: CGFloat,
                                    transform: CGAffineTransform) -> (first: CGPoint, cubics: [Cubic])? {
        var start = startAngle, sweep = delta
        guard radius >= 0, radius.isFinite, start.isFinite, sweep.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
        start = start.truncatingRemainder(dividingBy: 2 * .pi)
        sweep = boundedSweep(sweep)
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let k = 4.0 / 3.0 * tan(step / 4)
        var cubics: [Cubic] = []
        cubics.reserveCapacity(segments)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            cubics.append((p3.applying(transform), c1.applying(transform), c2.applying(transform)))
            a = b
        }
        return (point(start).applying(transform), cubics)
    }

    /// A sweep of at most three turns with the same direction, end angle and turn parity:
    /// the same pixels under either fill rule and when stroked, with bounded work.
    package static func boundedSweep(_ sweep: CGFloat) -> CGFloat {
        let turn = 2 * CGFloat.pi
        guard abs(sweep) > 2 * turn else { return sweep }
        let turns = (abs(sweep) / turn).rounded(.down)
        let rest = abs(sweep) - turns * turn
        let kept: CGFloat = turns.truncatingRemainder(dividingBy: 2) == 0 ? 2 : 1
        return (rest + kept * turn) * (sweep < 0 ? -1 : 1)
    }

    /// The arc of `radius` tangent to the lines `p0`–`p1` and `p1`–`p2` (user space) as its
    /// centre, start angle and sweep; `nil` when the points are collinear or the radius is
    /// zero, where CoreGraphics draws a line to `p1`.
    package static func tangentArc(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat)
        -> (center: CGPoint, start: CGFloat, sweep: CGFloat)? {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let theta = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))   // the angle at p1
        let d = radius / tan(theta / 2)                                  // p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.x * d, y: p1.y + u1.y * d)
        let t2 = CGPoint(x: p1.x + u2.x * d, y: p1.y + u2.y * d)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let h = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return (center, a0, sweep)
    }
}
