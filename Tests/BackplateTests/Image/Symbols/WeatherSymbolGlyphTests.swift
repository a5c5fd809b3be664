import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// WeatherKit's symbol names as weather apps draw them: SF's rain clouds are a cloud over
/// slanted streaks, `cloud.sun` and `cloud.moon` a sun or crescent behind a cloud's upper right
/// and `umbrella.fill` an upright umbrella (before, the rain names drew a closed umbrella,
/// `cloud.sun.fill` an outline and `umbrella.fill` a beach parasol), the sun yellow and the
/// rain cyan in multicolour (scripts/symbols/scored_glyphs.py).
@MainActor
@Suite(.tags(.pixels, .fonts)) struct WeatherSymbolGlyphTests {
    static func render(_ name: String, multicolor: Bool = false) throws -> RenderedImage {
        let symbol = Image(systemName: name).font(.system(size: 40)).foregroundStyle(.black)
        return try renderImage(symbol.symbolRenderingMode(multicolor ? .multicolor : .monochrome).padding(4), scale: 2)
    }

    /// For each pixel row, the runs of inked pixels (alpha over half) as (start, end) columns.
    static func runs(_ image: RenderedImage, row y: Int) -> [(Int, Int)] {
        var runs: [(Int, Int)] = []
        var start: Int?
        for x in 0...image.width {
            let inked = x < image.width && image.pixel(x: x, y: y).alpha > 127
            if inked, start == nil { start = x }
            if !inked, let s = start { runs.append((s, x - 1)); start = nil }
        }
        return runs
    }

    /// The rows below the cloud: the inked rows after the last empty row inside the ink (a
    /// sun's rays above the cloud leave gaps too; the streaks come last).
    static func rowsBelowTheCloud(_ image: RenderedImage) -> [Int] {
        let inked = (0..<image.height).map { !runs(image, row: $0).isEmpty }
        guard let top = inked.firstIndex(of: true), let bottom = inked.lastIndex(of: true),
              let gap = inked[top...bottom].lastIndex(of: false) else { return [] }
        return (gap...bottom).filter { inked[$0] }
    }

    @Test(arguments: ["cloud.rain", "cloud.rain.fill", "cloud.heavyrain", "cloud.heavyrain.fill", "cloud.drizzle.fill", "cloud.sun.rain.fill"])
    func rainCloudsAreACloudOverSeparateStreaks(_ name: String) throws {
        let image = try Self.render(name)
        let below = Self.rowsBelowTheCloud(image)
        // An empty band under the cloud, then rows of streaks: at least two apart in one row.
        #expect(below.count >= 6, "\(name): \(below.count) rows below the cloud")
        #expect(below.contains { Self.runs(image, row: $0).count >= 2 }, "\(name)")
    }

    @Test func theFilledCloudIsSolidAndTheOutlineHollow() throws {
        func centre(_ name: String) throws -> Int {
            let image = try Self.render(name)
            // The cloud's middle, a third of the way down the ink.
            let inked = (0..<image.height).filter { !Self.runs(image, row: $0).isEmpty }
            let y = inked[inked.count / 3]
            return Int(image.pixel(x: image.width / 2, y: y).alpha)
        }
        #expect(try centre("cloud.rain.fill") > 200)
        #expect(try centre("cloud.rain") < 60)
    }

    @Test func multicolourSunIsYellowAndRainCyan() throws {
        let yellow = try drawnColor(.yellow), cyan = try drawnColor(.cyan)
        let sun = try Self.render("cloud.sun.fill", multicolor: true)
        let w = sun.width, h = sun.height
        #expect(pixelCount(sun, x: w / 2..<w, y: 0..<h / 2, near: yellow) > 40, "the sun at the upper right")
        #expect(pixelCount(sun, x: 0..<w / 2, y: h / 2..<h, near: yellow) == 0, "the cloud's corner is not the sun's")
        let black = pixelCount(sun, x: 0..<w / 2, y: h / 2..<h, near: (0, 0, 0))
        #expect(black > 100, "the cloud in the foreground style")
        let rain = try Self.render("cloud.rain.fill", multicolor: true)
        let streaks = Self.rowsBelowTheCloud(rain)
        #expect(pixelCount(rain, x: 0..<rain.width, y: streaks.first!..<streaks.last! + 1, near: cyan) > 20)
        let mono = try Self.render("cloud.rain.fill")
        #expect(pixelCount(mono, x: 0..<mono.width, y: streaks.first!..<streaks.last! + 1, near: cyan) == 0)
    }

    @Test func theMoonIsBehindTheCloudAtASecondaryLevel() throws {
        let view = Image(systemName: "cloud.moon.fill").font(.system(size: 40)).symbolRenderingMode(.hierarchical)
            .foregroundStyle(.black).padding(4)
        let image = try renderImage(view, scale: 2)
        let w = image.width, h = image.height
        // Full-strength ink at the cloud's lower left; the crescent at its upper right drawn at
        // the secondary level's opacity (neither clear nor full).
        let cloud = image.pixel(x: w * 3 / 10, y: h * 7 / 10)
        #expect(cloud.alpha == 255, "\(cloud)")
        var secondary = 0
        for y in 0..<h / 2 { for x in w / 2..<w where (60...200).contains(image.pixel(x: x, y: y).alpha) { secondary += 1 } }
        #expect(secondary > 60, "\(secondary) pixels of the crescent at the secondary level")
    }

    @Test func theUmbrellaStandsUprightOnItsHandle() throws {
        let image = try Self.render("umbrella.fill")
        let inked = (0..<image.height).filter { !Self.runs(image, row: $0).isEmpty }
        // Down the middle of the ink: the canopy, then the shaft, with ink in nearly every row
        // (a parasol's shaft runs on a slant and leaves the middle column).
        let columns = inked.compactMap { Self.runs(image, row: $0).first?.0 }
        let middle = (columns.min()! + (Self.runs(image, row: inked[inked.count / 4]).last?.1 ?? 0)) / 2
        let hits = inked.filter { image.pixel(x: middle, y: $0).alpha > 127 || image.pixel(x: middle + 2, y: $0).alpha > 127 }
        #expect(Double(hits.count) > 0.8 * Double(inked.count), "\(hits.count) of \(inked.count) rows at x \(middle)")
    }
}
