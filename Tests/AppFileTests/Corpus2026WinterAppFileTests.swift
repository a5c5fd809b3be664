import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// 2025-2026 app files of kinds the corpus lacked (`import SwiftUI`, the default iOS 26 look on
/// the 393 × 852 iPhone canvas, light and dark): `Quaver…` (guitar tuner), `Farebox…` (transit
/// departures), `Sprig…` (baby log), `Quorum…` (trivia), `Kindling…` (dating deck), `Roomkey…`
/// (hotel booking), `Fable…` (audiobooks), `Ribbon…` (translator) and `Tandem…` (ride hailing).
/// iOS 26 colours (light / dark): green (52, 199, 89) / (48, 209, 88), red (255, 56, 60) /
/// (255, 66, 69), orange (255, 141, 40) / (255, 146, 48).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct Corpus2026WinterAppFileTests {
    @Test func quaverStringButtonsShareTheRowAndTheMissingFontWarns() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(QuaverTunerView()) }
        let names = drawn.map(\.0)
        #expect(names.contains("-13 ct") && names.contains("Listening"), "\(names)")
        // Six bordered buttons of (361 − 5 × 8) / 6 = 53.5 points in the 16-point padding.
        let e2 = try #require(frame(drawn, "E2"), "\(names)")
        let a2 = try #require(frame(drawn, "A2"), "\(names)")
        #expect(abs(e2.midX - (16 + 26.75)) < 1, "\(e2)")
        #expect(abs(a2.midX - (16 + 53.5 + 8 + 26.75)) < 1, "\(a2)")
        // Avenir Next is an iOS font: drawn in the system font, with a warning naming it.
        #expect(warnings.contains { $0.contains("Avenir Next") }, "\(warnings)")
        _ = try renderPhoneLightAndDark(QuaverTunerView(), name: "QuaverTuner")
    }

    @Test func fareboxTrailingMinutesAndCentredPills() throws {
        let drawn = phoneTexts(FareboxBoardView())
        let names = drawn.map(\.0)
        // Minutes and delays end at the row's trailing content edge, 393 − 2 × 16.
        for text in ["2 min", "21 min", "+4"] {
            let f = try #require(frame(drawn, text), "\(text) in \(names)")
            #expect(abs(f.maxX - 361) < 1, "\(text) \(f)")
        }
        // The 36-point pill is centred in the first grid column, at the row's 32-point inset.
        let pill = try #require(frame(drawn, "R1"), "\(names)")
        #expect(abs(pill.midX - 50) < 1, "\(pill)")
        _ = try renderPhoneLightAndDark(FareboxBoardView(), name: "FareboxBoard")
    }

    @Test func sprigTilesChartAndRelativeHeader() throws {
        let view = SprigTodayView().environment(\.renderDate, Date(timeIntervalSinceReferenceDate: 810_000_000 + 8_700))
        let drawn = phoneTexts(view)
        let names = drawn.map(\.0)
        for text in ["Last feed 2 hr, 25 min ago", "Mon", "Sun", "Bottle · 120 ml", "09:00"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // Two tiles of (361 − 12) / 2 in a row with zero insets; 12 points of tile padding.
        let feeds = try #require(frame(drawn, "Feeds"), "\(names)")
        let naps = try #require(frame(drawn, "Naps"), "\(names)")
        #expect(abs(feeds.minX - 28) < 1, "\(feeds)")
        #expect(abs(naps.minX - (16 + 174.5 + 12 + 12)) < 1, "\(naps)")
        _ = try renderPhoneLightAndDark(view, name: "SprigToday")
    }

    @Test func quorumAnswersColouredBySpecifiedStyle() throws {
        let drawn = phoneTexts(QuorumRoundView())
        let names = drawn.map(\.0)
        let right = try #require(frame(drawn, "Danube"), "\(names)")
        let wrong = try #require(frame(drawn, "Rhine"), "\(names)")
        let locked = try #require(frame(drawn, "Bonus round unlocks at 500"), "\(names)")
        #expect(names.contains("It also flows through Vienna."), "\(names)")
        let images = try renderPhoneLightAndDark(QuorumRoundView(), name: "QuorumRound")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let green = at(image, right.minX - 10, right.midY)
            #expect(close(green, dark ? [48, 209, 88] : [52, 199, 89], 6), "\(dark) right answer \(green)")
            let red = at(image, wrong.minX - 10, wrong.midY)
            #expect(close(red, dark ? [255, 66, 69] : [255, 56, 60], 6), "\(dark) wrong answer \(red)")
            // saturation(0): the purple-to-pink card is grey.
            let card = at(image, 370, locked.midY)
            #expect(abs(card[0] - card[1]) < 8 && abs(card[1] - card[2]) < 8, "\(dark) locked card \(card)")
        }
    }

    @Test func kindlingTopCardAndGlassButtons() throws {
        let drawn = phoneTexts(KindlingDeckView())
        let names = drawn.map(\.0)
        for text in ["Maya", "Jonah", "Priya", "Climbing", "symbol heart.fill", "symbol xmark"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let heart = try #require(frame(drawn, "symbol heart.fill"), "\(names)")
        let images = try renderPhoneLightAndDark(KindlingDeckView(), name: "KindlingDeck")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The .glassProminent circle is filled with the pink tint around the white heart.
            let fill = at(image, heart.midX, heart.minY - 8)
            #expect(fill[0] > 230 && fill[1] < 90 && fill[2] > 60 && fill[2] < 140, "\(dark) heart button \(fill)")
        }
    }

    @Test func roomkeyInflectsNightsAndTotalsInEuros() throws {
        let drawn = phoneTexts(RoomkeyBookingView())
        let names = drawn.map(\.0)
        // `^[3 night](inflect: true)` agrees with its number, as on iOS (was drawn as typed).
        #expect(names.contains("3 nights"), "\(names)")
        // 3 × €169 and breakfast 3 × 3 × €18, in de_DE.
        for text in ["507,00 €", "162,00 €", "669,00 €", "Superior King"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        _ = try renderPhoneLightAndDark(RoomkeyBookingView(), name: "RoomkeyBooking")
    }

    @Test func fableAccessoryAboveTheTabBarAndWarnings() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(FableRootView()) }
        let names = drawn.map(\.0)
        // The accessory reads its `.expanded` placement, so the chapter line shows.
        let chapter = try #require(frame(drawn, "Chapter 7 · 18 min left"), "\(names)")
        let home = try #require(frame(drawn, "Home"), "\(names)")
        #expect(chapter.maxY < home.minY - 20, "\(chapter) \(home)")
        #expect(warnings.contains { $0.hasPrefix("backgroundExtensionEffect") }, "\(warnings)")
        _ = try renderPhoneLightAndDark(FableRootView(), name: "FableRoot")
    }

    @Test func ribbonMenusAndTranslation() throws {
        let drawn = phoneTexts(RibbonTranslateView())
        let names = drawn.map(\.0)
        for text in ["English", "Spanish", "¿Dónde está la estación de tren más cercana?", "35/500", "Copy", "Speak", "Save"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // The character count ends at the row's trailing content edge.
        let count = try #require(frame(drawn, "35/500"), "\(names)")
        #expect(abs(count.maxX - 361) < 1, "\(count)")
        _ = try renderPhoneLightAndDark(RibbonTranslateView(), name: "RibbonTranslate")
    }

    @Test func tandemRideRowsInTheBottomInset() throws {
        let drawn = phoneTexts(TandemRequestView())
        let names = drawn.map(\.0)
        for text in ["£14.20", "£18.90", "£26.50", "Choose Comfort", "King's Cross Station"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // Prices end at 8 + 16 + 12 points from the screen's trailing edge.
        let price = try #require(frame(drawn, "£18.90"), "\(names)")
        #expect(abs(price.maxX - (393 - 36)) < 1, "\(price)")
        _ = try renderPhoneLightAndDark(TandemRequestView(), name: "TandemRequest")
    }
}
