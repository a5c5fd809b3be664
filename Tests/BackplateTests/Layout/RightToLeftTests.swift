import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// Right-to-left layout: SwiftUI flips the x position of each view within its parent
/// (Apple, `LayoutDirection`), so frames mirror, glyphs do not, `offset(x:)` is negated, and
/// directional symbols and `flipsForRightToLeftLayoutDirection(true)` views draw mirrored.
@Suite(.tags(.layout, .pixels)) struct RightToLeftTests {
    func tree<V: View>(_ view: V, _ direction: LayoutDirection = .rightToLeft, scale: CGFloat = 1) -> LayoutTree {
        let r = ImageRenderer(content: view)
        r.scale = scale
        r.environment.layoutDirection = direction
        return r.layout()
    }

    @Test func defaultDirectionIsLeftToRight() {
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
    }

    @Test func hstackListsChildrenFromTheRight() throws {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 30, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
        }
        let ltr = tree(row, .leftToRight), rtl = tree(row)
        #expect(ltr.size == CGSize(width: 90, height: 10) && rtl.size == ltr.size)
        #expect(ltr.frame(of: "a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(ltr.frame(of: "b") == CGRect(x: 40, y: 0, width: 50, height: 10))
        #expect(rtl.frame(of: "a") == CGRect(x: 60, y: 0, width: 30, height: 10))
        #expect(rtl.frame(of: "b") == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func environmentModifierMirrorsOnlyItsSubtree() throws {
        // The outer frame (left-to-right) centres the 80-point HStack in 200 points; inside,
        // the right-to-left HStack puts its first child on the right.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
        }
        .environment(\.layoutDirection, .rightToLeft)
        .frame(width: 200)
        let t = tree(view, .leftToRight)
        #expect(t.frame(of: "a") == CGRect(x: 110, y: 0, width: 30, height: 10))
        #expect(t.frame(of: "b") == CGRect(x: 60, y: 0, width: 50, height: 10))
    }

    @Test func paddedLeadingAlignedVStackMirrors() throws {
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("wide")
            Color.blue.frame(width: 40, height: 10).id("narrow")
        }
        .padding(.leading, 20)
        let ltr = tree(column, .leftToRight), rtl = tree(column)
        #expect(ltr.size == CGSize(width: 120, height: 20) && rtl.size == ltr.size)
        #expect(ltr.frame(of: "wide") == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(ltr.frame(of: "narrow") == CGRect(x: 20, y: 10, width: 40, height: 10))
        // Leading is the right edge: the padding is on the right, the narrow row hugs it.
        #expect(rtl.frame(of: "wide") == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(rtl.frame(of: "narrow") == CGRect(x: 60, y: 10, width: 40, height: 10))
    }

    @Test func edgeInsetsLeadingAndTrailingSwap() {
        let view = Color.red.frame(width: 20, height: 10).id("c")
            .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
        #expect(tree(view, .leftToRight).frame(of: "c")?.minX == 10)
        #expect(tree(view).frame(of: "c")?.minX == 30)
    }

    @Test func frameZStackAndOverlayAlignmentMirror() {
        let framed = Color.red.frame(width: 20, height: 10).id("f").frame(width: 100, height: 10, alignment: .leading)
        #expect(tree(framed).frame(of: "f") == CGRect(x: 80, y: 0, width: 20, height: 10))
        let zstack = ZStack(alignment: .topTrailing) {
            Color.gray.frame(width: 100, height: 50)
            Color.red.frame(width: 10, height: 10).id("z")
        }
        #expect(tree(zstack).frame(of: "z") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(tree(zstack, .leftToRight).frame(of: "z") == CGRect(x: 90, y: 0, width: 10, height: 10))
        let badge = Color.gray.frame(width: 100, height: 50)
            .overlay(alignment: .bottomLeading) { Color.red.frame(width: 12, height: 8).id("o") }
        #expect(tree(badge).frame(of: "o") == CGRect(x: 88, y: 42, width: 12, height: 8))
    }

    @Test func nestedRightToLeftEqualsOneMirrorOfTheWhole() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            VStack(alignment: .leading, spacing: 0) {
                Color.green.frame(width: 30, height: 10).id("b")
                Color.blue.frame(width: 5, height: 10).id("c").padding(.leading, 4)
            }
        }
        let ltr = tree(view, .leftToRight), rtl = tree(view)
        for id in ["a", "b", "c"] {
            let l = ltr.frame(of: id)!, r = rtl.frame(of: id)!
            #expect(r.minX == ltr.size.width - l.maxX, "\(id)")
            #expect(r.minY == l.minY && r.size == l.size, "\(id)")
        }
    }

    @Test func leftToRightInsideRightToLeftKeepsItsOrder() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 10).id("b")
                Color.blue.frame(width: 30, height: 10).id("c")
            }
            .environment(\.layoutDirection, .leftToRight)
        }
        let t = tree(view)
        #expect(t.frame(of: "a")?.minX == 50)           // first child of the RTL stack: right
        #expect(t.frame(of: "b")?.minX == 0)            // the LTR stack keeps b before c
        #expect(t.frame(of: "c")?.minX == 20)
    }

    @Test func offsetIsNegatedAndPositionCountsFromTheRight() {
        let moved = Color.red.frame(width: 10, height: 10).id("m").offset(x: 15, y: 5).frame(width: 100, height: 20)
        #expect(tree(moved, .leftToRight).frame(of: "m") == CGRect(x: 60, y: 10, width: 10, height: 10))
        #expect(tree(moved).frame(of: "m") == CGRect(x: 30, y: 10, width: 10, height: 10))
        let placed = Color.red.frame(width: 10, height: 10).id("p").position(x: 20, y: 10).frame(width: 100, height: 20)
        #expect(tree(placed).frame(of: "p") == CGRect(x: 75, y: 5, width: 10, height: 10))
    }

    @Test func multilineLeadingTextIsRightAligned() throws {
        // Glyphs are not mirrored, but leading alignment is the right edge: the short second
        // line's ink sits against the right of the text's frame.
        let text = Text("Wide first line\nab").multilineTextAlignment(.leading).foregroundStyle(.black)
        func secondLineInk(_ direction: LayoutDirection) throws -> (minX: Int, maxX: Int, width: Int) {
            let r = ImageRenderer(content: text)
            r.scale = 2
            r.environment.layoutDirection = direction
            let image = try r.render()
            var minX = Int.max, maxX = -1
            for y in image.height / 2 ..< image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 128 {
                    minX = min(minX, x); maxX = max(maxX, x)
                }
            }
            return (minX, maxX, image.width)
        }
        let ltr = try secondLineInk(.leftToRight), rtl = try secondLineInk(.rightToLeft)
        #expect(ltr.maxX < ltr.width / 3)                   // "ab" on the left
        #expect(rtl.minX > rtl.width * 2 / 3)               // "ab" on the right
        #expect(rtl.width - 1 - rtl.maxX <= 4)              // against the right edge
        #expect(abs((rtl.maxX - rtl.minX) - (ltr.maxX - ltr.minX)) <= 1)  // same glyphs, not mirrored
    }

    /// How far `a` is from `b` mirrored horizontally: the alpha difference over the total ink,
    /// at the best of three one-pixel shifts (the flip pivots on the unsnapped frame centre).
    func mirrorDifference(_ a: RenderedImage, _ b: RenderedImage) -> Double {
        var ink = 0.0
        for y in 0..<b.height { for x in 0..<b.width { ink += Double(b.pixel(x: x, y: y).alpha) } }
        let diffs = (-1...1).map { shift -> Double in
            var d = 0.0
            for y in 0..<min(a.height, b.height) { for x in 0..<a.width {
                let mx = b.width - 1 - x + shift
                let bv = (0..<b.width).contains(mx) ? Double(b.pixel(x: mx, y: y).alpha) : 0
                d += abs(Double(a.pixel(x: x, y: y).alpha) - bv)
            } }
            return d
        }
        return (diffs.min() ?? .infinity) / max(ink, 1)
    }
    func pixels(_ image: RenderedImage) -> [[Int]] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in rgba(image, x, y) } }
    }
    func render<V: View>(_ view: V, _ direction: LayoutDirection) throws -> RenderedImage {
        let r = ImageRenderer(content: view.foregroundStyle(.black))
        r.scale = 3
        r.environment.layoutDirection = direction
        return try r.render()
    }
    /// Mean ink x (alpha-weighted) of the middle rows, as a share of the width: a chevron's
    /// vertex is there, so it tells which way the chevron points.
    func inkCentroidX(_ image: RenderedImage) -> Double {
        var sum = 0.0, weight = 0.0
        for y in (image.height * 2 / 5)..<(image.height * 3 / 5) { for x in 0..<image.width {
            let a = Double(image.pixel(x: x, y: y).alpha); sum += a * Double(x); weight += a
        } }
        return weight > 0 ? sum / weight / Double(image.width) : 0.5
    }

    @Test func forwardChevronFlipsButRightChevronDoesNot() throws {
        let ltr = try render(Image(systemName: "chevron.forward"), .leftToRight)
        let rtl = try render(Image(systemName: "chevron.forward"), .rightToLeft)
        try #require(ltr.width > 10 && ltr.width == rtl.width && ltr.height == rtl.height)
        #expect(mirrorDifference(rtl, ltr) < 0.1)   // the same glyph, mirrored (within a pixel)
        #expect(pixels(rtl) != pixels(ltr))
        // chevron.forward is chevron.right in left-to-right.
        #expect(pixels(ltr) == pixels(try render(Image(systemName: "chevron.right"), .leftToRight)))
        // A chevron pointing right has its ink (the vertex) right of centre; mirrored, left.
        #expect(inkCentroidX(ltr) > 0.5 && inkCentroidX(rtl) < 0.5)
        // A fixed-direction name is drawn as named.
        let right = try render(Image(systemName: "chevron.right"), .rightToLeft)
        #expect(pixels(right) == pixels(ltr))
        #expect(mirrorDifference(try render(Image(systemName: "chevron.backward"), .rightToLeft), try render(Image(systemName: "chevron.left"), .leftToRight)) < 0.1)
    }

    @Test func directionalSymbolNames() {
        #expect(DirectionalSymbol.flipsInRightToLeft("chevron.forward"))
        #expect(DirectionalSymbol.flipsInRightToLeft("arrow.backward.circle.fill"))
        #expect(!DirectionalSymbol.flipsInRightToLeft("chevron.right"))
        #expect(!DirectionalSymbol.flipsInRightToLeft("forward.fill"))
        #expect(!DirectionalSymbol.flipsInRightToLeft("goforward"))
        #expect(DirectionalSymbol.leftToRightName("arrow.backward.circle") == "arrow.left.circle")
        #expect(DirectionalSymbol.fixedName("chevron.forward", in: .rightToLeft) == "chevron.left")
        #expect(DirectionalSymbol.fixedName("chevron.forward", in: .leftToRight) == "chevron.right")
        #expect(DirectionalSymbol.fixedName("chevron.right", in: .rightToLeft) == "chevron.right")
    }

    @Test func flipsForRightToLeftLayoutDirectionMirrorsContent() throws {
        let pair = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }
        // The stack itself mirrors in right-to-left (red on the right)...
        let plain = try render(pair, .rightToLeft)
        #expect(rgba(plain, 5, 15) == [0, 0, 255, 255] && rgba(plain, 50, 15) == [255, 0, 0, 255])
        // ...and a flipped view mirrors its drawing back (red on the left).
        let flipped = try render(pair.flipsForRightToLeftLayoutDirection(true), .rightToLeft)
        #expect(rgba(flipped, 5, 15) == [255, 0, 0, 255] && rgba(flipped, 50, 15) == [0, 0, 255, 255])
        // In left-to-right, or when disabled, nothing flips.
        let ltr = try render(pair.flipsForRightToLeftLayoutDirection(true), .leftToRight)
        #expect(rgba(ltr, 5, 15) == [255, 0, 0, 255])
        let off = try render(pair.flipsForRightToLeftLayoutDirection(false), .rightToLeft)
        #expect(pixels(off) == pixels(plain))
    }

    /// A layout whose width tells the direction its subviews report.
    struct DirectionProbeLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.layoutDirection == .rightToLeft ? 20 : 10, height: 1)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    @Test func customLayoutsSeeTheirDirection() {
        let view = DirectionProbeLayout() { Color.red.frame(width: 4, height: 1).id("s") }
        #expect(tree(view, .leftToRight).size.width == 10)
        #expect(tree(view).size.width == 20)
        // Placed at the logical top-leading corner, mirrored: the right edge.
        #expect(tree(view).frame(of: "s")?.minX == 16)
    }

    @Test func gridColumnsRunFromTheRight() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10).id("r0c0")
                Color.blue.frame(width: 20, height: 10).id("r0c1")
            }
            GridRow {
                Color.green.frame(width: 10, height: 10).id("r1c0")
                Color.gray.frame(width: 20, height: 10)
            }
        }
        let t = tree(grid)
        #expect(t.size.width == 50)
        #expect(t.frame(of: "r0c0")?.minX == 20 && t.frame(of: "r0c1")?.minX == 0)
        // The narrow cell is leading-aligned in its 30-point column: against the right edge.
        #expect(t.frame(of: "r1c0")?.minX == 40)
    }

    @Test func symbolsInTextPointTheReadingWay() throws {
        let rtl = try render(Text(Image(systemName: "chevron.forward")), .rightToLeft)
        let left = try render(Text(Image(systemName: "chevron.left")), .leftToRight)
        let right = try render(Text(Image(systemName: "chevron.right")), .leftToRight)
        #expect(pixels(rtl) == pixels(left))
        #expect(pixels(rtl) != pixels(right))
        #expect(pixels(try render(Text(Image(systemName: "chevron.forward")), .leftToRight)) == pixels(right))
    }

    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }
    struct FixedWedge: Shape {
        func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    }

    @Test func shapesMirrorByDefaultUnlessFixed() throws {
        func ink<S: Shape>(_ shape: S, _ direction: LayoutDirection) throws -> (left: Int, right: Int) {
            let r = ImageRenderer(content: shape.fill(Color.black).frame(width: 20, height: 20))
            r.environment.layoutDirection = direction
            let image = try r.render()
            return (Int(image.pixel(x: 2, y: 2).alpha), Int(image.pixel(x: 17, y: 2).alpha))
        }
        let ltr = try ink(Wedge(), .leftToRight), rtl = try ink(Wedge(), .rightToLeft)
        #expect(ltr.left == 255 && ltr.right == 0)      // points right: full on the left
        #expect(rtl.left == 0 && rtl.right == 255)      // mirrored: points left
        let fixed = try ink(FixedWedge(), .rightToLeft)
        #expect(fixed.left == 255 && fixed.right == 0)
        #expect(AnyShape(FixedWedge()).layoutDirectionBehavior == .fixed && Wedge().layoutDirectionBehavior == .mirrors)
    }

    @Test func layoutDirectionBehaviorModifier() throws {
        let pair = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        }
        let mirroredInLTR = try render(pair.layoutDirectionBehavior(.mirrors(in: .leftToRight)), .leftToRight)
        #expect(rgba(mirroredInLTR, 5, 15) == [0, 0, 255, 255])
        let fixed = try render(pair.layoutDirectionBehavior(.fixed), .rightToLeft)
        #expect(rgba(fixed, 5, 15) == [0, 0, 255, 255])     // only the layout mirrors
        let mirrors = try render(pair.layoutDirectionBehavior(.mirrors), .rightToLeft)
        #expect(rgba(mirrors, 5, 15) == [255, 0, 0, 255])
    }
}
