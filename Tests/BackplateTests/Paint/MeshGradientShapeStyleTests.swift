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
        let xs = m.cells.flatMap { $0.corners.map(\.x) }, ys = m.cells.flatMap { $0.corners.map(\.y) }
        #expect(xs.min() == 10 && xs.max() == 50 && ys.min() == 20 && ys.max() == 50)
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
}
