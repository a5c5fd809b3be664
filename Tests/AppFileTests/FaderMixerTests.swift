import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// The Fader mixer file (`import SwiftUI`, iOS 26 API) on the 393 × 852 iPhone canvas in the
/// default iOS 26 look, light and dark: the gain sliders tinted from their 0-dB neutral value
/// toward the thumb, the playback footer written as an en_US iPhone writes it.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct FaderMixerTests {
    @Test func rowsAndFooterReadAsOnAnIPhone() throws {
        let drawn = phoneTexts(FaderMixerView())
        for label in ["Bass", "Mid", "Treble", "-6", "0", "+9"] {
            #expect(frame(drawn, label) != nil, "\(label) in \(drawn.map(\.0))")
        }
        let footer = try #require(frame(drawn, "Speed 1.5×, crossfade 4 s"), "\(drawn.map(\.0))")
        let treble = try #require(frame(drawn, "Treble"))
        #expect(footer.minY > treble.maxY)
        // The iOS 26 card: rows' text 16 points inside a card 16 points from the edge.
        #expect(abs(treble.minX - 32) < 1, "\(treble)")
    }

    @Test func gainSlidersTintFromTheirNeutralValue() throws {
        let drawn = phoneTexts(FaderMixerView())
        let bass = try #require(frame(drawn, "Bass"))
        let treble = try #require(frame(drawn, "Treble"))
        let images = try renderPhoneLightAndDark(FaderMixerView(), name: "FaderMixer")
        // The track's middle is the row's (equal-width symbols at its ends): x 196.5. The track's
        // row is the first within 40 points below the name where the tinted side is blue.
        let centre = 196.5
        // iOS 26 blue; systemFill (120, 120, 128) at 0.2 over the white card: 255 − 0.2 × 135 = 228, 229.6.
        let blue = [0, 136, 255], grey = [228, 228, 230]
        func trackY(below name: CGRect, tintedAt x: Double) -> Double? {
            stride(from: name.maxY, to: name.maxY + 40, by: 0.5).first { close(at(images.light, x, $0), blue) }
        }
        // Bass at −6 dB: tinted left of the middle, grey right of it on the same row.
        let bassY = try #require(trackY(below: bass, tintedAt: centre - 30))
        #expect(close(at(images.light, centre + 30, bassY), grey, .composited), "\(at(images.light, centre + 30, bassY))")
        #expect(at(images.light, centre - 80, bassY) != blue)   // the thumb (63 points left) ends the tint
        // Treble at +9 dB: the other way round.
        let trebleY = try #require(trackY(below: treble, tintedAt: centre + 30))
        #expect(close(at(images.light, centre - 30, trebleY), grey, .composited), "\(at(images.light, centre - 30, trebleY))")
        // Dark: the tinted side stays blue, the other is a grey fill on the dark card.
        let darkTint = at(images.dark, centre - 30, bassY)
        let darkFill = at(images.dark, centre + 30, bassY)
        #expect(darkTint[2] > 200 && darkTint[0] < 40, "\(darkTint)")
        #expect(darkFill[2] < 100 && abs(darkFill[0] - darkFill[2]) < 12, "\(darkFill)")
    }
}
