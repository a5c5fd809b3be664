import Foundation
import BackplateCore

/// A pie or donut slice with rounded corners (`SectorMark.cornerRadius(_:)`): each corner where
/// a side meets an arc becomes a circular fillet tangent to both, as Swift Charts draws it. A
/// radius too large for the slice shrinks to the largest that fits; a pie's centre stays sharp.
enum SectorCorners {
    static func path(centre c: CGPoint, outer: CGFloat, inner: CGFloat, outerAngles: (Double, Double),
                     innerAngles: (Double, Double), radius: CGFloat) -> Path {
        func at(_ angle: Double, _ distance: CGFloat) -> CGPoint {
            CGPoint(x: c.x + distance * CGFloat(cos(angle)), y: c.y + distance * CGFloat(sin(angle)))
        }
        // The largest fillet that fits the ring's width and half the slice's angle.
        let halfOuter = max(0, (outerAngles.1 - outerAngles.0) / 2)
        var ro = min(radius, (outer - inner) / 2, outer * CGFloat(sin(halfOuter)) / (1 + CGFloat(sin(halfOuter))))
        ro = max(0, ro)
        var p = Path()
        // A fillet of radius `r` centred at `f`, from `from` to `to` along the short way round.
        func fillet(_ f: CGPoint, _ r: CGFloat, from: CGPoint, to: CGPoint) {
            let s = atan2(Double(from.y - f.y), Double(from.x - f.x)), e = atan2(Double(to.y - f.y), Double(to.x - f.x))
            var d = e - s
            while d > .pi { d -= 2 * .pi }
            while d < -.pi { d += 2 * .pi }
            p.addRelativeArc(center: f, radius: r, startAngle: .radians(s), delta: .radians(d))
        }
        let dOuter = ro > 0 ? asin(Double(ro / (outer - ro))) : 0
        let sideOuter = ((outer - ro) * (outer - ro) - ro * ro).squareRoot()
        // Outer corners: start side to outer arc, outer arc, outer arc to end side.
        p.move(to: at(outerAngles.0, sideOuter))
        fillet(at(outerAngles.0 + dOuter, outer - ro), ro, from: at(outerAngles.0, sideOuter), to: at(outerAngles.0 + dOuter, outer))
        p.addRelativeArc(center: c, radius: outer, startAngle: .radians(outerAngles.0 + dOuter),
                         delta: .radians(outerAngles.1 - outerAngles.0 - 2 * dOuter))
        fillet(at(outerAngles.1 - dOuter, outer - ro), ro, from: at(outerAngles.1 - dOuter, outer), to: at(outerAngles.1, sideOuter))
        let halfInner = max(0, (innerAngles.1 - innerAngles.0) / 2)
        if inner > 0, halfInner > 0 {
            let ri = max(0, min(ro, inner * CGFloat(sin(halfInner)) / max(1e-9, 1 - CGFloat(sin(halfInner)))))
            let dInner = ri > 0 ? asin(Double(ri / (inner + ri))) : 0
            let sideInner = ((inner + ri) * (inner + ri) - ri * ri).squareRoot()
            // Inner corners: end side to inner arc, inner arc back, inner arc to start side.
            p.addLine(to: at(innerAngles.1, sideInner))
            fillet(at(innerAngles.1 - dInner, inner + ri), ri, from: at(innerAngles.1, sideInner), to: at(innerAngles.1 - dInner, inner))
            p.addRelativeArc(center: c, radius: inner, startAngle: .radians(innerAngles.1 - dInner),
                             delta: .radians(-(innerAngles.1 - innerAngles.0 - 2 * dInner)))
            fillet(at(innerAngles.0 + dInner, inner + ri), ri, from: at(innerAngles.0 + dInner, inner), to: at(innerAngles.0, sideInner))
        } else {
            p.addLine(to: c)
        }
        p.closeSubpath()
        return p
    }
}
