import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Swatch (`SwatchPaletteFile.swift`): a carousel sized with `containerRelativeFrame`, an adaptive
/// grid, hex codes from `Color.resolve(in:)` and a mixer built on `Color.mix(with:by:)`. The
/// expected values come from SwiftUI's documented rules and from the HSB conversion itself.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct SwatchPaletteTests {
    private let drawn = phoneTexts(PaletteStudioView())

    @Test func theCarouselCardsTakeFourFifthsOfTheScrollView() throws {
        // count 5, span 4, spacing 12 over the 393-point scroll view: (393 − 4 × 12) / 5 × 4 + 3 × 12
        // = 312 points a card, the first 16 in, the next 12 after it. A title sits 10 + 10 inside.
        let dune = try #require(frame(drawn, "Dune")), lagoon = try #require(frame(drawn, "Lagoon"))
        #expect(abs(dune.minX - 36) < 0.5, "\(dune)")
        #expect(abs(lagoon.minX - (16 + 312 + 12 + 20)) < 0.5, "\(lagoon)")
    }

    @Test func theAdaptiveGridFitsTwoColumnsOf174AndAHalf() throws {
        // 361 points between the margins: ⌊(361 + 12) / (150 + 12)⌋ = 2 columns of (361 − 12) / 2.
        let names = ["Sand", "Clay", "Rust", "Night"].compactMap { frame(drawn, $0) }
        try #require(names.count == 4, "\(drawn.map(\.0))")
        #expect(abs(names[0].minX - 16) < 0.5 && abs(names[2].minX - 16) < 0.5, "\(names)")
        #expect(abs(names[1].minX - 202.5) <= 0.5 && abs(names[3].minX - 202.5) <= 0.5, "\(names)")  // 203 on a 1x grid
        #expect(abs(names[0].minY - names[1].minY) < 0.5 && names[2].minY > names[0].maxY + 72)
    }

    @Test func hexCodesAreTheSwatchesHSBInSRGB() {
        // hue 0.10, saturation 0.35, brightness 0.93 → (237.15, 203.95, 154.15); the others alike.
        for code in ["#EDCC9A", "#C77A5A", "#993B26", "#232B40"] {
            #expect(frame(drawn, code) != nil, "\(code) in \(drawn.map(\.0))")
        }
        #expect(abs((frame(drawn, "#EDCC9A")?.minX ?? 0) - 28) < 0.5)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func theMixerRunsFromTheFirstSwatchToTheLast(_ scheme: ColorScheme) throws {
        let images = try renderPhoneLightAndDark(PaletteStudioView(), name: "swatch-palettes")
        let image = scheme == .light ? images.light : images.dark
        let mix = try #require(frame(drawn, "Mix"))
        // The bar's first and last steps are the end swatches themselves (fractions 0 and 1).
        let barMid = mix.maxY + 12 + 22
        #expect(close(image.pixel(x: Int(mix.minX + 8) * 2, y: Int(barMid * 2)), 237, 204, 154), "\(at(image, mix.minX + 8, barMid))")
        #expect(close(image.pixel(x: Int(393 - 32 - 8) * 2, y: Int(barMid * 2)), 35, 43, 64), "\(at(image, 353, barMid))")
        // The card is the background's secondary level: (242, 242, 247), dark (28, 28, 30).
        let card = at(image, 16 + 6, mix.midY)
        #expect(card == (scheme == .light ? [242, 242, 247] : [28, 28, 30]), "\(card)")
        // The selected palette's 3-point border is the tint: iOS 26's blue.
        let dune = try #require(frame(drawn, "Dune"))
        let border = at(image, 17, dune.maxY + 16 - 60)
        let blue = scheme == .light ? [0, 136, 255] : [0, 145, 255]
        #expect(zip(border, blue).allSatisfy { abs($0 - $1) <= 2 }, "\(border)")
    }
}
