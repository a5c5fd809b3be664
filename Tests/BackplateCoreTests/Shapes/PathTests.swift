import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

// Path arithmetic is exact but for floating-point rounding: 1e-6, far inside `.frame`.
private func near(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) <= tol }
private func near(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-6) -> Bool {
    near(a.minX, b.minX, tol) && near(a.minY, b.minY, tol) && near(a.width, b.width, tol) && near(a.height, b.height, tol)
}
private func near(_ a: CGPoint?, _ b: CGPoint, _ tol: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return near(a.x, b.x, tol) && near(a.y, b.y, tol)
}

@Suite struct PathConstructionTests {
    @Test func rectStartsTopLeftClockwise() {
        let p = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(p.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
                               .line(to: CGPoint(x: 0, y: 50)), .closeSubpath])
    }

    @Test func ellipseStartsAtMaxXMidYWithCircleConstant() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(p.elements.first == .move(to: CGPoint(x: 200, y: 50)))
        guard case .curve(let to, let c1, _) = p.elements[1] else { Issue.record("expected a curve"); return }
        #expect(to == CGPoint(x: 100, y: 100))
        let controlY: CGFloat = 50 + 0.5522847498 * 50
        #expect(near(c1.y, controlY))   // docs/layout-rules.md §7.6
    }

    @Test func exactBoundingRectOfCurves() {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(near(circle.boundingRect, CGRect(x: 10, y: 20, width: 30, height: 40), 1e-9))
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(near(cubic.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))   // B(0.5).y = 75
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(near(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
        #expect(Path().boundingRect.isNull)
    }

    @Test func arcClockwiseUsesYUpConvention() {
        // clockwise: false sweeps +90° (through 45° below-right on a y-down screen).
        var ccw = Path()
        ccw.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(near(ccw.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        #expect(near(ccw.currentPoint, CGPoint(x: 0, y: 10)))
        // clockwise: true takes the long way round: 270°, visually counter-clockwise.
        var cw = Path()
        cw.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(near(cw.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-9))
        #expect(cw.contains(CGPoint(x: -5, y: -1)))
    }

    @Test func relativeArcSweepsDelta() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(180), delta: .degrees(90))
        // Joined by a line from the current point, ending at 270° (top of the circle).
        #expect(p.elements[1] == .line(to: CGPoint(x: 30, y: 50)))
        #expect(near(p.currentPoint, CGPoint(x: 50, y: 30), 1e-9))
    }

    @Test func tangentArcRoundsACorner() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(near(p.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        // The arc bulges no further than the circle of radius 20 centred at (80, 20).
        let b = p.boundingRect
        #expect(near(b, CGRect(x: 0, y: 0, width: 100, height: 20), 1e-9))
    }

    @Test func addLinesAndAddPathWithTransform() {
        var p = Path()
        p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(p.elements.count == 3)
        var q = Path()
        q.addPath(p, transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(q.elements.last == .line(to: CGPoint(x: 15, y: 15)))
        #expect(p.offsetBy(dx: 5, dy: 5) == q)
    }

    @Test func buildClosureAndPathIsItsOwnShape() {
        let p = Path { $0.addRect(CGRect(x: 1, y: 2, width: 3, height: 4)) }
        #expect(p.path(in: CGRect(x: 0, y: 0, width: 500, height: 500)) == p)
    }
}

@Suite struct RoundedRectPathTests {
    @Test func continuousCornerConsumesFactorOfEdge() {
        let cont = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .continuous)
        let circ = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .circular)
        #expect(cont.elements.first == .move(to: CGPoint(x: 15.28665, y: 0)))   // 1.528665 r (docs/layout-rules.md §7.4)
        #expect(circ.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        // The top edge's straight part ends 1.528665 r before the top-right corner.
        #expect(cont.elements[1] == .line(to: CGPoint(x: 100 - 15.28665, y: 0)))
    }

    @Test func cornerSizeIsClampedToHalfTheShorterSide() {
        let big = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500, style: .circular)
        let capsule = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, style: .circular)
        #expect(big == capsule)
        // A continuous corner at the limit becomes exactly the circular one (a stadium).
        let cont = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, style: .continuous)
        #expect(cont.elements.count == capsule.elements.count)
        for (a, b) in zip(cont.elements, capsule.elements) {
            if case .curve(let p, let c1, let c2) = a, case .curve(let q, let d1, let d2) = b {
                #expect(near(p, q, 1e-9) && near(c1, d1, 1e-9) && near(c2, d2, 1e-9))
            }
        }
    }

    @Test func continuousBlendsMonotonicallyTowardCircular() {
        // As r grows past half / 1.528665, the straight edge shrinks continuously.
        var last = CGFloat.infinity
        for r in stride(from: 20.0, through: 50.0, by: 2.5) {
            let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r, style: .continuous)
            guard case .move(let start) = p.elements[0] else { Issue.record("no move"); return }
            #expect(start.x <= 50 + 1e-9)
            let lowest: CGFloat = r - 1e-9
            #expect(start.x >= lowest)
            last = start.x
        }
        #expect(near(last, 50))
    }

    @Test func unevenRadiiAndBadRadii() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = Path(roundedRect: r, cornerRadii: RectangleCornerRadii(topLeading: 30), style: .circular)
        #expect(!p.contains(CGPoint(x: 3, y: 3)))
        #expect(p.contains(CGPoint(x: 97, y: 3)) && p.contains(CGPoint(x: 3, y: 97)) && p.contains(CGPoint(x: 97, y: 97)))
        // NaN and negative radii give a plain rectangle; a NaN rect gives an empty path.
        #expect(Path(roundedRect: r, cornerRadius: .nan) == Path(r))
        #expect(Path(roundedRect: r, cornerRadius: -5) == Path(r))
        #expect(Path(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), cornerRadius: 3).isEmpty)
    }
}

@Suite struct PathQueryTests {
    @Test func containsWithWindingAndEvenOdd() {
        var p = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(p.contains(CGPoint(x: 50, y: 50)))                 // same direction: non-zero keeps it
        #expect(!p.contains(CGPoint(x: 50, y: 50), eoFill: true))  // even-odd makes a hole
        #expect(p.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!p.contains(CGPoint(x: 150, y: 50)))
        #expect(!Path().contains(.zero))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 1)))
        #expect(!circle.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func trimmedPathFollowsLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))   // perimeter 400
        #expect(square.trimmedPath(from: 0, to: 0.25).elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        #expect(near(square.trimmedPath(from: 0.25, to: 0.5).boundingRect, CGRect(x: 100, y: 0, width: 0, height: 100)))
        #expect(near(square.trimmedPath(from: 0.125, to: 0.375).boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50)))
        // The closing edge counts: 0.75...1 is the left edge going up.
        #expect(near(square.trimmedPath(from: 0.75, to: 1).boundingRect, CGRect(x: 0, y: 0, width: 0, height: 100)))
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: .nan) == square)
    }

    @Test func trimmedCircleStartsAtThreeOClockClockwise() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(near(quarter.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50), 0.05))
        let half = circle.trimmedPath(from: 0.25, to: 0.75)   // bottom → left → top
        #expect(near(half.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 100), 0.05))
        if case .curve = quarter.elements.last {} else { Issue.record("trimmed curves stay curves") }
    }

    @Test func strokedPathStraddlesTheOutline() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let stroked = square.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(stroked.contains(CGPoint(x: -4, y: 50)) && stroked.contains(CGPoint(x: 4, y: 50)))
        #expect(!stroked.contains(CGPoint(x: -6, y: 50)) && !stroked.contains(CGPoint(x: 6, y: 50)))
        #expect(stroked.contains(CGPoint(x: -4.9, y: -4.9)))         // miter corner
        let bevel = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(near(stroked.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 110), 1e-9))
    }

    @Test func strokedPathCapsAndDashes() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(!butt.contains(CGPoint(x: -2, y: 0)) && square.contains(CGPoint(x: -2, y: 0)) && round.contains(CGPoint(x: -2, y: 0)))
        #expect(square.contains(CGPoint(x: -4, y: 4)) && !round.contains(CGPoint(x: -4, y: 4)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)) && dashed.contains(CGPoint(x: 25, y: 0)))
        let phased = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        #expect(phased.contains(CGPoint(x: 2, y: 0)) && !phased.contains(CGPoint(x: 10, y: 0)) && phased.contains(CGPoint(x: 20, y: 0)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 4, dash: [-1, 3])).contains(CGPoint(x: 50, y: 0)))   // bad dash: solid
    }

    @Test func descriptionRoundTrips() {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(rect.description == "0 0 m 100 0 l 100 50 l 0 50 l h")
        #expect(Path(rect.description) == rect)
        var curves = Path()
        curves.move(to: CGPoint(x: 1.5, y: -2))
        curves.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 5, y: 6))
        curves.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12.25))
        #expect(curves.description == "1.5 -2 m 5 6 3 4 q 9 10 11 12.25 7 8 c")
        #expect(Path(curves.description) == curves)
        #expect(Path("1 2 x") == nil)
        #expect(Path("1 m") == nil)
        #expect(Path("")?.isEmpty == true)
    }

    @Test func badArcsAddNothing() {
        var p = Path()
        p.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        p.addArc(center: .zero, radius: -3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        p.addRelativeArc(center: .zero, radius: 5, startAngle: .radians(.infinity), delta: .degrees(10))
        #expect(p.isEmpty)
    }
}
