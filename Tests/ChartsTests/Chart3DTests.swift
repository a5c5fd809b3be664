import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

/// Swift Charts' 3D charts (iOS 26): the scene fitted to its scales, the pose's projection,
/// and what a render draws (lit facets, surface styles, walls and tick labels).
@MainActor @Suite("Charts: Chart3D", .tags(.layout, .pixels))
struct Chart3DTests {
    private let size = CGSize(width: 300, height: 300)

    private func scene<C: Chart3DContent>(_ content: C, _ change: (inout ChartConfiguration) -> Void = { _ in }) -> Chart3DScene {
        var config = ChartConfiguration()
        change(&config)
        return Chart3DScene(marks: collect3DMarks(content), config: config)
    }

    @Test("Chart3DPose's named poses and Angle2D's units, as Spatial defines them")
    func poses() {
        #expect(Chart3DPose.front.azimuth == .zero && Chart3DPose.front.inclination == .zero)
        #expect(Chart3DPose.right.azimuth.degrees == 90 && Chart3DPose.left.azimuth.degrees == -90)
        #expect(Chart3DPose.back.azimuth.degrees == 180 && Chart3DPose.top.inclination.degrees == 90)
        #expect(abs(Angle2D(degrees: 180).radians - .pi) < 1e-12)
        #expect(abs(Angle2D.radians(.pi / 2).degrees - 90) < 1e-12)
        #expect(abs(Angle2D(degrees: 270).normalized.degrees - -90) < 1e-9)
        let turned = Rotation3D(angle: .degrees(90), axis: .z).apply((1, 0, 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test("A surface with no scale spans x and z −1...1; y fits its sampled heights (sin x · cos z: −1...1)")
    func surfaceDomains() {
        let s = scene(SurfacePlot(x: "X", y: "Y", z: "Z") { x, z in sin(x) * cos(z) })
        #expect(Chart3DScene.bounds(s.xScale) == (-1, 1) && Chart3DScene.bounds(s.zScale) == (-1, 1))
        #expect(Chart3DScene.bounds(s.yScale) == (-1, 1))
        #expect(s.titles == ["X", "Y", "Z"])
        #expect(s.surfaces.count == 1 && s.surfaces[0].grid.count == Chart3DScene.surfaceSamples)
        // Grid point (row 0, column 0) is x = −1, z = −1: y = sin(−1)·cos(−1) = −0.4546, box −0.2273.
        let corner = s.surfaces[0].grid[0][0]
        #expect(corner.map { abs($0.x + 0.5) < 1e-9 && abs($0.z + 0.5) < 1e-9 && abs($0.y - (sin(-1.0) * cos(-1.0)) / 2) < 1e-9 } == true)
    }

    @Test("Undefined heights (NaN) leave holes; chartXScale and chartZScale set the sampled domain")
    func holesAndDomains() {
        let s = scene(SurfacePlot(x: "X", y: "Y", z: "Z") { x, _ in x > 0 ? .nan : x }) {
            $0.xDomain = [.number(-2), .number(2)]
            $0.zDomain = [.number(0), .number(10)]
        }
        #expect(Chart3DScene.bounds(s.xScale) == (-2, 2) && Chart3DScene.bounds(s.zScale) == (0, 10))
        let row = s.surfaces[0].grid[0]
        #expect(row.first! != nil && row.last! == nil)
        #expect(row.filter { $0 == nil }.count == Chart3DScene.surfaceSamples / 2)
    }

    @Test("PointMark, RuleMark and RectangleMark(x:y:z:) land at their values' box coordinates")
    func markCorners() throws {
        let s = scene(TupleChart3DContent(collect3DMarks(PointMark(x: .value("x", 1), y: .value("y", 2), z: .value("z", 3)))
            + collect3DMarks(RuleMark(x: .value("x", 0..<4), y: .value("y", 2), z: .value("z", 3)))
            + collect3DMarks(RectangleMark(x: .value("x", 0..<2), y: .value("y", 0..<4), z: .value("z", 1))))) {
            $0.xDomain = [.number(0), .number(4)]; $0.yDomain = [.number(0), .number(4)]; $0.zDomain = [.number(0), .number(4)]
        }
        let point = try #require(s.corners(of: s.marks[0]))
        #expect(point == [BoxPoint(-0.25, 0, 0.25)])
        let rule = try #require(s.corners(of: s.marks[1]))
        #expect(rule == [BoxPoint(-0.5, 0, 0.25), BoxPoint(0.5, 0, 0.25)])
        let rectangle = try #require(s.corners(of: s.marks[2]))
        #expect(rectangle == [BoxPoint(-0.5, -0.5, -0.25), BoxPoint(0, -0.5, -0.25), BoxPoint(0, 0.5, -0.25), BoxPoint(-0.5, 0.5, -0.25)])
    }

    @Test("From the front the box is a square fitted inside the labels' margin; perspective draws the near face larger")
    func projection() {
        let s = scene(SurfacePlot(x: "X", y: "Y", z: "Z") { _, _ in 0 }) { $0.pose3D = .front }
        let place = Chart3DPainter(scene: s).fitting(size)
        let inset = Chart3DPainter.margin
        #expect(place(BoxPoint(0.5, 0.5, 0.5)) == CGPoint(x: size.width - inset, y: inset))
        #expect(place(BoxPoint(-0.5, -0.5, -0.5)) == CGPoint(x: inset, y: size.height - inset))
        var near = s; near.perspective = true
        let p = Chart3DPainter(scene: near).fitting(size)
        let front = p(BoxPoint(0.5, 0.5, 0.5)).x - p(BoxPoint(-0.5, 0.5, 0.5)).x
        let back = p(BoxPoint(0.5, 0.5, -0.5)).x - p(BoxPoint(-0.5, 0.5, -0.5)).x
        // The camera stands 2.6 box widths away: faces at depth ±0.5 scale 3.1 : 2.1.
        #expect(abs(front / back - 3.1 / 2.1) < 0.001, "\(front) \(back)")
        // The right pose turns +x toward the viewer; inclination lifts the top toward them.
        #expect(Chart3DPainter(scene: scene(SurfacePlot(x: "", y: "", z: "") { _, _ in 0 }) { $0.pose3D = .right }).view(BoxPoint(0.5, 0, 0)).z > 0.49)
        #expect(Chart3DPainter(scene: scene(SurfacePlot(x: "", y: "", z: "") { _, _ in 0 }) { $0.pose3D = .top }).view(BoxPoint(0, 0.5, 0)).z > 0.49)
    }

    @Test("A flat red surface seen from the top fills the box, lit: red inside, the background outside")
    func litSurfacePixels() throws {
        let chart = Chart3D { SurfacePlot(x: "X", y: "Y", z: "Z") { _, _ in 0 }.foregroundStyle(Color.red) }.chart3DPose(.top)
        let image = try renderChart(chart, size: size, name: "chart3d-top")
        let inside = chartPixel(image, 150, 150), outside = chartPixel(image, 6, 150)
        #expect(inside[0] > 200 && inside[1] < 90 && inside[2] < 90, "\(inside)")
        #expect(outside == [255, 255, 255], "\(outside)")
    }

    @Test(".heightBased colours low points blue and high points red along its ramp; a gradient replaces the ramp")
    func heightBasedPixels() throws {
        let ramp = Chart3D { SurfacePlot(x: "X", y: "Y", z: "Z") { x, _ in x }.foregroundStyle(.heightBased) }.chart3DPose(.top)
        let image = try renderChart(ramp, size: size, name: "chart3d-height")
        let low = chartPixel(image, 40, 150), high = chartPixel(image, 260, 150)
        #expect(low[2] > low[0] + 100, "low \(low)")
        #expect(high[0] > high[2] + 100, "high \(high)")
        let custom = Chart3D {
            SurfacePlot(x: "X", y: "Y", z: "Z") { x, _ in x }.foregroundStyle(.heightBased(Gradient(colors: [.green, .green])))
        }.chart3DPose(.top)
        let green = chartPixel(try renderChart(custom, size: size, name: "chart3d-green"), 150, 150)
        #expect(green[1] > green[0] + 80 && green[1] > green[2] + 80, "\(green)")
    }

    @Test("The walls carry tick labels: a default-domain surface labels −1, 0 and 1")
    func tickLabels() {
        let d = drawChart(Chart3D { SurfacePlot(x: "X", y: "Y", z: "Z") { x, z in x * z } }, size: size)
        let strings = Set(d.texts.map(\.0))
        #expect(strings.isSuperset(of: ["-1", "0", "1"]), "\(strings)")
    }

    @Test("Bad values draw nothing where they are: NaN points, infinite surfaces, an empty domain, a zero-sized chart")
    func badValues() throws {
        let s = scene(TupleChart3DContent(collect3DMarks(PointMark(x: .value("x", Double.nan), y: .value("y", 1.0), z: .value("z", 1.0)))
            + collect3DMarks(PointMark(x: .value("x", 1.0), y: .value("y", 1.0), z: .value("z", 1.0)))))
        #expect(s.corners(of: s.marks[0]) == nil && s.corners(of: s.marks[1]) != nil)
        let flat = scene(SurfacePlot(x: "", y: "", z: "") { _, _ in .infinity }) { $0.xDomain = [.number(3), .number(3)] }
        #expect(Chart3DScene.bounds(flat.xScale) == (-1, 1) && flat.surfaces[0].grid.joined().allSatisfy { $0 == nil })
        let chart = Chart3D {
            SurfacePlot(x: "", y: "", z: "") { x, _ in 1 / x }
            PointMark(x: .value("x", Double.infinity), y: .value("y", 0.0), z: .value("z", 0.0)).symbolSize(.nan)
            PointMark(x: .value("x", 0.5), y: .value("y", 0.0), z: .value("z", 0.0)).symbolSize(-4)
        }
        _ = try renderChart(chart, size: size, name: "chart3d-bad")
        _ = try? renderChart(chart, size: CGSize(width: 0, height: 0), name: "chart3d-empty")
        // A 2D chart's scale with an infinite bound, or an infinite value, falls back to its finite values.
        let d = drawChart(Chart { PointMark(x: .value("x", Double.infinity), y: .value("y", 2.0)); PointMark(x: .value("x", 4.0), y: .value("y", 3.0)) }
            .chartYScale(domain: 0...Double.infinity))
        #expect(d.symbols.count == 1, "\(d.symbols)")  // an empty image may be refused; it must not crash
    }

    @Test("Point symbols: a sphere is a disc of its size; a cube turned away shows only its front faces")
    func symbols() throws {
        let chart = Chart3D {
            PointMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", 0)).foregroundStyle(Color.blue).symbolSize(0.2)
        }
        .chartXScale(domain: -1...1).chartYScale(domain: -1...1).chartZScale(domain: -1...1).chart3DPose(.front)
        let image = try renderChart(chart, size: size, name: "chart3d-sphere")
        // The box is 244 points wide, so the sphere is 48.8 wide about the centre.
        let center = chartPixel(image, 150, 158), inside = chartPixel(image, 150 + 22, 150), outside = chartPixel(image, 150 + 27, 156)
        #expect(center[2] > 150 && center[0] < 80 && inside[2] > 150, "\(center) \(inside)")
        #expect(outside == [255, 255, 255], "\(outside)")
        let cube = Chart3DSymbols(painter: Chart3DPainter(scene: scene(PointMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", 0)))))
        #expect(cube.faces(of: .cube, size: 0.1).count == 6 && cube.faces(of: .cylinder, size: 0.1).count == 2 + Chart3DSymbols.roundSides)
        #expect(cube.faces(of: .cone, size: 0.1).count == 1 + Chart3DSymbols.roundSides)
    }
}
