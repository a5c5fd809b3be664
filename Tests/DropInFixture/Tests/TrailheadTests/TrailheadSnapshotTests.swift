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
