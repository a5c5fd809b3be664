import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Squall (`SquallWeatherNowFile.swift`): an hourly strip of fixed 48-point columns 12 apart,
/// WeatherKit's condition names in multicolour (rain cyan, sun yellow) and iOS 26's gradient
/// symbol rendering on a blue umbrella. Expected values come from SwiftUI's stack rules and the
/// system colours, never from a render.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct SquallWeatherNowTests {
    private let drawn = phoneTexts(SquallNowView())

    @Test func hourColumnsAreFortyEightPointsTwelveApart() throws {
        let labels = SquallForecast().hours.map(\.label)
        let centres = try labels.map { try #require(frame(drawn, $0), "\($0) in \(drawn.map(\.0))").midX }
        // Fixed 48-point columns in an HStack of spacing 12: one column every 60 points (each
        // label centred in its column and placed on whole points at 1x, so within half a point).
        for (a, b) in zip(centres, centres.dropFirst()) {
            #expect(abs(b - a - 60) <= 0.5, "\(centres)")
        }
        #expect(abs(centres.last! - centres.first! - 300) <= 0.5, "\(centres)")
    }

    @Test func rainIsCyanAndTheSunYellowInTheirColumns() throws {
        let (light, dark) = try renderPhoneLightAndDark(SquallNowView(), name: "squall-weather-now")
        for (image, isDark) in [(light, false), (dark, true)] {
            let cyan = try drawnColor(.cyan, dark: isDark), yellow = try drawnColor(.yellow, dark: isDark)
            // The 48 x 40-point box under a column's label, in 2x pixels.
            func symbolBox(_ label: String) throws -> (x: Range<Int>, y: Range<Int>) {
                let text = try #require(frame(drawn, label))
                return (Int((text.midX - 24) * 2)..<Int((text.midX + 24) * 2), Int(text.maxY * 2)..<Int((text.maxY + 40) * 2))
            }
            func count(_ label: String, near rgb: (Int, Int, Int)) throws -> Int {
                let box = try symbolBox(label)
                return pixelCount(image, x: box.x, y: box.y, near: rgb)
            }
            // 1 PM: cloud.rain.fill's streaks; 5 PM: sun.max.fill; 1 PM has no sun.
            #expect(try count("1 PM", near: cyan) > 4, "dark \(isDark)")
            #expect(try count("5 PM", near: yellow) > 40, "dark \(isDark)")
            #expect(try count("1 PM", near: yellow) == 0, "dark \(isDark)")
        }
    }

    @Test func theGradientUmbrellaIsLighterAtTheTop() throws {
        let (light, _) = try renderPhoneLightAndDark(SquallNowView(), name: "squall-weather-now")
        let text = try #require(frame(drawn, "Dry from 4 PM"), "\(drawn.map(\.0))")
        // The label's icon: bluish ink before the title on its line; in each row its most
        // strongly inked pixel (the least red), clear of antialiased edges.
        var rows: [Int: RenderedImage.Pixel] = [:]
        for y in Int(text.minY * 2)..<Int(text.maxY * 2) {
            for x in Int((text.minX - 34) * 2)..<Int(text.minX * 2) {
                let p = light.pixel(x: x, y: y)
                if Int(p.blue) > Int(p.red) + 100, p.red < rows[y]?.red ?? 255 { rows[y] = p }
            }
        }
        let top = try #require(rows.keys.min()), bottom = try #require(rows.keys.max())
        #expect(bottom - top > 20, "the umbrella's ink rows \(top)...\(bottom)")
        // Rows a quarter of the way in from the ink's top and bottom.
        let quarter = (bottom - top) / 4
        let high = try #require(rows[top + quarter]), low = try #require(rows[bottom - quarter])
        // Blue (0, 136, 255) at the bottom of the symbol's frame, lighter above (Color.gradient's stops).
        #expect(Int(high.red) > Int(low.red) + 10 && Int(high.green) > Int(low.green) + 5, "\(high) over \(low)")
    }
}
