import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// More 2025-2026 app files (`import SwiftUI`, iOS 18 and 26 API) on the 393 × 852 iPhone
/// canvas in the default iOS 26 look, light and dark: `Anvil…` (CI monitor), `Ampere…` (EV
/// charging), `Stillwater…` (meditation), `Encore…` (concert seats), `Whisker…` (pet form),
/// `Scoreline…` (football scores), `Cipher…` (password vault), `Trestle…` (kanban board) and
/// `Wattle…` (home energy charts), `Ridgeline…` (a Chart3D terrain), `BubblePop…` (a SpriteKit game). iOS 26 colours (light / dark): orange (255, 141, 40) /
/// (255, 146, 48), green (52, 199, 89) / (48, 209, 88), red (255, 56, 60) / (255, 66, 69),
/// yellow (255, 204, 0) / (255, 214, 0).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct Corpus2026LateAppFileTests {
    @Test func anvilPipelinesCacheGaugeAndLog() throws {
        let drawn = phoneTexts(AnvilPipelineView())
        let names = drawn.map(\.0)
        for text in ["Pipelines", "Build iOS", "Unit Tests", "UI Tests", "Lint", "73%", "UI Tests log"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let failure = try #require(frame(drawn, "✗ expected 0.5, got 0.4"), "\(names)")
        let images = try renderPhoneLightAndDark(AnvilPipelineView(), name: "AnvilPipeline")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = reddest(image, in: failure)
            #expect(close(ink, dark ? [255, 66, 69] : [255, 56, 60], 12), "\(dark) log line \(ink)")
        }
    }

    @Test func ampereGlassTilesSplitTheGrid() throws {
        let drawn = phoneTexts(AmpereSessionView())
        let names = drawn.map(\.0)
        #expect(names.contains("€11.56"), "\(names)")
        let power = try #require(frame(drawn, "118.4 kW"), "\(names)")
        let added = try #require(frame(drawn, "23.6 kWh"), "\(names)")
        // Two flexible columns of (361 − 12) / 2 = 174.5 inside the 16-point padding; 14-point
        // tile padding.
        #expect(abs(power.minX - 30) < 1, "\(power)")
        #expect(abs(added.minX - (16 + 174.5 + 12 + 14)) < 1, "\(added)")
        // `buttonSizing(.flexible)`: the bar's two buttons are (393 − 32 − 12) / 2 = 174.5 wide,
        // each label (symbol, then title) centred, so a title sits right of its button's centre.
        let extend = try #require(frame(drawn, "Extend"), "\(names)")
        let stop = try #require(frame(drawn, "Stop"), "\(names)")
        #expect((5...20).contains(extend.midX - (16 + 174.5 / 2)), "\(extend)")
        #expect((5...20).contains(stop.midX - (16 + 174.5 + 12 + 174.5 / 2)), "\(stop)")
        _ = try renderPhoneLightAndDark(AmpereSessionView(), name: "AmpereSession")
    }

    @Test func stillwaterStatStripAndPagedCards() throws {
        let drawn = phoneTexts(StillwaterHomeView())
        let names = drawn.map(\.0)
        let month = try #require(frame(drawn, "4h 20m"), "\(names)")
        let streak = try #require(frame(drawn, "12"), "\(names)")
        let card = try #require(frame(drawn, "Morning Calm"), "\(names)")
        // Group(subviews:) keeps three equal cells around two dividers: the middle one centred.
        #expect(abs(month.midX - 196.5) < 1, "\(month)")
        #expect(abs(streak.midX - (16 + 361.0 / 6)) < 1.5, "\(streak)")
        // A page is the scroll view's 361-point width; the card's 4 + 20 points of padding.
        #expect(abs(card.minX - 40) < 1, "\(card)")
        let next = try #require(frame(drawn, "Deep Focus"), "\(names)")
        #expect(abs(next.minX - (40 + 361)) < 1, "\(next)")
        _ = try renderPhoneLightAndDark(StillwaterHomeView(), name: "StillwaterHome")
    }

    @Test func encoreTicketNotchesAreCutOut() throws {
        let drawn = phoneTexts(EncoreSeatMapView())
        let names = drawn.map(\.0)
        #expect(names.contains("£129.00"), "\(names)")
        let title = try #require(frame(drawn, "Aurora Lights"), "\(names)")
        // The stub's frame: 20 points around the title; notches of radius 12 at 62 % of 160.
        let left = title.minX - 20, notchY = title.minY - 20 + 0.62 * 160
        let images = try renderPhoneLightAndDark(EncoreSeatMapView(), name: "EncoreSeatMap")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let notch = at(image, left + 4, notchY)
            #expect(close(notch, dark ? [0, 0, 0] : [255, 255, 255], 4), "\(dark) notch \(notch)")
            let body = at(image, left + 40, notchY)
            #expect(body[0] > 120 && body[2] > 150 && body[1] < 110, "\(dark) stub \(body)")
        }
    }

    @Test func whiskerStyledLabeledContentTakesTheTint() throws {
        let drawn = phoneTexts(WhiskerEditPetView())
        let names = drawn.map(\.0)
        for text in ["Edit Pet", "Biscuit", "Species", "Dog", "Birthday", "Medication reminders", "Every day at 08:00"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let weight = try #require(frame(drawn, "13.4 kg"), "\(names)")
        let title = try #require(frame(drawn, "Medication reminders"))
        let subtitle = try #require(frame(drawn, "Every day at 08:00"))
        // A Toggle label of two Texts is a title over a smaller subtitle, both at the leading
        // edge (Apple's Toggle documentation).
        #expect(subtitle.minY >= title.maxY, "\(subtitle) \(title)")
        #expect(abs(subtitle.minX - title.minX) < 0.5 && subtitle.height < title.height, "\(subtitle) \(title)")
        let images = try renderPhoneLightAndDark(WhiskerEditPetView(), name: "WhiskerEditPet")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = reddest(image, in: weight)
            #expect(close(ink, dark ? [255, 146, 48] : [255, 141, 40], 12), "\(dark) weight \(ink)")
        }
    }

    @Test func scorelineEvenRowAndUnderline() throws {
        let drawn = phoneTexts(ScorelineMatchDayView())
        let names = drawn.map(\.0)
        #expect(names.contains("2 – 1"), "\(names)")
        // ScorelineEvenRow: five dots at the centres of five 72.2-point steps across 361 points.
        let draw = try #require(frame(drawn, "D"), "\(names)")
        let loss = try #require(frame(drawn, "L"), "\(names)")
        #expect(abs(draw.midX - (16 + 72.2 * 2.5)) < 1, "\(draw)")
        #expect(abs(loss.midX - (16 + 72.2 * 3.5)) < 1, "\(loss)")
        // gridColumnAlignment(.trailing): the header "P" ends where "14" ends.
        let played = try #require(frame(drawn, "P"), "\(names)")
        let fourteen = try #require(frame(drawn, "14"), "\(names)")
        #expect(abs(played.maxX - fourteen.maxX) < 1, "\(played) \(fourteen)")
        let premier = try #require(frame(drawn, "Premier"), "\(names)")
        let images = try renderPhoneLightAndDark(ScorelineMatchDayView(), name: "ScorelineMatchDay")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let bar = at(image, premier.midX, premier.maxY + 4.5)
            #expect(close(bar, dark ? [48, 209, 88] : [52, 199, 89], 6), "\(dark) underline \(bar)")
        }
    }

    @Test func cipherVaultRowsAndWeakWarning() throws {
        let drawn = phoneTexts(CipherVaultView())
        let names = drawn.map(\.0)
        for text in ["Vault", "Security Score", "82", "GitHub", "Netflix", "Monzo Card", "Wi-Fi at Home", "Logins", "Cards"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let warning = try #require(frame(drawn, "symbol exclamationmark.triangle.fill"), "\(names)")
        let images = try renderPhoneLightAndDark(CipherVaultView(), name: "CipherVault")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = highestScoring(image, in: warning) { Int($0.red) + Int($0.green) - 2 * Int($0.blue) }
            #expect(close(ink, dark ? [255, 214, 0] : [255, 204, 0], 8), "\(dark) warning \(ink)")
        }
    }

    @Test func trestleColumnsAreFiveSixthsOfTheWidth() throws {
        let drawn = phoneTexts(TrestleBoardView())
        let names = drawn.map(\.0)
        let backlog = try #require(frame(drawn, "Backlog"), "\(names)")
        let doing = try #require(frame(drawn, "In Progress"), "\(names)")
        // containerRelativeFrame(count: 6, span: 5, spacing: 12) of 393 − 2 × 16 (content
        // margins): (361 − 5 × 12) / 6 × 5 + 4 × 12 = 298.83; 10 padding + 8 dot + 8 spacing.
        #expect(abs(backlog.minX - 42) < 1, "\(backlog)")
        #expect(abs(doing.minX - (42 + 298.83 + 12)) < 1, "\(doing)")
        _ = try renderPhoneLightAndDark(TrestleBoardView(), name: "TrestleBoard")
    }

    @Test func wattleTilesShareTheRow() throws {
        let drawn = phoneTexts(WattleDashboardView())
        let names = drawn.map(\.0)
        let battery = try #require(frame(drawn, "Battery"), "\(names)")
        let exported = try #require(frame(drawn, "Exported"), "\(names)")
        // ViewThatFits keeps the HStack: three tiles of (361 − 2 × 12) / 3 = 112.33, 12 padding.
        #expect(abs(battery.minX - (16 + 112.33 + 12 + 12)) < 1, "\(battery)")
        #expect(abs(exported.minX - (16 + 2 * (112.33 + 12) + 12)) < 1, "\(exported)")
        _ = try renderPhoneLightAndDark(WattleDashboardView(), name: "WattleDashboard")
    }

    @Test func ridgelineDrawsItsTerrainInThreeDimensions() throws {
        let drawn = phoneTexts(RidgelineRouteView())
        let names = drawn.map(\.0)
        for text in ["Ridgeline", "Summit 2,250 m", "Ascent 1,850 m", "-1.5", "0.5", "1.5", "2"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let card = try #require(frame(drawn, "Summit 2,250 m"), "\(names)")
        let images = try renderPhoneLightAndDark(RidgelineRouteView(), name: "RidgelineRoute")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The chart fills the 320 points above the card: its middle is terrain, lit green
            // to brown; its top corners are the background.
            let middle = at(image, 196.5, card.minY - 16 - 160), corner = at(image, 24, card.minY - 16 - 310)
            #expect(middle[1] > middle[2] + 20 && middle != corner, "\(dark) terrain \(middle)")
            #expect(close(corner, dark ? [0, 0, 0] : [255, 255, 255], 6), "\(dark) corner \(corner)")
        }
    }

    @Test func bubblePopDrawsItsSpriteKitSceneUnderTheScoreBar() throws {
        let names = phoneTexts(BubblePopGameView()).map(\.0)
        #expect(names.contains("Score 120"), "\(names)")
        let images = try renderPhoneLightAndDark(BubblePopGameView(), name: "BubblePopGame")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The scene fills the 393 × 852 canvas (resizeFill, y up): the first bubble at scene
            // (100, 600) is at (100, 252) on screen, the grass the bottom 120 points; a
            // repeating drift shows its start. The scene's own colours in both schemes.
            #expect(close(at(image, 80, 252), [255, 107, 158], 6), "\(dark) bubble \(at(image, 80, 252))")
            #expect(close(at(image, 260, 432), [255, 107, 158], 6), "\(dark) second bubble")
            #expect(close(at(image, 100, 252 - 36), [255, 255, 255], 24), "\(dark) outline \(at(image, 100, 216))")
            #expect(close(at(image, 20, 650), [135, 207, 250], 6), "\(dark) sky \(at(image, 20, 650))")
            #expect(close(at(image, 200, 800), [77, 176, 79], 6), "\(dark) grass \(at(image, 200, 800))")
        }
    }

    @Test func nightOwlsBarTurnsDarkOverItsThemeAndItsMeshCardsDraw() throws {
        let names = phoneTexts(NightOwlStudyView()).map(\.0)
        #expect(names.contains("Tonight's Deck") && names.contains("Deck") && names.contains("Settings"), "\(names)")
        let images = try renderPhoneLightAndDark(NightOwlStudyView(), name: "NightOwlStudy")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The glass bar over the dark theme is dark in both schemes: the unselected
            // "Settings" item's ink is white (its glyph and label in the bar's third slot).
            let settings = highestScoring(image, in: CGRect(x: 260, y: 770, width: 110, height: 60)) {
                min(Int($0.red), Int($0.green), Int($0.blue))
            }
            #expect(settings.allSatisfy { $0 > 225 }, "\(dark) Settings ink \(settings)")
            let glass = at(image, 240, 800)
            #expect(glass[0] < 90 && glass[1] < 90, "\(dark) glass \(glass)")
            // A card's top-leading corner: violet at 45 % over the night background.
            let corner = at(image, 24, 170)
            #expect(corner[2] > corner[1] + 40 && corner[0] > 50, "\(dark) mesh corner \(corner)")
        }
        // The progress tab's chart: one session is a point, no line.
        let names2 = phoneTexts(NightOwlProgressView(sessions: [NightOwlSession(id: 0, minutes: 25)])).map(\.0)
        #expect(names2.contains("25") || names2.contains("0"), "\(names2)")
    }

    @Test func stubCheckoutOffersToSetUpApplePayWithNoCard() throws {
        // A render's iPhone supports Apple Pay with an empty Wallet: no card for the app's
        // networks, so the app shows Apple's "Set up" button.
        let drawn = phoneTexts(StubCheckoutView())
        let names = drawn.map(\.0)
        for text in ["Checkout", "Night Ferry", "Harbor Hall", "Tickets: 2", "$96.00", "Set up"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        #expect(!names.contains("Buy with"), "\(names)")
        let setUp = try #require(frame(drawn, "Set up"))
        let images = try renderPhoneLightAndDark(StubCheckoutView(), name: "StubCheckout")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The automatic style: a black button in light mode, white in dark, 20 pt in from
            // each side, with the opposite ink.
            let fill = at(image, 30, Double(setUp.midY))
            #expect(fill.prefix(3).allSatisfy { dark ? $0 > 245 : $0 < 10 }, "\(dark) button fill \(fill)")
            let outside = at(image, 10, Double(setUp.midY))
            #expect(outside != fill, "\(dark) outside \(outside)")
            let ink = highestScoring(image, in: setUp) { dark ? -Int($0.red) : Int($0.red) }
            #expect(ink.prefix(3).allSatisfy { dark ? $0 < 40 : $0 > 215 }, "\(dark) ink \(ink)")
        }
    }
}

