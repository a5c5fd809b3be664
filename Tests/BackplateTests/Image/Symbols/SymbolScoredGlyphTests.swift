import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Glyphs re-chosen by silhouette score (`scripts/symbols/scored_glyphs.py`) draw SF's shape
/// where a pixel test can see it, against the SF Symbols 5 templates' Regular-S outlines
/// (docs/symbol-measurements.md, "Glyphs re-chosen per name by score").
@Suite(.tags(.pixels, .fonts)) struct SymbolScoredGlyphTests {
    /// A symbol at 34 pt, 2x, black on clear: the image and its ink box in pixels.
    static func drawn(_ name: String) throws -> (image: RenderedImage, ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        let r = ImageRenderer(content: Image(systemName: name).font(.system(size: 34)).foregroundStyle(.black))
        r.scale = 2
        let image = try r.render()
        let box = try #require(inkBox(image), "\(name) draws nothing")
        return (image, (box.minX, box.minY, box.maxX, box.maxY))
    }

    /// The columns of the inked pixels in the top 15% of an ink box.
    static func inkedColumnsOfTopRows(_ image: RenderedImage, _ ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> [Int] {
        let h = ink.maxY - ink.minY + 1
        return (ink.minY..<(ink.minY + h * 15 / 100)).flatMap { y in
            (ink.minX...ink.maxX).filter { image.pixel(x: $0, y: y).alpha > 127 }
        }
    }

    /// SF's `chevron.up.chevron.down` is two chevrons at the top and bottom of its ink box
    /// (0.6471 × 0.9437 circle diameters) with 22.8% of the height empty between them; Material's
    /// `unfold_more` filled 74% of that width and left 33% between.
    @Test func chevronPairFillsTheTemplatesInkBox() throws {
        let (image, ink) = try Self.drawn("chevron.up.chevron.down")
        let box = try #require(SymbolLayoutRequest(name: "chevron.up.chevron.down", pointSize: 34, scale: .medium, displayScale: 2).inkSize)
        let w = Double(ink.maxX - ink.minX + 1) / 2, h = Double(ink.maxY - ink.minY + 1) / 2
        #expect(abs(w - box.width) <= 1 && abs(h - box.height) <= 1, "ink \(w) × \(h) vs the template's \(box)")
        let empty = (ink.minY...ink.maxY).filter { y in !(ink.minX...ink.maxX).contains { image.pixel(x: $0, y: y).alpha > 127 } }
        let gap = Double(empty.count) / Double(ink.maxY - ink.minY + 1)
        #expect(gap >= 0.12 && gap <= 0.28, "empty band \(gap) of the height (SF 0.228)")
    }

    /// SF's `location` arrow points up and to the right: its topmost ink is at 93% of the ink
    /// box's width (Material Design Icons' navigation arrow, drawn before, points straight up).
    @Test func locationPointsUpAndRight() throws {
        let (image, ink) = try Self.drawn("location")
        let top = (ink.minX...ink.maxX).filter { image.pixel(x: $0, y: ink.minY).alpha > 127 }
        let x = Double(top.reduce(0, +)) / Double(top.count)
        let across = (x - Double(ink.minX)) / Double(ink.maxX - ink.minX)
        #expect(across >= 0.8, "topmost ink at \(across) of the width (SF 0.93)")
    }

    /// SF's `person.fill.badge.plus` is a person whose body's lower right carries a plus disc:
    /// its ink is about as tall as wide (1.1443 × 1.1220 circle diameters) and clear at the upper
    /// right, above the disc and right of the head. Material's person_add, drawn before, was a
    /// person at the right with a plus at its left, 0.73 as tall as wide.
    @Test func personBadgeSitsAtTheLowerRight() throws {
        let (image, ink) = try Self.drawn("person.fill.badge.plus")
        let w = ink.maxX - ink.minX + 1, h = ink.maxY - ink.minY + 1
        #expect(abs(Double(h) / Double(w) - 1.1220 / 1.1443) <= 0.06, "ink \(w) × \(h) px")
        let upperRight = (ink.minX + w * 7 / 8, ink.minY + h / 4)
        #expect(image.pixel(x: upperRight.0, y: upperRight.1).alpha < 64, "ink at the upper right")
        // The disc's lower right, away from the plus cut out of it.
        let disc = (ink.minX + w * 87 / 100, ink.minY + h * 87 / 100)
        #expect(image.pixel(x: disc.0, y: disc.1).alpha > 127, "no badge at the lower right")
    }

    /// SF's `moon.zzz` and `moon.zzz.fill` are a crescent with its z's at the upper right: the
    /// top 15% of the ink box is z's alone, in its right half (the template's z's span 54 to 80
    /// of an ink box from 8 to 81). Material's bedtime, drawn before, was the crescent alone,
    /// whose top is left of the middle.
    @Test(arguments: ["moon.zzz", "moon.zzz.fill"]) func sleepingMoonCarriesItsZsAtTheUpperRight(_ name: String) throws {
        let (image, ink) = try Self.drawn(name)
        let w = ink.maxX - ink.minX + 1, h = ink.maxY - ink.minY + 1
        let top = Self.inkedColumnsOfTopRows(image, ink)
        #expect(!top.isEmpty)
        #expect(top.allSatisfy { $0 > ink.minX + w / 2 }, "ink left of the middle in the top rows")
        // The crescent's lower left is ink.
        let lowerLeft = (ink.minX...(ink.minX + w / 3)).contains { image.pixel(x: $0, y: ink.minY + h * 3 / 4).alpha > 127 }
        #expect(lowerLeft, "no crescent at the lower left")
    }

    /// SF's `moon.stars` and `moon.stars.fill` are a crescent with two four-pointed stars at the
    /// upper right (Material's nights_stay, drawn before, was a moon behind a cloud at the lower
    /// right): the top 15% of the ink box is stars alone, right of the middle, and the lower
    /// right quarter beyond the crescent is empty.
    @Test(arguments: ["moon.stars", "moon.stars.fill"]) func starryMoonCarriesItsStarsAtTheUpperRight(_ name: String) throws {
        let (image, ink) = try Self.drawn(name)
        let w = ink.maxX - ink.minX + 1, h = ink.maxY - ink.minY + 1
        let top = Self.inkedColumnsOfTopRows(image, ink)
        #expect(!top.isEmpty)
        #expect(top.allSatisfy { $0 > ink.minX + w / 2 }, "ink left of the middle in the top rows")
        let corner = (ink.minX + w * 85 / 100...ink.maxX).contains { x in
            (ink.minY + h * 85 / 100...ink.maxY).contains { image.pixel(x: x, y: $0).alpha > 127 }
        }
        #expect(!corner, "ink at the lower right corner")
    }

    /// SF's `book.pages.fill` is a closed book, a tall block (the template's ink 0.78 as wide as
    /// tall at 30 points: 25.33 × 31.67 in iOS 26's render); Material's auto_stories, drawn
    /// before, was an open book wider than tall.
    @Test(arguments: ["book.pages", "book.pages.fill"]) func bookPagesIsAClosedBook(_ name: String) throws {
        let (_, ink) = try Self.drawn(name)
        let w = Double(ink.maxX - ink.minX + 1), h = Double(ink.maxY - ink.minY + 1)
        #expect(w / h > 0.7 && w / h < 0.9, "ink \(w) × \(h) px")
    }

    /// SF's `globe` and `gear` are line art (a ring crossed by meridians and parallels; a cog's
    /// outline round its hub) and `globe.fill` a disc with those lines cut out: Material's
    /// public (the continents, solid at the middle) and settings (a solid cog), drawn before,
    /// inked most of their box.
    @Test func globeAndGearAreLineArtAndGlobeFillIsSolid() throws {
        func inked(_ name: String, at points: [(Double, Double)]) throws -> (coverage: Double, at: [Bool]) {
            let (image, ink) = try Self.drawn(name)
            var count = 0
            for y in ink.minY...ink.maxY {
                count += (ink.minX...ink.maxX).filter { image.pixel(x: $0, y: y).alpha > 127 }.count
            }
            let w = Double(ink.maxX - ink.minX), h = Double(ink.maxY - ink.minY)
            let at = points.map { image.pixel(x: ink.minX + Int($0.0 * w), y: ink.minY + Int($0.1 * h)).alpha > 127 }
            return (Double(count) / Double((ink.maxX - ink.minX + 1) * (ink.maxY - ink.minY + 1)), at)
        }
        // Inside the cells either side of the central meridian, on the equator's band.
        let cells = [(0.5, 0.45), (0.5, 0.55)]
        let globe = try inked("globe", at: cells), fill = try inked("globe.fill", at: cells)
        #expect(globe.at == [false, false], "globe inks its cells")
        #expect(fill.at == [true, true], "globe.fill leaves its cells clear")
        #expect(try inked("gear", at: []).coverage < 0.5)
    }
}
