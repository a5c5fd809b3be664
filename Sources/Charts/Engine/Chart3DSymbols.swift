import Foundation
import BackplateCore

/// A 3D point mark's symbol: a sphere drawn as a lit disc, or a cube, cylinder or cone as
/// shaded faces, each sized as a fraction of the box.
struct Chart3DSymbols {
    let painter: Chart3DPainter

    /// A symbol's width over the box's when `symbolSize(_:)` does not set it (an estimate).
    static let defaultSize = 0.04
    /// Sides of the polygon a cylinder or cone is built from.
    static let roundSides = 16

    func pieces(_ mark: Chart3DMark, at center: BoxPoint, color: Chart3DPaint, colors: Chart3DColors,
                place: @escaping (BoxPoint) -> CGPoint) -> [(depth: Double, paint: (inout GraphicsContext) -> Void)] {
        let size = Double(mark.symbolSize ?? CGFloat(Chart3DSymbols.defaultSize))
        guard size.isFinite, size > 0 else { return [] }
        let depth = painter.view(center).z
        if mark.symbol.kind == .sphere {
            // The disc's radius: half the symbol's width, measured across the screen.
            let across = painter.unview(BoxPoint(size / 2, 0, 0))
            let c = place(center), e = place(BoxPoint(center.x + across.x, center.y + across.y, center.z + across.z))
            let r = max(hypot(e.x - c.x, e.y - c.y), 0.5)
            let body = colors.shaded(color, 0.8), highlight = colors.shaded(color, 1.05)
            return [(depth, { context in
                context.fill(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: body)
                context.fill(Path(ellipseIn: CGRect(x: c.x - r * 0.75, y: c.y - r * 0.85, width: r * 1.1, height: r * 1.1)), with: highlight)
            })]
        }
        return faces(of: mark.symbol.kind, size: size).compactMap { face -> (depth: Double, paint: (inout GraphicsContext) -> Void)? in
            let turned = face.map { p -> BoxPoint in
                let q = (mark.symbolRotation ?? .identity).apply((p.x, p.y, p.z))
                return BoxPoint(center.x + q.x, center.y + q.y, center.z + q.z)
            }
            let v = turned.map(painter.view)
            let normal = cross(minus(v[1], v[0]), minus(v[2], v[0]))
            guard normal.z > 0 else { return nil }  // a face turned away is hidden by the front ones
            let shading = colors.shaded(color, painter.shade(normal))
            let points = turned.map(place)
            return (depth + v.map(\.z).reduce(0, +) / Double(v.count) * 1e-3, { context in
                var path = Path(); path.addLines(points); path.closeSubpath()
                context.fill(path, with: shading)
            })
        }
    }

    /// The faces of a symbol `size` wide centred on the origin, each wound counter-clockwise seen from outside.
    func faces(of kind: BasicChart3DSymbolShape.Kind, size: Double) -> [[BoxPoint]] {
        let h = size / 2
        switch kind {
        case .cube:
            let v = { (x: Double, y: Double, z: Double) in BoxPoint(x * h, y * h, z * h) }
            return [[v(-1, -1, 1), v(1, -1, 1), v(1, 1, 1), v(-1, 1, 1)], [v(1, -1, -1), v(-1, -1, -1), v(-1, 1, -1), v(1, 1, -1)],
                    [v(1, -1, 1), v(1, -1, -1), v(1, 1, -1), v(1, 1, 1)], [v(-1, -1, -1), v(-1, -1, 1), v(-1, 1, 1), v(-1, 1, -1)],
                    [v(-1, 1, 1), v(1, 1, 1), v(1, 1, -1), v(-1, 1, -1)], [v(-1, -1, -1), v(1, -1, -1), v(1, -1, 1), v(-1, -1, 1)]]
        case .cylinder, .cone, .sphere:
            let n = Chart3DSymbols.roundSides
            let ring = (0..<n).map { k -> (Double, Double) in
                let a = 2 * Double.pi * Double(k) / Double(n)
                return (cos(a) * h, -sin(a) * h)
            }
            let top = kind == .cone ? nil : ring.map { BoxPoint($0.0, h, $0.1) }
            var out: [[BoxPoint]] = [ring.reversed().map { BoxPoint($0.0, -h, $0.1) }]
            if let top { out.append(top) }
            for k in 0..<n {
                let a = ring[k], b = ring[(k + 1) % n]
                if top != nil { out.append([BoxPoint(a.0, -h, a.1), BoxPoint(b.0, -h, b.1), BoxPoint(b.0, h, b.1), BoxPoint(a.0, h, a.1)]) }
                else { out.append([BoxPoint(a.0, -h, a.1), BoxPoint(b.0, -h, b.1), BoxPoint(0, h, 0)]) }
            }
            return out
        }
    }
}
