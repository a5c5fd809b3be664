import Foundation
import BackplateCore

/// Draws a `Chart3DScene`: projects the box from the pose, paints back walls with gridlines,
/// then every facet, rule and symbol far to near (the painter's algorithm), then tick labels.
package struct Chart3DPainter {
    package var scene: Chart3DScene

    /// Space kept around the projected box for tick labels (an estimate).
    package static let margin: CGFloat = 28
    /// The light's direction in view space: from above, left and in front (an estimate).
    static let light = (x: -0.35, y: 0.65, z: 0.67)
    /// How much nearer a rule counts than a face at the same depth.
    static let lineBias = 1e-3
    /// The camera's distance in box widths, for perspective.
    static let cameraDistance = 2.6

    /// A box point in view space: turned by the pose's azimuth, then its inclination; z toward the viewer.
    package func view(_ p: BoxPoint) -> BoxPoint {
        let a = scene.pose.azimuth.radians, i = scene.pose.inclination.radians
        let x1 = p.x * cos(a) - p.z * sin(a), z1 = p.x * sin(a) + p.z * cos(a)
        let y2 = p.y * cos(i) - z1 * sin(i), z2 = p.y * sin(i) + z1 * cos(i)
        return BoxPoint(x1, y2, z2)
    }

    /// A view-space vector turned back into the box's axes (the inverse of `view`).
    package func unview(_ v: BoxPoint) -> BoxPoint {
        let a = scene.pose.azimuth.radians, i = scene.pose.inclination.radians
        let y1 = v.y * cos(i) + v.z * sin(i), z1 = -v.y * sin(i) + v.z * cos(i)
        return BoxPoint(v.x * cos(a) + z1 * sin(a), y1, -v.x * sin(a) + z1 * cos(a))
    }

    /// A view-space point on the unit screen, before fitting (y up).
    func flat(_ v: BoxPoint) -> CGPoint {
        let f = scene.perspective ? Chart3DPainter.cameraDistance / (Chart3DPainter.cameraDistance - v.z) : 1
        return CGPoint(x: v.x * f, y: v.y * f)
    }

    /// Maps box points to canvas points: the box's eight corners fitted inside `size` less the margin.
    package func fitting(_ size: CGSize) -> (BoxPoint) -> CGPoint {
        let corners = [-0.5, 0.5].flatMap { x in [-0.5, 0.5].flatMap { y in [-0.5, 0.5].map { z in flat(view(BoxPoint(x, y, z))) } } }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        let m = Chart3DPainter.margin
        let scale = max(0, min((size.width - 2 * m) / max(maxX - minX, 1e-6), (size.height - 2 * m) / max(maxY - minY, 1e-6)))
        let cx = size.width / 2 - (minX + maxX) / 2 * scale, cy = size.height / 2 + (minY + maxY) / 2 * scale
        return { p in let q = flat(view(p)); return CGPoint(x: cx + q.x * scale, y: cy - q.y * scale) }
    }

    package func draw(in context: inout GraphicsContext, size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        let place = fitting(size)
        let colors = Chart3DColors(scene: scene, environment: context.environment)
        drawWalls(in: &context, place: place)
        var items: [(depth: Double, paint: (inout GraphicsContext) -> Void)] = []
        for surface in scene.surfaces { items += facets(surface, colors: colors, place: place) }
        for mark in scene.marks { items += pieces(mark, colors: colors, place: place) }
        for item in items.sorted(by: { $0.depth < $1.depth }) { item.paint(&context) }
        Chart3DAxisLabels(painter: self, place: place).draw(in: &context)
    }

    /// The walls facing away from the viewer, each with gridlines at its two axes' ticks.
    func drawWalls(in context: inout GraphicsContext, place: (BoxPoint) -> CGPoint) {
        let grid = ChartAxisMetrics.gridStyle
        let ticks = [scene.xScale, scene.yScale, scene.zScale].map { scale in scale.ticks.compactMap { Chart3DScene.coordinate($0, scale) } }
        for axis in 0..<3 {
            for side in [-0.5, 0.5] {
                var normal = [0.0, 0, 0]; normal[axis] = side
                guard view(BoxPoint(normal[0], normal[1], normal[2])).z < -1e-6 else { continue }
                let (u, w) = ((axis + 1) % 3, (axis + 2) % 3)
                func point(_ a: Double, _ b: Double) -> BoxPoint {
                    var c = [0.0, 0, 0]; c[axis] = side; c[u] = a; c[w] = b
                    return BoxPoint(c[0], c[1], c[2])
                }
                var path = Path()
                path.addLines([point(-0.5, -0.5), point(0.5, -0.5), point(0.5, 0.5), point(-0.5, 0.5), point(-0.5, -0.5)].map(place))
                for t in ticks[u] { path.move(to: place(point(t, -0.5))); path.addLine(to: place(point(t, 0.5))) }
                for t in ticks[w] { path.move(to: place(point(-0.5, t))); path.addLine(to: place(point(0.5, t))) }
                context.stroke(path, with: .style(grid), lineWidth: ChartAxisMetrics.gridLineWidth)
            }
        }
    }

    /// Brightness for a facet facing `normal` (view space): ambient plus two-sided diffuse light.
    func shade(_ normal: BoxPoint) -> Double {
        let length = (normal.x * normal.x + normal.y * normal.y + normal.z * normal.z).squareRoot()
        guard length > 0 else { return 1 }
        let l = Chart3DPainter.light
        let d = abs(normal.x * l.x + normal.y * l.y + normal.z * l.z) / length
        return 0.55 + 0.45 * d
    }

    /// A surface's grid cells as two triangles each, coloured by its style and shaded.
    func facets(_ surface: (grid: [[BoxPoint?]], mark: Chart3DMark), colors: Chart3DColors,
                place: @escaping (BoxPoint) -> CGPoint) -> [(depth: Double, paint: (inout GraphicsContext) -> Void)] {
        var out: [(depth: Double, paint: (inout GraphicsContext) -> Void)] = []
        let g = surface.grid, coloring = colors.surfaceColoring(surface.mark)
        for i in 0..<(g.count - 1) {
            for j in 0..<(g[i].count - 1) {
                for tri in [[g[i][j], g[i][j + 1], g[i + 1][j + 1]], [g[i][j], g[i + 1][j + 1], g[i + 1][j]]] {
                    guard let a = tri[0], let b = tri[1], let c = tri[2] else { continue }
                    let (va, vb, vc) = (view(a), view(b), view(c))
                    let n = cross(minus(vb, va), minus(vc, va))
                    let worldNormal = cross(minus(b, a), minus(c, a))
                    let color = coloring((a.y + b.y + c.y) / 3, worldNormal)
                    let shaded = colors.shaded(color, shade(n))
                    let points = [a, b, c].map(place)
                    out.append(((va.z + vb.z + vc.z) / 3, { context in
                        var path = Path(); path.addLines(points); path.closeSubpath()
                        context.fill(path, with: shaded)
                        context.stroke(path, with: shaded, lineWidth: 0.5)
                    }))
                }
            }
        }
        return out
    }

    /// A point's symbol, a rule's line or a rectangle's face.
    func pieces(_ mark: Chart3DMark, colors: Chart3DColors,
                place: @escaping (BoxPoint) -> CGPoint) -> [(depth: Double, paint: (inout GraphicsContext) -> Void)] {
        guard let corners = scene.corners(of: mark) else { return [] }
        let base = colors.markColor(mark)
        let depth = corners.map { view($0).z }.reduce(0, +) / Double(corners.count)
        switch mark.kind {
        case .rule:
            // A rule lying on a face or surface draws over it.
            let ends = corners.map(place)
            return [(depth + Chart3DPainter.lineBias, { context in
                var path = Path(); path.addLines(ends)
                context.stroke(path, with: colors.shaded(base, 1), lineWidth: ChartMetrics.ruleWidth * 2)
            })]
        case .rectangle:
            let v = corners.map(view)
            let shading = colors.shaded(base, shade(cross(minus(v[1], v[0]), minus(v[3], v[0]))))
            let points = corners.map(place)
            return [(depth, { context in
                var path = Path(); path.addLines(points); path.closeSubpath()
                context.fill(path, with: shading)
            })]
        case .point, .surface:
            return Chart3DSymbols(painter: self).pieces(mark, at: corners[0], color: base, colors: colors, place: place)
        }
    }
}

func minus(_ a: BoxPoint, _ b: BoxPoint) -> BoxPoint { BoxPoint(a.x - b.x, a.y - b.y, a.z - b.z) }
func cross(_ a: BoxPoint, _ b: BoxPoint) -> BoxPoint {
    BoxPoint(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
