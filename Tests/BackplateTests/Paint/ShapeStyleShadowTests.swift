import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `ShapeStyle.shadow(_:)` with `ShadowStyle.drop` and `.inner`, and the image and stroke
/// options SwiftUI has (`resizingMode: .tile`, `antialiased`).
@Suite(.tags(.pixels)) struct ShapeStyleShadowTests {
    /// The standard normal CDF.
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    @Test func dropShadowStyleMapsToAShadowGroup() {
        let plain = ImageRenderer(content: Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 10)).displayList()
        let shadowed = ImageRenderer(content: Rectangle().fill(Color(red: 0, green: 0, blue: 1).shadow(.drop(color: Color(red: 0, green: 0, blue: 0), radius: 4, y: 2)))
            .frame(width: 20, height: 10)).displayList()
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(shadowed == DisplayList(items: [.group(DisplayList.GroupItem(
            effect: .shadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 0, height: 2)),
            bounds: rect, items: plain.items))]))
    }

    @Test func dropShadowFallsOffAsAGaussianBelowTheShape() throws {
        // A black square 40 wide at (40, 40), its shadow σ = 4 moved 10 down: below the square
        // the shadow's alpha at distance d past its bottom edge (y = 90) is Φ(−d / σ).
        let view = Rectangle().fill(Color.black.shadow(.drop(color: .black, radius: 4, y: 10)))
            .frame(width: 40, height: 40).padding(40)
        let image = try renderImage(view)
        for y in [84, 88, 92, 96] {
            let d = Double(y) + 0.5 - 90
            let expected = phi(-d / 4)
            #expect(abs(Double(rgba(image, 60, y)[3]) / 255 - expected) < 0.03, "y \(y)")
        }
        #expect(rgba(image, 60, 60) == [0, 0, 0, 255])
    }

    @Test func innerShadowDarkensInsideEdgesOnly() throws {
        // A white square with a black inner shadow (σ = 3, offset 0): at its centre, far from
        // the edges, the shadow is nil; at the edge pixel it is about half the blurred outside.
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 3)))
            .frame(width: 60, height: 60).padding(10)
        let image = try renderImage(view)
        #expect(rgba(image, 40, 40) == [255, 255, 255, 255])
        // Just inside the left edge (x = 10): outside coverage Φ(−(x + 0.5 − 10) / σ).
        for x in [10, 12, 14] {
            let shade = phi(-(Double(x) + 0.5 - 10) / 3)
            let expected = Int(((1 - shade) * 255).rounded())
            #expect(abs(rgba(image, x, 40)[0] - expected) <= 6, "x \(x): \(rgba(image, x, 40)) vs \(expected)")
        }
        // Nothing outside the shape.
        #expect(rgba(image, 5, 40)[3] == 0)
    }

    @Test func innerShadowOnTextThroughTheForegroundStyle() {
        let list = ImageRenderer(content: Text("Hi").foregroundStyle(.white.shadow(.inner(radius: 2)))).displayList()
        guard case .group(let g)? = list.items.first, case .innerShadow(_, let r, _) = g.effect else {
            Issue.record("no inner shadow group: \(list)"); return
        }
        #expect(r == 2)
        guard case .text(let t)? = g.items.first else { Issue.record("no text"); return }
        #expect(t.string == "Hi")
    }

    @Test func tiledImageRepeatsAtItsOwnSize() throws {
        // A 2×2 image: red, green / blue, white, tiled over 6×4 points.
        let px: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let tile = try #require(RasterImage(width: 2, height: 2, rgba: px))
        let image = try renderImage(Image(decorative: tile.cgImage, scale: 1).resizable(resizingMode: .tile).interpolation(.none).frame(width: 6, height: 4))
        for (x, y) in [(0, 0), (2, 0), (4, 2), (1, 3), (5, 1)] {
            let i = ((y % 2) * 2 + x % 2) * 4
            #expect(rgba(image, x, y) == [Int(px[i]), Int(px[i + 1]), Int(px[i + 2]), 255], "(\(x), \(y))")
        }
        let stretched = try renderImage(Image(decorative: tile.cgImage, scale: 1).resizable().interpolation(.none).frame(width: 6, height: 4))
        #expect(rgba(stretched, 2, 0) == [255, 0, 0, 255])
    }

    @Test func nonAntialiasedStrokesAndImagesHaveHardEdges() throws {
        // A 1-point line on a half-pixel boundary covers two pixels at half alpha when
        // antialiased, and whole pixels when not.
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 20, y: 5)) }
        let soft = try renderImage(line.stroke(Color.black, lineWidth: 1).frame(width: 20, height: 10))
        let hard = try renderImage(line.stroke(Color.black, lineWidth: 1, antialiased: false).frame(width: 20, height: 10))
        #expect(Set([rgba(soft, 10, 4)[3], rgba(soft, 10, 5)[3]]).allSatisfy { abs($0 - 128) <= 2 })
        #expect(Set([rgba(hard, 10, 4)[3], rgba(hard, 10, 5)[3]]).allSatisfy { $0 == 0 || $0 == 255 })
        // An image rotated by 45°: antialiased edges have partial alpha, aliased ones do not.
        let px = [UInt8](repeating: 255, count: 10 * 10 * 4)
        let img = try #require(RasterImage(width: 10, height: 10, rgba: px))
        func alphas(_ antialiased: Bool) throws -> Set<Int> {
            let r = try renderImage(Image(decorative: img.cgImage, scale: 1).antialiased(antialiased).rotationEffect(.degrees(45)).padding(4))
            var s = Set<Int>()
            for y in 0..<r.height { for x in 0..<r.width { s.insert(rgba(r, x, y)[3]) } }
            return s
        }
        #expect(try alphas(true).contains { $0 > 20 && $0 < 235 })
        #expect(try alphas(false).allSatisfy { $0 == 0 || $0 == 255 })
    }
}

@Suite(.tags(.pixels)) struct StrokeBorderAntialiasingTests {
    @Test func strokeBorderAntialiasedFalseHasHardEdges() throws {
        // A circle's border crosses pixels diagonally: antialiased it has partial alpha.
        func alphas(_ antialiased: Bool) throws -> Set<Int> {
            let r = try renderImage(Circle().strokeBorder(lineWidth: 3, antialiased: antialiased).foregroundStyle(.black).frame(width: 30, height: 30))
            var s = Set<Int>()
            for y in 0..<r.height { for x in 0..<r.width { s.insert(rgba(r, x, y)[3]) } }
            return s
        }
        #expect(try alphas(true).contains { $0 > 20 && $0 < 235 })
        #expect(try alphas(false).allSatisfy { $0 == 0 || $0 == 255 })
    }
}
