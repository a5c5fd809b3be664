import Testing
import Foundation
@testable import Backplate

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

@Test func shapesSheetReference() throws {
    let image = try renderImage(ShapesSheet(), scale: 2)
    assertReference(image, named: "shapes")
}
