import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// `listRowSpacing` (Apple: "the vertical spacing between two adjacent rows in a List"): in the
/// inset-grouped style each row becomes its own card (radius 10), `spacing` points apart, with
/// no separators; and a row whose text sits in a horizontal scroll view starts its separator
/// at the content inset (alignment guides stop at scroll views). 393 × 852, cards from x = 20,
/// the first row 35…79; systemGroupedBackground 242,242,247, the card white.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ListRowSpacingTests {
    @Test func spacedRowsAreSeparateCards() throws {
        let spaced = List { Text("One"); Text("Two"); Text("Three") }.listRowSpacing(12)
        let drawn = phoneTexts(spaced, safeArea: EdgeInsets())
        let one = try #require(drawn.first { $0.0 == "One" }?.1), two = try #require(drawn.first { $0.0 == "Two" }?.1)
        // 44-point rows 12 apart: 56 between their centres (44 when touching).
        #expect(abs(two.midY - one.midY - 56) < 0.5, "\(one) \(two)")
        let touching = phoneTexts(List { Text("One"); Text("Two") }, safeArea: EdgeInsets())
        #expect(abs(touching[1].1.midY - touching[0].1.midY - 44) < 0.5)
        let image = try renderContainer(spaced, scale: 2)
        func px(_ x: Double, _ y: Double) -> [Int] { Array(rgba(image, Int(x * 2), Int(y * 2)).prefix(3)) }
        // The gap between the first two rows shows the grouped background; each card's corners
        // are rounded (its top-leading corner pixel is background) and no separator is drawn
        // along the bottom of the first row.
        #expect(px(200, 85) == [242, 242, 247], "\(px(200, 85))")
        #expect(px(20.5, 91.5) == [242, 242, 247] && px(30, 100) == [255, 255, 255], "\(px(20.5, 91.5))")
        #expect(px(200, 78.75) == [255, 255, 255], "\(px(200, 78.75))")
    }

    @Test func scrollViewTextDoesNotAlignTheSeparator() throws {
        let list = List {
            ScrollView(.horizontal) { HStack { Color.red.frame(width: 30, height: 20); Text("Chip") } }
            Text("Next")
        }
        let image = try renderContainer(list, scale: 2)
        // The separator under the first row (44 points tall) starts at the 20-point content
        // inset (x = 40), not under "Chip".
        #expect(close(Array(rgba(image, 82, 157).prefix(3)), [198, 198, 200], 8), "\(rgba(image, 82, 157))")
        #expect(Array(rgba(image, 76, 157).prefix(3)) == [255, 255, 255], "\(rgba(image, 76, 157))")
    }
}
