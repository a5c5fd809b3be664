import Foundation

/// The outer edge of a mesh gradient: what the `MeshGradient` view fills, antialiased, so a
/// mesh whose Bezier edges curve inside its frame has a smooth edge. The paint's cells bleed
/// a point past it, so the edge's partly covered pixels take the mesh's colour.
extension MeshGradient {
    /// How far, in points, the mesh paint's cells extend past the outline.
    static let outlineBleed: CGFloat = 1

    /// The outline's points in a frame of `size`, clockwise on screen from the top-leading
    /// control point, each with the colour of the cell along the segment that starts there;
    /// empty when the mesh draws no cells.
    func outlinePoints(size: CGSize, colors: [SIMD4<Double>]) -> [(point: CGPoint, color: SIMD4<Double>)] {
        guard let (nu, nv, geometry) = grid(size: size, colors: colors) else { return [] }
        var loop: [(point: CGPoint, color: SIMD4<Double>)] = []
        func add(column: Int, row: Int, u: Double, v: Double, cellU: Double, cellV: Double) {
            loop.append((geometry.point(column: column, row: row, u: u, v: v),
                         color(colors, column: column, row: row, u: cellU, v: cellV)))
        }
        let halfU = 0.5 / Double(nu), halfV = 0.5 / Double(nv)
        for column in 0..<(width - 1) {
            for i in 0..<nu { add(column: column, row: 0, u: Double(i) / Double(nu), v: 0, cellU: Double(i) / Double(nu) + halfU, cellV: halfV) }
        }
        for row in 0..<(height - 1) {
            for j in 0..<nv {
                add(column: width - 2, row: row, u: 1, v: Double(j) / Double(nv), cellU: 1 - halfU, cellV: Double(j) / Double(nv) + halfV)
            }
        }
        for column in (0..<(width - 1)).reversed() {
            for i in (1...nu).reversed() {
                add(column: column, row: height - 2, u: Double(i) / Double(nu), v: 1, cellU: Double(i) / Double(nu) - halfU, cellV: 1 - halfV)
            }
        }
        for row in (0..<(height - 1)).reversed() {
            for j in (1...nv).reversed() {
                add(column: 0, row: row, u: 0, v: Double(j) / Double(nv), cellU: halfU, cellV: Double(j) / Double(nv) - halfV)
            }
        }
        return loop
    }

    /// The outline as a closed path in `rect`.
    func outline(in rect: CGRect) -> Path {
        let flat = Array(repeating: SIMD4<Double>(0, 0, 0, 1), count: width * height)
        let points = outlinePoints(size: rect.size, colors: flat)
        guard points.count >= 3 else { return Path(rect) }
        var path = Path()
        path.addLines(points.map { CGPoint(x: $0.point.x + rect.minX, y: $0.point.y + rect.minY) })
        path.closeSubpath()
        return path
    }

    /// Quadrilaterals `outlineBleed` wide outside each outline segment, in its cell's colour,
    /// joined at the vertices (each moved along the mean of its segments' outward normals).
    func bleedCells(size: CGSize, colors: [SIMD4<Double>]) -> [(corners: [CGPoint], color: SIMD4<Double>)] {
        let loop = outlinePoints(size: size, colors: colors)
        guard loop.count >= 3 else { return [] }
        // Twice the signed area: positive when the loop turns clockwise on screen (y down).
        var area = 0.0
        for k in loop.indices {
            let a = loop[k].point, b = loop[(k + 1) % loop.count].point
            area += Double(a.x * b.y - b.x * a.y)
        }
        let sign: CGFloat = area >= 0 ? 1 : -1
        func normal(_ k: Int) -> CGPoint {
            let a = loop[k].point, b = loop[(k + 1) % loop.count].point
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { return .zero }
            return CGPoint(x: sign * dy / length, y: -sign * dx / length)
        }
        let normals = loop.indices.map(normal)
        let outward: [CGPoint] = loop.indices.map { k in
            let n0 = normals[(k + loop.count - 1) % loop.count], n1 = normals[k]
            let x = n0.x + n1.x, y = n0.y + n1.y, length = (x * x + y * y).squareRoot()
            guard length > 1e-9 else { return .zero }
            return CGPoint(x: x / length * Self.outlineBleed, y: y / length * Self.outlineBleed)
        }
        return loop.indices.map { k in
            let next = (k + 1) % loop.count
            let a = loop[k].point, b = loop[next].point
            return ([a, b, CGPoint(x: b.x + outward[next].x, y: b.y + outward[next].y),
                     CGPoint(x: a.x + outward[k].x, y: a.y + outward[k].y)], loop[k].color)
        }
    }
}

/// The shape a `MeshGradient` view fills: its outline in the view's frame.
nonisolated struct MeshGradientOutline: Shape {
    let mesh: MeshGradient
    func path(in rect: CGRect) -> Path { mesh.outline(in: rect) }
}
