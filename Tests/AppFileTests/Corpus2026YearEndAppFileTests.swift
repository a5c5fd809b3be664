import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// Year-end 2026 app files (`import SwiftUI`, iOS 18 and 26 API) on the 393 × 852 iPhone canvas
/// in the default iOS 26 look, light and dark: `Kerbside…` (parking), `Gumdrop…` (kids' chores),
/// `Stash…` (budget envelopes), `Etude…` (music practice), `Contrail…` (flight tracker),
/// `Nightjar…` (stargazing), `Bivouac…` (packing list) and `Meeple…` (board-game scores).
/// iOS 26 colours (light / dark): red (255, 56, 60) / (255, 66, 69), orange (255, 141, 40) /
/// (255, 146, 48), green (52, 199, 89) / (48, 209, 88).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct Corpus2026YearEndAppFileTests {
    @Test func kerbsideGridColumnsGlassButtonsAndBar() throws {
        let drawn = phoneTexts(KerbsideSessionView())
        let names = drawn.map(\.0)
        for text in ["Parked", "45", "min left", "KX24 RPM", "Harcourt Road", "£3.40/h", "Find my car", "£6.80"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // Two flexible Grid columns of (353 − 2 × 16 − 16) / 2 = 152.5 in the 20-point margins.
        let zone = try #require(frame(drawn, "Zone"), "\(names)")
        let vehicle = try #require(frame(drawn, "Vehicle"), "\(names)")
        #expect(abs(zone.minX - 36) < 0.5, "\(zone)")
        #expect(abs(vehicle.minX - (36 + 152.5 + 16)) < 1, "\(vehicle)")
        // Two equal glass buttons of (353 − 12) / 2 = 170.5: "End" centred in the second.
        let end = try #require(frame(drawn, "End"), "\(names)")
        #expect(end.midX > 20 + 170.5 + 12 && end.midX < 373, "\(end)")
        // The payment bar sits above the 34-point home indicator inset.
        let paid = try #require(frame(drawn, "Paid so far"), "\(names)")
        #expect(abs(paid.minX - 20) < 0.5 && paid.maxY < 818 && paid.minY > 740, "\(paid)")
        _ = try renderPhoneLightAndDark(KerbsideSessionView(), name: "KerbsideSession")
    }

    @Test func gumdropAdaptiveGridAndEmptyState() throws {
        let drawn = phoneTexts(GumdropBoardView())
        let names = drawn.map(\.0)
        for text in ["Chores", "Maya's stars", "3", "50%", "Make bed", "Water plants"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // Adaptive columns of at least 150 in 361 points: two of (361 − 12) / 2 = 174.5.
        let bed = try #require(frame(drawn, "Make bed"), "\(names)")
        let fish = try #require(frame(drawn, "Feed Pickle"), "\(names)")
        #expect(abs(bed.midX - (16 + 87.25)) < 0.5, "\(bed)")
        #expect(abs(fish.midX - (16 + 174.5 + 12 + 87.25)) < 0.5, "\(fish)")
        let ada = phoneTexts(GumdropBoardView(selectedKid: 2)).map(\.0)
        #expect(ada.contains("Nothing to do!") && ada.contains("Ada has no chores today."), "\(ada)")
        _ = try renderPhoneLightAndDark(GumdropBoardView(), name: "GumdropBoard")
    }

    @Test func stashOverspentEnvelopeIsRed() throws {
        let drawn = phoneTexts(StashBudgetView())
        let names = drawn.map(\.0)
        for text in ["June", "Spent", "€568", "Groceries", "€101.55", "€318.45 of €420.00", "Fun"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let over = try #require(frame(drawn, "-€12.10"), "\(names)")
        let images = try renderPhoneLightAndDark(StashBudgetView(), name: "StashBudget")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = reddest(image, in: over)
            #expect(close(ink, dark ? [255, 66, 69] : [255, 56, 60], 12), "\(dark) overspent \(ink)")
        }
    }

    @Test func etudeGoalRuleAndTempo() throws {
        let drawn = phoneTexts(EtudeSessionView())
        let names = drawn.map(\.0)
        for text in ["Chopin Op. 10 No. 3", "92 BPM", "4/4", "Goal 30 min", "Mon", "Sun", "Save"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let goal = try #require(frame(drawn, "Goal 30 min"), "\(names)")
        let images = try renderPhoneLightAndDark(EtudeSessionView(), name: "EtudeSession")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = reddest(image, in: goal)
            #expect(close(ink, dark ? [255, 146, 48] : [255, 141, 40], 12), "\(dark) goal \(ink)")
        }
    }

    @Test func contrailHeaderRunsUnderTheBar() throws {
        let drawn = phoneTexts(ContrailFlightDetailView())
        let names = drawn.map(\.0)
        for text in ["BA 117", "Gate", "B36", "23A", "Show Boarding Pass"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // The scroll view ignores the top safe area: the 300-point sky starts at y = 0, under
        // the bar, so its bottom-leading title ends 20 points above 300 (it was 403 when the
        // content kept the bar's 103-point inset).
        let route = try #require(frame(drawn, "LHR → JFK"), "\(names)")
        let status = try #require(frame(drawn, "In the air"), "\(names)")
        #expect(abs(status.maxY - 280) < 1 && abs(route.minX - 20) < 0.5, "\(route) \(status)")
        let images = try renderPhoneLightAndDark(ContrailFlightDetailView(), name: "ContrailFlight")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Just below the bar the sky shows (indigo-blue), not the screen's background.
            let sky = at(image, 10, 110)
            #expect(sky[2] > 150 && sky[0] < 120, "\(dark) sky \(sky)")
        }
        let tracked = phoneTexts(ContrailTrackedView())
        // The route bar's Layout puts the plane at 62 % of the bar between the airport codes.
        #expect(tracked.map(\.0).contains("AF 1081"), "\(tracked.map(\.0))")
        _ = try renderPhoneLightAndDark(ContrailTrackedView(), name: "ContrailTracked")
    }

    @Test func nightjarPagesAreContainerWide() throws {
        let drawn = phoneTexts(NightjarForecastView())
        let names = drawn.map(\.0)
        for text in ["Nightjar", "Tonight", "Seeing: Excellent", "12%", "Best from 22:40"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // A page is the scroll view's 393-point width; the card's 20 + 20 points of padding.
        let tonight = try #require(frame(drawn, "Tonight"), "\(names)")
        #expect(abs(tonight.minX - 40) < 0.5, "\(tonight)")
        let images = try renderPhoneLightAndDark(NightjarForecastView(), name: "NightjarForecast")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The night sky in both schemes: dark blue at the top-left corner.
            let sky = at(image, 2, 2)
            #expect(sky[0] < 30 && sky[2] > sky[0], "\(dark) sky \(sky)")
        }
    }

    @Test func bivouacCollapsedSectionAndAccessory() throws {
        let drawn = phoneTexts(BivouacRootView())
        let names = drawn.map(\.0)
        for text in ["Cairngorms, 3 nights", "3 of 6 packed", "Shelter", "Tent", "Stove", "Clothing", "Pack", "Sat 9° · 60% rain"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // The collapsed Clothing section draws its header only.
        #expect(!names.contains("Rain jacket"), "\(names)")
        let accessory = try #require(frame(drawn, "Sat 9° · 60% rain"), "\(names)")
        let pack = try #require(frame(drawn, "Pack"), "\(names)")
        #expect(accessory.maxY < pack.minY, "\(accessory) \(pack)")
        _ = try renderPhoneLightAndDark(BivouacRootView(), name: "BivouacRoot")
    }

    @Test func tandemMapWarnsThatItHasNoStreets() {
        // Corpus 13's Tandem map drew one land colour in silence; the warning names what is left out.
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(TandemRequestView()) }
        #expect(!drawn.isEmpty)
        #expect(warnings.contains { $0.hasPrefix("Map: Backplate has no map data; streets, roads, labels") }, "\(warnings)")
    }

    @Test func meepleTotalsTrailingAndLeaderCrowned() throws {
        let drawn = phoneTexts(MeepleGameView())
        let names = drawn.map(\.0)
        for text in ["Scores", "Wingspan", "Round 4 of 4", "Priya", "Ines", "51", "48", "56", "Next Round", "+0"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        // gridColumnAlignment(.trailing): every total ends where the "Total" header ends.
        let header = try #require(frame(drawn, "Total"), "\(names)")
        for total in ["51", "48", "56"] {
            let f = try #require(frame(drawn, total), "\(names)")
            #expect(abs(f.maxX - header.maxX) < 0.5, "\(total) \(f) \(header)")
        }
        _ = try renderPhoneLightAndDark(MeepleGameView(), name: "MeepleGame")
    }
}
