import Foundation

/// Where a point of a mesh gradient's patch lands: bilinear between the patch's corners for
/// `.points` locations, a Coons patch over the four cubic Bezier edges for `.bezierPoints`.
struct MeshPatchGeometry {
    let width: Int
    let size: CGSize
    /// Each control point and its leading, top, trailing and bottom handles, in points.
    let vertices: [(p: SIMD2<Double>, leading: SIMD2<Double>, top: SIMD2<Double>, trailing: SIMD2<Double>, bottom: SIMD2<Double>)]
    let curved: Bool

    init(width: Int, locations: MeshGradient.Locations, size: CGSize) {
        self.width = width
        self.size = size
        let scale = SIMD2(Double(size.width), Double(size.height))
        func points(_ v: SIMD2<Float>) -> SIMD2<Double> { SIMD2(Double(v.x), Double(v.y)) * scale }
        switch locations {
        case .points(let list):
            vertices = list.map { let p = points($0); return (p, p, p, p, p) }
            curved = false
        case .bezierPoints(let list):
            vertices = list.map {
                (points($0.position), points($0.leadingControlPoint), points($0.topControlPoint),
                 points($0.trailingControlPoint), points($0.bottomControlPoint))
            }
            curved = true
        }
    }

    /// The point at patch-local (u, v) of the patch whose top-left control point is (column, row).
    func point(column: Int, row: Int, u: Double, v: Double) -> CGPoint {
        let a = vertices[row * width + column], b = vertices[row * width + column + 1]
        let c = vertices[(row + 1) * width + column], d = vertices[(row + 1) * width + column + 1]
        let bilinear = a.p * ((1 - u) * (1 - v)) + b.p * (u * (1 - v)) + c.p * ((1 - u) * v) + d.p * (u * v)
        guard curved else { return CGPoint(x: bilinear.x, y: bilinear.y) }
        func cubic(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>, _ t: Double) -> SIMD2<Double> {
            let s = 1 - t
            return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
        }
        let top = cubic(a.p, a.trailing, b.leading, b.p, u)
        let bottom = cubic(c.p, c.trailing, d.leading, d.p, u)
        let left = cubic(a.p, a.bottom, c.top, c.p, v)
        let right = cubic(b.p, b.bottom, d.top, d.p, v)
        let coons = top * (1 - v) + bottom * v + left * (1 - u) + right * u - bilinear
        return CGPoint(x: coons.x, y: coons.y)
    }
}
