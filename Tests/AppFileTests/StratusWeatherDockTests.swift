import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
@testable import AppFiles

/// Stratus (`StratusWeatherDockFile.swift`, iOS 26 API, `import SwiftUI`) on the phone canvas,
/// light and dark: four 64-point glass symbols in two unions draw two capsules, the text is
/// drawn as typed ("->", the pin's "(48.5, 120.0)"), the forecast line in bold.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct StratusWeatherDockTests {
    @Test func unionsDrawTwoCapsulesAndTextIsAsTyped() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(StratusDockView()) }
        #expect(drawn.map(\.0).contains("Pin at (48.5, 120.0)"), "\(drawn.map(\.0))")
        let forecast = try #require(frame(drawn, "Rain -> clearing after 15:00"))
        let plain = phoneTexts(Text("Rain -> clearing after 15:00")).first?.1.width ?? 0
        #expect(forecast.width > plain + 4, "bold is wider: \(forecast.width) vs \(plain)")
        // Four 64-point symbols 16 apart: 4 × 64 + 3 × 16 = 304 wide, centred (44.5 ... 348.5).
        let first = try #require(frame(drawn, "symbol cloud.bolt.rain.fill"))
        let second = try #require(frame(drawn, "symbol cloud.rain.fill"))
        let third = try #require(frame(drawn, "symbol moon.stars.fill"))
        #expect(abs(first.midX - 76.5) < 1 && abs(second.midX - 156.5) < 1, "\(first) \(second)")
        // 16 apart with spacing 12: nothing for iOS to blend, so no warning.
        #expect(!warnings.contains { $0.contains("GlassEffectContainer") }, "\(warnings)")

        let images = try renderPhoneLightAndDark(StratusDockView(), name: "StratusWeatherDock")
        let y = first.midY
        let gapInUnion = (first.maxX + second.minX) / 2 + 8     // between the first two (one capsule)
        let gapBetween = (second.midX + 32 + third.midX - 32) / 2  // between the unions
        for image in [images.light, images.dark] {
            let indigo = at(image, 10, y)
            // Glass veils the indigo inside a union's capsule, between its two symbols...
            #expect(at(image, gapInUnion, y) != indigo, "\(at(image, gapInUnion, y)) vs \(indigo)")
            // ...and the backdrop shows between the two capsules.
            #expect(close(image.pixel(x: Int(gapBetween * 2), y: Int(y * 2)), indigo, .composited),
                    "\(at(image, gapBetween, y)) vs \(indigo)")
        }
    }
}
