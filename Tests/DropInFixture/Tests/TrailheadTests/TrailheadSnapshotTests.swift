import SnapshotTesting
import SwiftUI
import XCTest
@testable import Trailhead

final class TrailheadSnapshotTests: XCTestCase {
    func testTrailRow() {
        let row = TrailRow(trail: Trail.samples[0])
            .padding(.horizontal)
            .frame(width: 390)
        assertSnapshot(of: row, as: .image(layout: .sizeThatFits))
    }

    func testTrailListOnIPhone() {
        assertSnapshot(of: TrailList(trails: Trail.samples), as: .image(layout: .device(config: .iPhone13)))
    }

    func testSummaryCardInDarkMode() {
        let card = TrailSummaryCard(trails: Trail.samples).padding()
        assertSnapshot(
            of: card,
            as: .image(layout: .fixed(width: 390, height: 180), traits: UITraitCollection(userInterfaceStyle: .dark))
        )
    }
}

/// The symbols Xcode generates from the target's asset catalog and String Catalog.
final class TrailheadCatalogTests: XCTestCase {
    func testTrailMossIsTheCatalogsColourInEachAppearance() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let light = UIColor.trailMoss.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertTrue(light.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 0.333, accuracy: 0.001)
        XCTAssertEqual(green, 0.490, accuracy: 0.001)
        XCTAssertEqual(blue, 0.282, accuracy: 0.001)
        let dark = UIColor.trailMoss.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertTrue(dark.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 0.565, accuracy: 0.001)
        XCTAssertEqual(green, 0.741, accuracy: 0.001)
        XCTAssertEqual(blue, 0.471, accuracy: 0.001)
    }

    func testStringCatalogKeysReadTheirEnglishValues() {
        XCTAssertEqual(String(localized: .trailheadWelcome), "Find your next trail")
        XCTAssertEqual(String(localized: .trailsCount(1)), "1 trail nearby")
        XCTAssertEqual(String(localized: .trailsCount(3)), "3 trails nearby")
    }

    func testTrailMapIsTheCatalogsImage() throws {
        let map = UIImage.trailMap
        XCTAssertEqual(map.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(map.scale, 2)
    }

    func testTrailHeader() {
        let header = TrailHeader(trailCount: Trail.samples.count).padding().frame(width: 390)
        assertSnapshot(of: header, as: .image(layout: .sizeThatFits))
        assertSnapshot(
            of: header,
            as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "dark"
        )
    }
}
