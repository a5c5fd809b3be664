import Testing
import Foundation
import SwiftUI

/// Path and shape boolean operations (iOS 17): the result's filled area, checked at chosen
/// points and in pixels, and its outline's vertices.
@MainActor
@Suite struct PathBooleanTests {
    let a = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    let b = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    /// Whether the path fills `p` by both rules (a normalized result fills the same by either).
    func fills(_ path: Path, _ x: CGFloat, _ y: CGFloat) -> Bool {
        let p = CGPoint(x: x, y: y)
        let nonZero = path.contains(p), evenOdd = path.contains(p, eoFill: true)
        #expect(nonZero == evenOdd, "fill rules disagree at \(p)")
        return nonZero
    }

    func vertices(_ path: Path) -> Int {
        path.elements.filter { if case .closeSubpath = $0 { return false } else { return true } }.count
    }

    @Test func regionOperationsOfOverlappingSquares() {
        let union = a.union(b), intersection = a.intersection(b)
        let difference = a.subtracting(b), symmetric = a.symmetricDifference(b)
        // (5, 5) is in A only, (15, 15) in both, (25, 25) in B only, (25, 5) in neither.
        // Typed operands: these array literals inferred inside `#expect` took 0.15 s each to type-check.
        let inUnion: [Bool] = [fills(union, 5, 5), fills(union, 15, 15), fills(union, 25, 25), fills(union, 25, 5)]
        let inIntersection: [Bool] = [fills(intersection, 5, 5), fills(intersection, 15, 15), fills(intersection, 25, 25)]
        let inDifference: [Bool] = [fills(difference, 5, 5), fills(difference, 15, 15), fills(difference, 25, 25)]
        let inSymmetric: [Bool] = [fills(symmetric, 5, 5), fills(symmetric, 15, 15), fills(symmetric, 25, 25)]
        #expect(inUnion == [true, true, true, false])
        #expect(inIntersection == [false, true, false])
        #expect(inDifference == [true, false, false])
        #expect(inSymmetric == [true, false, true])
        // Outlines: the union is one octagon-like loop of 8 corners, the intersection one square.
        #expect(union.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(vertices(union) == 8)
        #expect(intersection.boundingRect == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(vertices(intersection) == 4)
        #expect(difference.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        // Disjoint paths: the intersection is empty, the union keeps both.
        let far = Path(CGRect(x: 50, y: 0, width: 5, height: 5))
        #expect(a.intersection(far).isEmpty)
        #expect(fills(a.union(far), 52, 2) && fills(a.union(far), 2, 2))
    }

    @Test func fillRulesOfTheOperandsAreHonoured() {
        // Two nested squares drawn the same way: a hole by even-odd, solid by non-zero.
        var ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let centre = Path(CGRect(x: 12, y: 12, width: 6, height: 6))
        #expect(fills(ring.intersection(centre, eoFill: false), 15, 15))
        #expect(ring.intersection(centre, eoFill: true).isEmpty)
        #expect(!fills(ring.normalized(eoFill: true), 15, 15) && fills(ring.normalized(eoFill: true), 5, 5))
        #expect(fills(ring.normalized(eoFill: false), 15, 15))
    }

    @Test func lineOperationsCutTheOutline() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let square = Path(CGRect(x: 10, y: 0, width: 20, height: 20))
        let inside = line.lineIntersection(square)
        #expect(inside.elements == [.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10))])
        let outside = line.lineSubtraction(square)
        #expect(outside.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)),
                                     .move(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 40, y: 10))])
    }

    @Test func shapeOperationsDrawTheirArea() throws {
        // A crescent: a 40 pt circle minus the same circle moved 16 pt right, in red.
        let crescent = Circle().subtracting(Circle().offset(x: 16))
            .fill(Color(red: 1, green: 0, blue: 0))
            .frame(width: 40, height: 40)
        let renderer = ImageRenderer(content: crescent)
        renderer.scale = 1
        let image = try renderer.render()
        let left = image.pixel(x: 4, y: 20), middle = image.pixel(x: 24, y: 20)
        #expect([left.red, left.alpha] == [255, 255])
        #expect(middle.alpha == 0)
        // (38, 6) lies in the moved circle only: drawn by the union, not by the crescent.
        #expect(image.pixel(x: 38, y: 6).alpha == 0)
        let union = Circle().union(Circle().offset(x: 16)).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40)
        let both = ImageRenderer(content: union)
        both.scale = 1
        let drawn = try both.render()
        #expect(drawn.pixel(x: 4, y: 20).alpha == 255 && drawn.pixel(x: 38, y: 6).alpha == 255)
        #expect(drawn.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func pathsThatCrossEverywhereAreRefusedNotWorkedOn() {
        // 120 thin rows against 120 thin columns: 57,600 crossings, past the 12,000-piece bound.
        var rows = Path(), columns = Path()
        for i in 0..<120 {
            rows.addRect(CGRect(x: 0, y: CGFloat(i) * 2, width: 240, height: 1))
            columns.addRect(CGRect(x: CGFloat(i) * 2, y: 0, width: 1, height: 240))
        }
        let (result, warnings) = RuntimeWarning.collecting { rows.union(columns) }
        #expect(result == rows)
        #expect(warnings.contains { $0.hasPrefix("Path.union:") && $0.contains("12000 pieces") })
        // A few of them are still computed: 3 rows by 3 columns make 9 crossings of area.
        var fewRows = Path(), fewColumns = Path()
        for i in 0..<3 {
            fewRows.addRect(CGRect(x: 0, y: CGFloat(i) * 4, width: 12, height: 2))
            fewColumns.addRect(CGRect(x: CGFloat(i) * 4, y: 0, width: 2, height: 12))
        }
        let grid = fewRows.intersection(fewColumns)
        #expect(fills(grid, 1, 1) && fills(grid, 9, 9) && !fills(grid, 3, 1) && !fills(grid, 1, 3))
    }

    @Test func nonFinitePathsWarnAndFallBack() {
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 10, y: 10))
        let (result, warnings) = RuntimeWarning.collecting { a.intersection(broken) }
        #expect(result.isEmpty)
        #expect(warnings.contains { $0.hasPrefix("Path.intersection:") })
        let (kept, _) = RuntimeWarning.collecting { a.subtracting(broken) }
        #expect(kept == a)
    }
}
