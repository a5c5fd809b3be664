import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// A five-pointed star drawn with one self-intersecting subpath (its centre is a hole under
/// the even-odd rule).
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

/// Seed 000's per-corner shape, written against UIKit there; here its corners are chosen
/// with an option set and the path built with SwiftUI's own `Path(roundedRect:cornerRadii:)`.
struct RoundedCorner: Shape {
    struct Corners: OptionSet, Sendable {
        let rawValue: Int
        static let topLeft = Corners(rawValue: 1), topRight = Corners(rawValue: 2)
        static let bottomLeft = Corners(rawValue: 4), bottomRight = Corners(rawValue: 8)
        static let allCorners: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }
    var radius: CGFloat = .infinity
    var corners: Corners = .allCorners

    func path(in rect: CGRect) -> Path {
        func r(_ c: Corners) -> CGFloat { corners.contains(c) ? radius : 0 }
        return Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: r(.topLeft), bottomLeading: r(.bottomLeft),
                                                                         bottomTrailing: r(.bottomRight), topTrailing: r(.topRight)))
    }
}

struct ShapesSheet: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 20, style: .circular).fill(.orange)
                RoundedRectangle(cornerRadius: 20, style: .continuous).fill(.yellow)
                Capsule().fill(.green)
                Circle().fill(.mint)
                Ellipse().fill(.teal)
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10).fill(.blue)
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                Rectangle().stroke(Color.indigo, lineWidth: 8)
                Circle().strokeBorder(Color.purple, lineWidth: 8)
                RoundedRectangle(cornerRadius: 12).stroke(Color.pink, style: StrokeStyle(lineWidth: 4, dash: [10, 5]))
                Path { p in
                    p.move(to: CGPoint(x: 8, y: 52)); p.addLine(to: CGPoint(x: 40, y: 8)); p.addLine(to: CGPoint(x: 72, y: 52))
                }.stroke(Color.brown, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                Circle().trim(from: 0, to: 0.75).stroke(Color.gray, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                Rectangle().rotation(.degrees(30)).scale(0.7).fill(.cyan)
                Star().fill(.red, style: FillStyle(eoFill: true))
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                Path { p in
                    p.addArc(center: CGPoint(x: 40, y: 30), radius: 25, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
                }.stroke(Color.blue, lineWidth: 4)
                Path { p in
                    p.move(to: CGPoint(x: 5, y: 55))
                    p.addQuadCurve(to: CGPoint(x: 75, y: 55), control: CGPoint(x: 40, y: -20))
                    p.move(to: CGPoint(x: 5, y: 30))
                    p.addCurve(to: CGPoint(x: 75, y: 30), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 50, y: 70))
                }.stroke(Color.green, lineWidth: 3)
                RoundedCorner(radius: 24, corners: [.topLeft, .bottomRight]).fill(.purple)
                Circle().stroke(lineWidth: 6).fill(.orange)
                Capsule().offset(x: 10, y: 10).fill(.pink)
                RoundedRectangle(cornerRadius: 40).fill(.indigo)
                Rectangle().fill(.secondary)
            }
            .frame(height: 60)
        }
        .frame(width: 656)
        .padding(12)
        .background(.white)
    }
}

@Test(.backplateLook(.iOS18)) func shapesSheetReference() throws {
    let image = try renderImage(ShapesSheet(), scale: 2)
    assertReference(image, named: "shapes")
}

/// System red in light mode (docs/layout-rules.md §8.2).
private let red = [255, 59, 48, 255]
private let clear = [0, 0, 0, 0]

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ShapePixelTests {
    @Test func builtInShapesCoverTheirGeometry() throws {
        // Circle in a 200×100 frame: a 100×100 circle centred (docs/layout-rules.md §7.2, A27).
        let circle = try renderImage(Circle().fill(.red).frame(width: 200, height: 100))
        #expect(close(rgba(circle, 100, 50), red) && close(rgba(circle, 55, 50), red))
        #expect(close(rgba(circle, 45, 50), clear) && close(rgba(circle, 154, 50), clear))
        let ellipse = try renderImage(Ellipse().fill(.red).frame(width: 200, height: 100))
        #expect(close(rgba(ellipse, 3, 50), red) && close(rgba(ellipse, 100, 2), red))
        #expect(close(rgba(ellipse, 15, 15), clear))
        let capsule = try renderImage(Capsule().fill(.red).frame(width: 200, height: 100))
        #expect(close(rgba(capsule, 1, 50), red) && close(rgba(capsule, 100, 0), red) && close(rgba(capsule, 60, 1), red))
        #expect(close(rgba(capsule, 10, 10), clear) && close(rgba(capsule, 189, 89), clear))
        let uneven = try renderImage(UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 10).fill(.red).frame(width: 200, height: 100))
        #expect(close(rgba(uneven, 4, 4), clear) && close(rgba(uneven, 199, 0), red) && close(rgba(uneven, 0, 99), red))
        #expect(close(rgba(uneven, 199, 99), clear) && close(rgba(uneven, 195, 95), red))
        let rect = try renderImage(Rectangle().fill(.red).frame(width: 20, height: 10).padding(5))
        #expect(close(rgba(rect, 5, 5), red) && close(rgba(rect, 24, 14), red))
        #expect(close(rgba(rect, 4, 5), clear) && close(rgba(rect, 25, 14), clear))
    }

    @Test func continuousCornersDifferFromCircularNearTheEdge() throws {
        // With r = 60 at 2x, a circular corner is flat again 60 pt from the corner, while the
        // continuous curve there is still 0.0096 r ≈ 1.15 px below the edge (docs/layout-rules.md §7.4).
        func corner(_ style: RoundedCornerStyle) throws -> RenderedImage {
            try renderImage(RoundedRectangle(cornerRadius: 60, style: style).fill(.red).frame(width: 400, height: 400), scale: 2)
        }
        let circular = try corner(.circular), continuous = try corner(.continuous)
        #expect(rgba(circular, 121, 0)[3] == 255)
        #expect(rgba(continuous, 121, 0)[3] < 40)
        #expect(rgba(continuous, 799 - 121, 799)[3] < 40)   // every corner, by symmetry
        #expect(rgba(circular, 799 - 121, 799)[3] == 255)
        // Far from the corners both are flat; at the corner both are empty.
        #expect(rgba(continuous, 400, 0)[3] == 255 && rgba(continuous, 4, 4)[3] == 0 && rgba(circular, 4, 4)[3] == 0)
        // Overall the continuous corner takes more area away.
        func coverage(_ i: RenderedImage) -> Int { (0..<120).reduce(0) { s, y in (0..<120).reduce(s) { $0 + rgba(i, $1, y)[3] } } }
        #expect(coverage(continuous) < coverage(circular))
    }

    @Test func strokeStraddlesAndStrokeBorderStaysInside() throws {
        // A28: Rectangle().stroke(lineWidth: 10) in 100×100 paints −5...105.
        let stroke = try renderImage(Rectangle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100).padding(10))
        #expect(close(rgba(stroke, 10 - 5, 60), red) && close(rgba(stroke, 10 + 4, 60), red))
        #expect(close(rgba(stroke, 10 - 6, 60), clear) && close(rgba(stroke, 10 + 5, 60), clear))
        #expect(close(rgba(stroke, 114, 60), red) && close(rgba(stroke, 115, 60), clear))
        // A29: strokeBorder paints 0...10 inside the frame.
        let border = try renderImage(Rectangle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100).padding(10))
        #expect(close(rgba(border, 10, 60), red) && close(rgba(border, 19, 60), red))
        #expect(close(rgba(border, 9, 60), clear) && close(rgba(border, 20, 60), clear))
        #expect(close(rgba(border, 109, 60), red) && close(rgba(border, 110, 60), clear))
        // The Shape-returning forms draw the same, in the foreground style.
        let shapeForm = try renderImage(Rectangle().strokeBorder(lineWidth: 10).foregroundStyle(.red).frame(width: 100, height: 100).padding(10))
        #expect(rgba(shapeForm, 10, 60) == rgba(border, 10, 60) && rgba(shapeForm, 20, 60) == rgba(border, 20, 60))
        let circleBorder = try renderImage(Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100))
        // (The outermost pixels of a circle are covered ~98%: antialiasing of the curve.)
        #expect(close(rgba(circleBorder, 0, 50), red, 8) && close(rgba(circleBorder, 50, 99), red, 8))
        #expect(close(rgba(circleBorder, 9, 50), red) && close(rgba(circleBorder, 11, 50), clear) && close(rgba(circleBorder, 50, 50), clear))
    }

    @Test func strokeStyleCapsJoinsAndDashes() throws {
        func line(_ style: StrokeStyle) -> some View {
            Path { p in p.move(to: CGPoint(x: 20, y: 20)); p.addLine(to: CGPoint(x: 80, y: 20)) }
                .stroke(Color.red, style: style).frame(width: 100, height: 40)
        }
        let butt = try renderImage(line(StrokeStyle(lineWidth: 10)))
        let square = try renderImage(line(StrokeStyle(lineWidth: 10, lineCap: .square)))
        let round = try renderImage(line(StrokeStyle(lineWidth: 10, lineCap: .round)))
        #expect(close(rgba(butt, 17, 20), clear) && close(rgba(square, 17, 20), red) && close(rgba(round, 17, 20), red))
        #expect(close(rgba(square, 15, 15), red) && close(rgba(round, 15, 15), clear))
        let dashed = try renderImage(line(StrokeStyle(lineWidth: 4, dash: [10, 10])))
        #expect(close(rgba(dashed, 25, 20), red) && close(rgba(dashed, 35, 20), clear) && close(rgba(dashed, 45, 20), red))
        let phased = try renderImage(line(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5)))
        #expect(close(rgba(phased, 22, 20), red) && close(rgba(phased, 30, 20), clear) && close(rgba(phased, 40, 20), red))
        // A right-angle corner: a miter fills the outer corner, a bevel cuts it.
        func corner(_ join: CGLineJoin) -> some View {
            Path { p in p.move(to: CGPoint(x: 20, y: 80)); p.addLine(to: CGPoint(x: 20, y: 20)); p.addLine(to: CGPoint(x: 80, y: 20)) }
                .stroke(Color.red, style: StrokeStyle(lineWidth: 10, lineJoin: join)).frame(width: 100, height: 100)
        }
        let miter = try renderImage(corner(.miter)), bevel = try renderImage(corner(.bevel)), roundJoin = try renderImage(corner(.round))
        #expect(close(rgba(miter, 15, 15), red))
        #expect(close(rgba(bevel, 15, 15), clear))
        #expect(close(rgba(roundJoin, 15, 15), clear) && close(rgba(roundJoin, 17, 17), red))
    }

    @Test func evenOddFillMakesHoles() throws {
        let eo = try renderImage(Star().fill(.red, style: FillStyle(eoFill: true)).frame(width: 100, height: 100))
        let nz = try renderImage(Star().fill(.red).frame(width: 100, height: 100))
        #expect(close(rgba(eo, 50, 52), clear) && close(rgba(nz, 50, 52), red))
        #expect(close(rgba(eo, 50, 6), red) && close(rgba(nz, 50, 6), red))
    }

    @Test func shapeModifiersTransformThePath() throws {
        // trim(0, 0.25) of a circle: the bottom-right quarter (starts at 3 o'clock, clockwise).
        let trimmed = try renderImage(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6).frame(width: 100, height: 100).padding(10))
        #expect(close(rgba(trimmed, 60 + 35, 60 + 35), red) && close(rgba(trimmed, 60 + 35, 60 - 35), clear))
        #expect(close(rgba(trimmed, 60 - 35, 60 + 35), clear))
        // rotation(90°) of a wide bar makes it tall.
        let rotated = try renderImage(Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 100, height: 20).frame(width: 100, height: 100))
        #expect(close(rgba(rotated, 50, 10), red) && close(rgba(rotated, 10, 50), clear))
        let offset = try renderImage(Rectangle().offset(x: 30, y: 10).fill(.red).frame(width: 50, height: 50).frame(width: 100, height: 100))
        // The 50×50 square at (25, 25) moves to (55, 35).
        #expect(close(rgba(offset, 52, 50), clear) && close(rgba(offset, 60, 32), clear))
        #expect(close(rgba(offset, 56, 36), red) && close(rgba(offset, 99, 84), red))
        let scaled = try renderImage(Rectangle().scale(0.5).fill(.red).frame(width: 100, height: 100))
        #expect(close(rgba(scaled, 20, 20), clear) && close(rgba(scaled, 30, 30), red) && close(rgba(scaled, 74, 74), red))
        let anchored = try renderImage(Rectangle().scale(0.5, anchor: .topLeading).fill(.red).frame(width: 100, height: 100))
        #expect(close(rgba(anchored, 2, 2), red) && close(rgba(anchored, 60, 60), clear))
    }

    @Test func customShapeGetsLocalCoordinates() throws {
        // A user shape draws in its own space (origin zero), wherever the view is placed.
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let image = try renderImage(VStack(spacing: 0) { Color.clear.frame(width: 100, height: 50); Triangle().fill(.red).frame(width: 100, height: 50) })
        #expect(close(rgba(image, 50, 52), red) && close(rgba(image, 2, 98), red) && close(rgba(image, 2, 52), clear))
        // Seed 000's RoundedCorner: only the chosen corners are rounded.
        let corners = try renderImage(RoundedCorner(radius: 30, corners: [.topLeft, .bottomRight]).fill(.red).frame(width: 100, height: 100).padding(20))
        #expect(close(rgba(corners, 22, 22), clear) && close(rgba(corners, 117, 117), clear))
        #expect(close(rgba(corners, 119, 20), red) && close(rgba(corners, 20, 119), red))
    }

    @Test func badInputDrawsNothingAndNeverCrashes() throws {
        let views: [AnyView] = [
            AnyView(RoundedRectangle(cornerRadius: .nan).fill(.red).frame(width: 20, height: 20)),
            AnyView(RoundedRectangle(cornerRadius: -10).fill(.red).frame(width: 20, height: 20)),
            AnyView(Circle().stroke(Color.red, lineWidth: .nan).frame(width: 20, height: 20)),
            AnyView(Circle().strokeBorder(Color.red, lineWidth: -4).frame(width: 20, height: 20)),
            AnyView(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, miterLimit: .nan, dash: [.nan, 2], dashPhase: .infinity)).frame(width: 20, height: 20)),
            AnyView(Path().fill(.red).frame(width: 20, height: 20)),
            AnyView(Circle().trim(from: .nan, to: -1).stroke(Color.red).frame(width: 20, height: 20)),
            AnyView(Rectangle().scale(.nan).fill(.red).frame(width: 20, height: 20)),
            AnyView(Rectangle().rotation(.radians(.infinity)).fill(.red).frame(width: 20, height: 20)),
            AnyView(Color.red.frame(width: 20, height: 20).scaleEffect(0)),
            AnyView(Color.red.frame(width: 20, height: 20).scaleEffect(.nan)),
            AnyView(Color.red.frame(width: 20, height: 20).shadow(radius: .nan).blur(radius: -3)),
            AnyView(Path { $0.move(to: CGPoint(x: CGFloat.nan, y: 0)); $0.addLine(to: CGPoint(x: 10, y: CGFloat.infinity)) }.stroke(Color.red).frame(width: 20, height: 20)),
        ]
        for v in views {
            let image = try renderImage(v)
            #expect(image.width == 20 && image.height == 20)
        }
        // A zero-size frame renders an empty image; SVG and PDF report that there is nothing to draw.
        let zero = ImageRenderer(content: Circle().fill(.red).frame(width: 0, height: 0))
        #expect(try zero.render().width == 0)
        #expect(throws: RenderError.emptyImage) { try zero.pdfData() }
    }
}
