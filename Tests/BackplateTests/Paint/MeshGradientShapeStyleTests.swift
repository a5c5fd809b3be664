import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// `MeshGradient` as a shape style (iOS 18's conformance): `.fill(mesh)`, `.foregroundStyle(mesh)`
/// and `.background(mesh)` map the mesh's unit square into what they fill and draw it through
/// that shape or text, with the cells the `MeshGradient` view draws.
@MainActor @Suite(.tags(.pixels)) struct MeshGradientShapeStyleTests {
    private let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1), black = Color(red: 0, green: 0, blue: 0)

    private func mesh(_ colors: [Color]) -> MeshGradient {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: colors)
    }

    @Test func aCircleFilledWithAMeshBlendsTheCornersAtItsCentreAndIsClearOutside() throws {
        let image = try renderImage(Circle().fill(mesh([red, green, blue, black])).frame(width: 200, height: 200))
        // At the centre each corner weighs a quarter: (255, 255, 255, 0) / 4 per channel.
        let centre = rgba(image, 100, 100)
        #expect(abs(centre[0] - 64) <= 4 && abs(centre[1] - 64) <= 4 && abs(centre[2] - 64) <= 4 && centre[3] == 255, "\(centre)")
        // The top of the circle is halfway along the red-to-green edge.
        let top = rgba(image, 100, 3)
        #expect(abs(top[0] - 128) <= 4 && abs(top[1] - 128) <= 4 && top[2] <= 4 && top[3] == 255, "\(top)")
        // The left of the circle is near red-over-blue's midpoint.
        let left = rgba(image, 3, 100)
        #expect(abs(left[0] - 128) <= 4 && left[1] <= 4 && abs(left[2] - 128) <= 4, "\(left)")
        // Outside the circle (the frame's corners) nothing is drawn.
        for (x, y) in [(2, 2), (197, 2), (2, 197), (197, 197)] {
            #expect(image.pixel(x: x, y: y).alpha == 0, "\(x), \(y): \(rgba(image, x, y))")
        }
    }

    @Test func aRectangleFilledWithAMeshMatchesTheMeshView() throws {
        let colors = [Color.orange, Color.purple, Color.teal, Color.yellow]
        let filled = try renderImage(Rectangle().fill(mesh(colors)).frame(width: 160, height: 100), scale: 2)
        let view = try renderImage(mesh(colors).frame(width: 160, height: 100), scale: 2)
        // The view grows each opaque cell by half a point (one pixel here) to hide seams, which
        // moves cell edges by a pixel: no pixel differs by more than the view's own largest step
        // between neighbouring pixels, and on average they agree within a level.
        func difference(_ a: [Int], _ b: [Int]) -> Int { (0..<4).map { abs(a[$0] - b[$0]) }.max() ?? 0 }
        var largest = 0, total = 0, count = 0, step = 0
        for y in stride(from: 1, to: 199, by: 3) {
            for x in stride(from: 1, to: 319, by: 3) {
                let d = difference(rgba(filled, x, y), rgba(view, x, y))
                largest = max(largest, d)
                total += d
                count += 1
                step = max(step, difference(rgba(view, x, y), rgba(view, x + 1, y)), difference(rgba(view, x, y), rgba(view, x, y + 1)))
            }
        }
        #expect(largest <= step && Double(total) / Double(count) <= 1, "largest \(largest), step \(step), mean \(Double(total) / Double(count))")
        // A background style fills the whole frame behind the content.
        let behind = try renderImage(Color.clear.frame(width: 160, height: 100).background(mesh(colors)), scale: 2)
        #expect(rgba(behind, 160, 100) == rgba(view, 160, 100) && rgba(behind, 2, 2) == rgba(view, 2, 2))
    }

    @Test func textInkTakesTheMeshsColours() throws {
        let text = Text("MMMMMM").font(.system(size: 60, weight: .black)).foregroundStyle(mesh([red, blue, red, blue]))
        let image = try renderImage(text, scale: 1)
        var inked: [(x: Int, pixel: [Int])] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha == 255 { inked.append((x, rgba(image, x, y))) }
        }
        #expect(inked.count > 500, "\(inked.count) inked pixels")
        let width = image.width
        let left = inked.filter { $0.x < width / 8 }, right = inked.filter { $0.x > width * 7 / 8 }
        #expect(!left.isEmpty && !right.isEmpty)
        // The left edge is red, the right blue; the middle between them.
        #expect(left.allSatisfy { $0.pixel[0] > 220 && $0.pixel[2] < 40 }, "\(left.prefix(3).map(\.pixel))")
        #expect(right.allSatisfy { $0.pixel[2] > 220 && $0.pixel[0] < 40 }, "\(right.prefix(3).map(\.pixel))")
        let middle = inked.filter { abs($0.x - width / 2) <= 1 }
        #expect(middle.allSatisfy { abs($0.pixel[0] - 128) <= 12 && abs($0.pixel[2] - 128) <= 12 }, "\(middle.prefix(3).map(\.pixel))")
    }

    @Test func theDisplayListCarriesTheMeshMappedIntoTheShape() throws {
        let paint = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red, green, blue, black],
                                 background: .white)
            .paint(in: EnvironmentValues(), bounds: CGRect(x: 10, y: 20, width: 40, height: 30), level: 0)
        guard case .meshGradient(let m) = paint else { Issue.record("\(paint)"); return }
        #expect(m.bounds == CGRect(x: 10, y: 20, width: 40, height: 30) && m.background == RGBAColor(red: 1, green: 1, blue: 1))
        // The cells cover the bounds and bleed a point past them (the edge's partly covered pixels).
        let xs = m.cells.flatMap { $0.corners.map(\.x) }, ys = m.cells.flatMap { $0.corners.map(\.y) }
        #expect(abs(xs.min()! - 9) < 1e-9 && abs(xs.max()! - 51) < 1e-9 && abs(ys.min()! - 19) < 1e-9 && abs(ys.max()! - 51) < 1e-9)
        // Cells are opaque here; the first is the top-left corner's red (eased: nearly pure).
        let first = try #require(m.cells.first?.color)
        #expect(first.red > 0.95 && first.green < 0.05 && first.alpha == 1)
        // A mesh with too few colours draws its background only.
        let short = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red], background: .white)
            .paint(in: EnvironmentValues(), bounds: CGRect(x: 0, y: 0, width: 10, height: 10), level: 0)
        #expect(short == .color(RGBAColor(red: 1, green: 1, blue: 1)))
    }

    @Test func pdfAndSVGCarryTheMeshToo() throws {
        let renderer = ImageRenderer(content: Circle().fill(mesh([red, green, blue, black])).frame(width: 200, height: 200))
        let page = try rasterizedPDF(try renderer.pdfData())
        let centre = rgba(page, 100, 100)
        #expect(abs(centre[0] - 64) <= 6 && abs(centre[1] - 64) <= 6 && abs(centre[2] - 64) <= 6, "\(centre)")
        // pdftoppm draws the page white where the circle leaves it.
        #expect(rgba(page, 2, 2) == [255, 255, 255, 255], "\(rgba(page, 2, 2))")
        let top = rgba(page, 100, 4)
        #expect(abs(top[0] - 128) <= 6 && abs(top[1] - 128) <= 6 && top[2] <= 6, "\(top)")
        let svg = try #require(String(data: try renderer.svgData(), encoding: .utf8))
        #expect(svg.contains("<svg") && svg.contains("<image"), "the mesh reaches the SVG as cairo's image fallback")
    }

    @Test func theMeshViewIsOneFillOfItsOutlineWithTheMeshAsPaint() throws {
        // Drawn as thousands of Canvas cells, 30 cards with a mesh each took 11 s to lay out.
        let view = mesh([red, green, blue, black]).frame(width: 300, height: 180)
        let list = ImageRenderer(content: view).displayList()
        #expect(list.items.count == 1)
        guard case .shape(let item) = list.items.first, case .meshGradient(let paint) = item.paint else {
            Issue.record("\(list)")
            return
        }
        #expect(item.frame == CGRect(x: 0, y: 0, width: 300, height: 180) && item.stroke == nil)
        #expect(item.path.boundingRect == item.frame && paint.bounds == item.frame && !paint.cells.isEmpty)
        // Its corners are the control colours, its centre their mean.
        let image = try renderImage(view)
        #expect(close(image.pixel(x: 1, y: 1), [255, 0, 0]) && close(image.pixel(x: 298, y: 178), [0, 0, 0]))
        let centre = rgba(image, 150, 90)
        #expect(abs(centre[0] - 64) <= 4 && abs(centre[1] - 64) <= 4 && abs(centre[2] - 64) <= 4, "\(centre)")
    }

    @Test func aMeshWhoseLowerEdgeCurvesEndsThereAntialiased() throws {
        // Bezier handles pull the lower edge up to 0.775 of the height at the middle (a wave).
        func corner(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
            MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x, y], topControlPoint: [x, y],
                                     trailingControlPoint: [x, y], bottomControlPoint: [x, y])
        }
        var bottomLeading = corner(0, 1), bottomTrailing = corner(1, 1)
        bottomLeading.trailingControlPoint = [1.0 / 3, 0.7]
        bottomTrailing.leadingControlPoint = [2.0 / 3, 0.7]
        let wave = MeshGradient(width: 2, height: 2, bezierPoints: [corner(0, 0), corner(1, 0), bottomLeading, bottomTrailing],
                                colors: [blue, blue, blue, blue])
        let image = try renderImage(ZStack { Color.white; wave }.frame(width: 200, height: 100), scale: 2)
        // At the middle the edge is at 100 × (1 − 0.225) = 77.5 pt: pixel row 155 is the first white.
        #expect((150...154).allSatisfy { rgba(image, 200, $0)[0] <= 2 } && (155...158).allSatisfy { rgba(image, 200, $0)[0] >= 253 })
        // At x = 10 pt the edge is at 95.7 pt (the curve's x is its parameter): row 191 is partly covered.
        let edge = (186...196).map { rgba(image, 20, $0)[0] }
        #expect(edge.first! <= 2 && edge.last! >= 253 && edge.contains { $0 > 40 && $0 < 215 }, "\(edge)")
        // Below the edge at the sides, where the wave meets the frame's corners, the mesh reaches.
        #expect(rgba(image, 2, 197)[0] <= 2 && rgba(image, 397, 197)[0] <= 2)
    }
}
