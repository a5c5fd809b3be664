import Foundation

/// A two-dimensional gradient defined by a grid of positioned colours (iOS 18): `width` ×
/// `height` control points, each with a position in the unit square and a colour. The view
/// fills the space it is offered, as a shape does.
///
/// Backplate draws the mesh as small quadrilaterals, each filled with the colour interpolated
/// at its centre: positions are interpolated bilinearly between the four corners of each patch
/// (`.points` locations) or over a Coons patch bounded by the four cubic Bezier edges that
/// `.bezierPoints` control points describe, and colours bilinearly
/// in gamma-encoded sRGB, eased with smoothstep across each patch when `smoothsColors` is true.
/// Corner colours are exact; inside a patch the colours follow SwiftUI's within a few levels.
/// Translucent colours tile without overlaps, so the mesh shows no grid of darker seams.
/// A mesh with fewer points or colours than `width × height` draws its `background` only.
/// As a shape style (`.fill(mesh)`, `.foregroundStyle(mesh)`), the mesh maps its unit square
/// into the bounds of what it fills and is drawn through that shape or text.
nonisolated public struct MeshGradient: View, ShapeStyle, PrimitiveShapeStyle, Sendable {
    /// The number of control points per row.
    public var width: Int
    /// The number of rows of control points.
    public var height: Int
    /// The control points' locations.
    public var locations: Locations
    /// The control points' colours.
    public var colors: Colors
    /// The colour drawn where the mesh does not cover its frame.
    public var background: Color
    /// Whether colours ease across each patch (true) or change linearly.
    public var smoothsColors: Bool
    /// The colour space colours are interpolated in (Backplate interpolates in sRGB).
    public var colorSpace: Gradient.ColorSpace

    /// The locations of the control points.
    public enum Locations: Equatable, Sendable {
        /// Points in the unit square, row by row.
        case points([SIMD2<Float>])
        /// Points with Bezier handles: each patch edge is the cubic curve between two points
        /// through their facing handles.
        case bezierPoints([BezierPoint])
    }

    /// The colours of the control points.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the view's environment.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// A control point with Bezier handles towards its neighbours.
    public struct BezierPoint: Equatable, Sendable {
        /// The point.
        public var position: SIMD2<Float>
        /// The handle towards the point on the left.
        public var leadingControlPoint: SIMD2<Float>
        /// The handle towards the point above.
        public var topControlPoint: SIMD2<Float>
        /// The handle towards the point on the right.
        public var trailingControlPoint: SIMD2<Float>
        /// The handle towards the point below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a point with its handles.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Creates a mesh from locations and colour values.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Creates a mesh from points in the unit square and their colours, row by row.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh from points and resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh from Bezier points and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh from Bezier points and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
                  colorSpace: colorSpace)
    }

    /// The mesh drawn as filled quadrilaterals over its background: one fill with the mesh as
    /// paint, one item in the display list; of its frame when the background shows, else of
    /// the mesh's outline (antialiased where Bezier edges curve inside the frame).
    @ViewBuilder public var body: some View {
        if background == .clear {
            MeshGradientOutline(mesh: self).fill(self)
        } else {
            Rectangle().fill(self)
        }
    }

    /// Subdivisions of a patch side `length` points long: cells of about 4 points, and more
    /// where the colours change faster (about 3 levels a cell, so a small badge shows no
    /// bands), between 4 and 64 per side.
    static func subdivisions(_ length: CGFloat, colorChange: Double = 0) -> Int {
        guard length.isFinite else { return 4 }
        let byColor = colorChange.isFinite ? Int((colorChange * 255 / 3).rounded(.up)) : 0
        return min(max(Int((length / 4).rounded(.up)), byColor, 4), 64)
    }

    /// The largest change of any colour component between neighbouring control points along
    /// rows (`alongRows`) or columns, 0...1.
    func colorChange(_ colors: [SIMD4<Double>], alongRows: Bool) -> Double {
        var largest = 0.0
        let step = alongRows ? 1 : width
        for index in 0..<(width * height) where alongRows ? index % width + 1 < width : index + width < width * height {
            let d = colors[index] - colors[index + step]
            largest = max(largest, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
        }
        return largest
    }

    /// The control points in the unit square, or `nil` when there are not `width × height`.
    var unitPoints: [SIMD2<Float>]? {
        let count = width * height
        let points: [SIMD2<Float>]
        switch locations {
        case .points(let p): points = p
        case .bezierPoints(let b): points = b.map(\.position)
        }
        return points.count >= count ? Array(points.prefix(count)) : nil
    }

    /// The control colours as gamma-encoded sRGBA, or `nil` when there are too few.
    func controlColors(in environment: EnvironmentValues) -> [SIMD4<Double>]? {
        let count = width * height
        let resolved: [Color.Resolved]
        switch colors {
        case .colors(let c): resolved = c.map { $0.resolve(in: environment) }
        case .resolvedColors(let r): resolved = r
        }
        guard resolved.count >= count else { return nil }
        return resolved.prefix(count).map { SIMD4(Double($0.red), Double($0.green), Double($0.blue), Double($0.opacity)) }
    }

    /// `x` eased with smoothstep when the mesh smooths its colours (as a ternary of two
    /// closures this took 6.7 s to type-check).
    private func smoothed(_ x: Double) -> Double {
        guard smoothsColors else { return x }
        let square: Double = x * x
        return square * (3 - 2 * x)
    }

    /// The colour at patch-local (u, v) of the patch whose top-left control point is (column, row).
    func color(_ colors: [SIMD4<Double>], column: Int, row: Int, u: Double, v: Double) -> SIMD4<Double> {
        let s = smoothed(u), t = smoothed(v)
        let c00 = colors[row * width + column], c10 = colors[row * width + column + 1]
        let c01 = colors[(row + 1) * width + column], c11 = colors[(row + 1) * width + column + 1]
        // Typed steps: as one expression over SIMD's operators this took seconds to type-check.
        let w00: Double = (1 - s) * (1 - t), w10: Double = s * (1 - t), w01: Double = (1 - s) * t, w11: Double = s * t
        let first: SIMD4<Double> = c00 * w00 + c10 * w10
        let second: SIMD4<Double> = first + c01 * w01
        return second + c11 * w11
    }

    /// Each patch side's subdivisions (`nu` along rows, `nv` down columns) and where patch
    /// points land, in a frame of `size`; `nil` when the mesh draws no cells (its background only).
    func grid(size: CGSize, colors: [SIMD4<Double>]) -> (nu: Int, nv: Int, geometry: MeshPatchGeometry)? {
        guard width >= 2, height >= 2, width * height <= 4096, size.width > 0, size.height > 0,
              size.width.isFinite, size.height.isFinite, unitPoints != nil, colors.count >= width * height else { return nil }
        let nu = Self.subdivisions(size.width / CGFloat(width - 1), colorChange: colorChange(colors, alongRows: true))
        let nv = Self.subdivisions(size.height / CGFloat(height - 1), colorChange: colorChange(colors, alongRows: false))
        return (nu, nv, MeshPatchGeometry(width: width, locations: locations, size: size))
    }

    /// The mesh's cells in a frame of `size`, each with the colour at its centre (gamma-encoded
    /// sRGBA), tiling exactly; empty when the mesh draws no cells (its background only).
    func cells(size: CGSize, colors: [SIMD4<Double>]) -> [(corners: [CGPoint], color: SIMD4<Double>)] {
        guard let (nu, nv, geometry) = grid(size: size, colors: colors) else { return [] }
        var cells: [(corners: [CGPoint], color: SIMD4<Double>)] = []
        cells.reserveCapacity((width - 1) * (height - 1) * nu * nv)
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                for j in 0..<nv {
                    for i in 0..<nu {
                        let u0 = Double(i) / Double(nu), u1 = Double(i + 1) / Double(nu)
                        let v0 = Double(j) / Double(nv), v1 = Double(j + 1) / Double(nv)
                        let corners = [geometry.point(column: column, row: row, u: u0, v: v0),
                                       geometry.point(column: column, row: row, u: u1, v: v0),
                                       geometry.point(column: column, row: row, u: u1, v: v1),
                                       geometry.point(column: column, row: row, u: u0, v: v1)]
                        cells.append((corners, color(colors, column: column, row: row, u: (u0 + u1) / 2, v: (v0 + v1) / 2)))
                    }
                }
            }
        }
        return cells
    }

    func draw(in context: inout GraphicsContext, size: CGSize) {
        let frame = Path(CGRect(origin: .zero, size: size))
        if background != .clear { context.fill(frame, with: .color(background)) }
        guard let colors = controlColors(in: context.environment) else { return }
        // Translucent cells must not overlap (an overlap composites twice: a darker grid), so
        // they tile exactly, unantialiased; opaque cells grow half a point to hide AA seams.
        let translucent = colors.contains { $0.w < 1 }
        let style = FillStyle(antialiased: !translucent)
        for (cornerPoints, c) in cells(size: size, colors: colors) {
            var corners = cornerPoints
            if !translucent {
                let centre = CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
                corners = corners.map { p in
                    let dx = p.x - centre.x, dy = p.y - centre.y
                    let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
                    return CGPoint(x: p.x + dx / length * 0.5, y: p.y + dy / length * 0.5)
                }
            }
            var cell = Path()
            cell.addLines(corners)
            cell.closeSubpath()
            context.fill(cell, with: .color(.sRGB, red: c.x, green: c.y, blue: c.z, opacity: c.w), style: style)
        }
    }

    /// As a shape style: the same cells, mapped into the filled region's bounds and drawn
    /// through the shape (the display list's mesh paint), over the background colour.
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        let backdrop = background.rgba(in: environment)
        guard let colors = controlColors(in: environment) else { return .color(backdrop).multiplyingOpacity(HierarchicalOpacity.factor(level)) }
        let cells = (cells(size: bounds.size, colors: colors) + bleedCells(size: bounds.size, colors: colors)).map { cell in
            MeshPaint.Cell(corners: cell.corners.map { CGPoint(x: $0.x + bounds.minX, y: $0.y + bounds.minY) },
                           color: Self.over(RGBAColor(red: cell.color.x, green: cell.color.y, blue: cell.color.z, alpha: cell.color.w), backdrop))
        }
        guard !cells.isEmpty else { return .color(backdrop).multiplyingOpacity(HierarchicalOpacity.factor(level)) }
        return Paint.meshGradient(MeshPaint(bounds: bounds, background: backdrop, cells: cells))
            .multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// `top` composited over `bottom` (straight alpha, gamma-encoded components).
    static func over(_ top: RGBAColor, _ bottom: RGBAColor) -> RGBAColor {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0, bottom.alpha > 0 else { return top }
        func mix(_ t: Double, _ b: Double) -> Double { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return RGBAColor(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: alpha)
    }
}
