import Foundation
import BackplateCore

/// A 3D chart's tick labels: x and z along the box's lowest bottom edges on screen, y along
/// its leftmost vertical edge, each set outward from the box (placement an estimate).
struct Chart3DAxisLabels {
    let painter: Chart3DPainter
    let place: (BoxPoint) -> CGPoint

    /// Gap between an edge and its labels (an estimate).
    static let gap: CGFloat = 6
    /// Labels closer than this on screen are thinned to every second, third... tick.
    static let closestTicks: CGFloat = 28
    /// An axis whose ticks fall closer than this gets no labels: its edge faces the viewer end-on.
    static let endOn: CGFloat = 6

    func draw(in context: inout GraphicsContext) {
        let scene = painter.scene
        let center = place(BoxPoint(0, 0, 0))
        var taken: [CGRect] = []
        for (axis, scale) in [(0, scene.xScale), (1, scene.yScale), (2, scene.zScale)] {
            guard let edge = edge(along: axis) else { continue }
            let (a, b) = (place(edge.0), place(edge.1))
            let intervals = CGFloat(max(scale.ticks.count - 1, 1))
            let spacing = hypot(b.x - a.x, b.y - a.y) / intervals
            guard spacing >= Chart3DAxisLabels.endOn else { continue }
            // Close ticks are labelled every second (third...) one.
            let every = max(1, Int((Chart3DAxisLabels.closestTicks / spacing).rounded(.up)))
            for (index, tick) in scale.ticks.enumerated() where index % every == 0 {
                guard let t = Chart3DScene.coordinate(tick, scale) else { continue }
                let f = t + 0.5
                let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                // Outward: away from the box's centre, across the edge.
                var out = CGVector(dx: p.x - center.x, dy: p.y - center.y)
                if axis == 1 { out = CGVector(dx: -1, dy: 0) } else { out = CGVector(dx: out.dx * 0.3, dy: max(out.dy, 0) + 1) }
                let length = max(hypot(out.dx, out.dy), 1e-6)
                let g = Chart3DAxisLabels.gap
                let at = CGPoint(x: p.x + out.dx / length * g, y: p.y + out.dy / length * g)
                let anchor: UnitPoint = axis == 1 ? .trailing : (out.dx / length < -0.3 ? .topTrailing : out.dx / length > 0.3 ? .topLeading : .top)
                let string = scale.label(for: tick)
                let box = Chart3DAxisLabels.estimatedBox(string, at: at, anchor: anchor)
                if taken.contains(where: { $0.intersects(box) }) { continue }  // a corner two axes share
                taken.append(box)
                context.draw(Text(string).font(ChartAxisMetrics.labelFont).foregroundStyle(.secondary), at: at, anchor: anchor)
            }
        }
    }

    /// Where a label is drawn, estimated (a canvas records text before it is measured): 6.3
    /// points per character of 11-point text, 13 points tall.
    static func estimatedBox(_ string: String, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        let size = CGSize(width: CGFloat(string.count) * 6.3, height: 13)
        return CGRect(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y, width: size.width, height: size.height)
    }

    /// The box edge that carries `axis`'s labels, from the domain's start to its end.
    func edge(along axis: Int) -> (BoxPoint, BoxPoint)? {
        var best: (BoxPoint, BoxPoint, CGFloat)?
        for u in [-0.5, 0.5] {
            for w in [-0.5, 0.5] {
                func point(_ t: Double) -> BoxPoint {
                    switch axis {
                    case 0: return BoxPoint(t, u, w)
                    case 1: return BoxPoint(u, t, w)
                    default: return BoxPoint(u, w, t)
                    }
                }
                let (a, b) = (point(-0.5), point(0.5))
                if axis != 1 && a.y > 0 { continue }  // x and z labels sit on the floor
                let m = CGPoint(x: (place(a).x + place(b).x) / 2, y: (place(a).y + place(b).y) / 2)
                let score = axis == 1 ? -m.x : m.y  // leftmost vertical edge; lowest floor edge
                if best == nil || score > best!.2 { best = (a, b, score) }
            }
        }
        return best.map { ($0.0, $0.1) }
    }
}
