import Testing
import BackplateTestSupport
import Foundation
import Backplate
import MapKit
@testable import AppFiles

/// `HarborMapFile.swift`: iOS 17 MapKit with a bound position, tagged markers, overlays, an
/// annotation and a local search, with no map server. Markers sit at their projected places
/// (east is right, north is up) in their tints; the search fails as offline.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct HarborMapTests {
    @Test func mooringsAreDrawnWhereTheyAreAndInTheirTints() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/HarborMapFile.swift")
        #expect(previews.map(\.displayName) == ["Moorings", "Services"])
        let drawn = phoneTexts(HarborMapView())
        let names = drawn.map(\.0)
        for expected in ["A1", "B4", "C2", "Harbour Office", "3 moorings"] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        let a1 = try #require(frame(drawn, "A1")), b4 = try #require(frame(drawn, "B4")), c2 = try #require(frame(drawn, "C2"))
        // A1 is the region's centre: its title is centred horizontally on the screen.
        #expect(abs(a1.midX - 196.5) <= 0.5, "\(a1)")
        // B4 is south-east of A1, C2 north-east; 0.0025° of longitude east is 0.0025 / 360 of
        // the world, drawn at the scale that fits 800 m across 393 points.
        #expect(b4.midX > a1.midX && b4.minY > a1.minY && c2.midX > a1.midX && c2.minY < a1.minY)
        let metresPerDegree = 2 * Double.pi * 6_378_137 / 360
        let pointsPerDegreeOfLongitude = 393 / (800 / (metresPerDegree * cos(50.364 * .pi / 180)))
        #expect(abs((b4.midX - a1.midX) - 0.0025 * pointsPerDegreeOfLongitude) < 1, "\(b4.midX - a1.midX)")
        let images = try renderPhoneLightAndDark(HarborMapView(), name: "HarborMap")
        // A1 (6.5 m deep) is blue, B4 (3.2 m) orange: the balloons' left sides, 21 points above
        // each tail tip (2 points above the title).
        let blue = at(images.light, a1.midX - 11, a1.minY - 2 - 21)
        #expect(close(blue, [0, 122, 255], 6), "\(blue)")
        let orange = at(images.light, b4.midX - 11, b4.minY - 2 - 21)
        #expect(close(orange, [255, 149, 0], 6), "\(orange)")
    }

    @Test func servicesSearchFailsAsOffline() async throws {
        let drawn = phoneTexts(HarborSearchView()).map(\.0)
        #expect(drawn.contains("Search for fuel, chandlers or showers") && drawn.contains("Services"), "\(drawn)")
        let model = HarborSearchModel()
        await model.search("fuel")
        #expect(model.results.isEmpty && model.message == "Search is unavailable offline")
    }
}
