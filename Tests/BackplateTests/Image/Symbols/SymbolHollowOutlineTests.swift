import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore
@testable import BackplateCairo

/// Outline names whose icon font has only a filled glyph (`moon`, `chart.bar`) are drawn as the
/// band of SF Symbols' stroke width inside the glyph's edge, so every part of the glyph is
/// outlined; they were the glyph less a 70% copy of itself, which left multi-part glyphs
/// half-filled and bars as brackets.
@Suite(.tags(.pixels, .fonts)) struct SymbolHollowOutlineTests {
    /// The ink runs (start, length) along row `y` of a render at 1x.
    static func runs(_ image: RenderedImage, y: Int) -> [(start: Int, length: Int)] {
        var runs: [(Int, Int)] = []
        var start: Int?
        for x in 0...image.width {
            let inked = x < image.width && image.pixel(x: x, y: y).red < 128
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append((s, x - s)); start = nil }
        }
        return runs
    }

    static func render(_ name: String, size: CGFloat, weight: Font.Weight = .regular) throws -> RenderedImage {
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: size, weight: weight))
            .foregroundStyle(.black).padding(10).background(Color.white))
        r.scale = 1
        return try r.render()
    }

    @Test func strokeWidthIsTheTemplatesRing() {
        // circle's ring in the SF Symbols 5 templates at 100 points.
        #expect(abs(SymbolStroke.width(pointSize: 100, weight: 0) - 7.50) < 0.01)
        #expect(abs(SymbolStroke.width(pointSize: 100, weight: -0.8) - 2.21) < 0.01)
        #expect(abs(SymbolStroke.width(pointSize: 100, weight: 0.62) - 14.16) < 0.01)
        #expect(abs(SymbolStroke.width(pointSize: 17, weight: 0) - 1.275) < 0.001)
        let bold = SymbolStroke.width(pointSize: 100, weight: 0.4)
        #expect(bold > 11 && bold < 12.5)
        #expect(SymbolStroke.width(pointSize: .nan, weight: 0) == 0)
        #expect(SymbolStroke.width(pointSize: 100, weight: .infinity) == SymbolStroke.width(pointSize: 100, weight: 0))
    }

    @Test func hollowOutlinesAreParsedFromTheTable() throws {
        for name in ["moon", "chart.bar", "book"] {
            let recipe = try #require(SymbolCatalog.recipe(for: name))
            #expect(recipe.layers.count == 1 && recipe.layers[0].hollow, "\(name)")
            let fill = try #require(SymbolCatalog.recipe(for: name + ".fill"))
            #expect(!fill.layers.contains { $0.hollow }, "\(name).fill")
        }
    }

    @Test func theMoonIsACrescentBandOfTheStrokeWidth() throws {
        // 100-point moon, regular: the crescent's thick middle is crossed by two bands with
        // the background between (filled, one solid run); the outer arc, met square on at its
        // leftmost point, is 7.5 points thick, the inner one, met at a slant, no thinner.
        let outline = try Self.render("moon", size: 100), fill = try Self.render("moon.fill", size: 100)
        let y = outline.height / 2
        let solid = Self.runs(fill, y: y)
        let widest = try #require(solid.max { $0.length < $1.length })
        #expect(widest.length > 20, "moon.fill: \(solid)")
        let bands = Self.runs(outline, y: y).filter { $0.start >= widest.start - 2 && $0.start < widest.start + widest.length }
        #expect(bands.count == 2, "moon: \(Self.runs(outline, y: y)) in \(widest)")
        guard bands.count == 2 else { return }
        #expect(abs(Double(bands[0].length) - 7.5) <= 1.5, "moon: \(bands)")
        #expect(bands[1].length >= 6 && bands[1].length < widest.length - 10, "moon: \(bands)")
    }

    @Test func boldOutlinesTakeTheBoldStroke() throws {
        let image = try Self.render("moon", size: 100, weight: .bold)
        let bands = Self.runs(image, y: image.height / 2)
        let expected = Double(SymbolStroke.width(pointSize: 100, weight: 0.4))
        #expect(bands.contains { abs(Double($0.length) - expected) <= 2 }, "bold moon: \(bands), stroke \(expected)")
    }

    @Test func everyBarOfChartBarIsOutlined() throws {
        // chart.bar's bars each become two sides of 4.5 points at 60 points: no solid bar
        // and no run wider than a stroke and a half.
        let image = try Self.render("chart.bar", size: 60)
        let row = Self.runs(image, y: image.height * 3 / 4)
        #expect(row.count >= 4, "chart.bar: \(row)")
        for run in row { #expect(run.length <= 7, "chart.bar: \(row)") }
        let fill = Self.runs(try Self.render("chart.bar.fill", size: 60), y: image.height * 3 / 4)
        #expect(fill.contains { $0.length > 7 }, "chart.bar.fill: \(fill)")
    }
}
