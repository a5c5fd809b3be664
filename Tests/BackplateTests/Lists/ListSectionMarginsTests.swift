import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 26's `listSectionMargins(_:_:)` (Apple's documentation: it replaces the margins the list
/// style gives a section, on the edges named, around its header and footer), on the iPhone
/// canvas in the iOS 26 look: cards 16 points from the sides, rows 52 tall (`.large`), sections 35 apart.
@MainActor
@Suite(.backplateLook(.iOS26), .tags(.layout)) struct ListSectionMarginsTests {
    private func texts<V: View>(_ list: V) -> [(String, CGRect)] { phoneTexts(list.listStyle(.insetGrouped)) }

    @Test func horizontalMarginsPlaceTheCardAndItsText() throws {
        let plain = texts(List { Text("Alpha") })
        let flush = texts(List { Text("Alpha") }.listSectionMargins(.horizontal, 0))
        let leading = texts(List { Text("Alpha") }.listSectionMargins(.leading, 40))
        let a = try #require(frame(plain, "Alpha")), b = try #require(frame(flush, "Alpha")), c = try #require(frame(leading, "Alpha"))
        // The text is 16 inside the card: 16 + 16 by default, 0 + 16 flush, 40 + 16 with a leading margin.
        #expect(abs(a.minX - 32) < 0.01 && abs(b.minX - 16) < 0.01 && abs(c.minX - 56) < 0.01, "\(a) \(b) \(c)")
    }

    @Test func verticalMarginsReplaceTheSpaceBetweenSections() throws {
        let spaced = texts(List { Section { Text("Alpha") }; Section { Text("Beta") } })
        let joined = texts(List {
            Section { Text("Alpha") }.listSectionMargins(.bottom, 0)
            Section { Text("Beta") }.listSectionMargins(.top, 0)
        })
        let a1 = try #require(frame(spaced, "Alpha")), b1 = try #require(frame(spaced, "Beta"))
        let a2 = try #require(frame(joined, "Alpha")), b2 = try #require(frame(joined, "Beta"))
        // Default: the next card 35 below a 52-point card. Zero margins: the cards touch.
        #expect(abs((b1.minY - a1.minY) - (52 + 35)) < 0.01, "\(a1) \(b1)")
        #expect(abs((b2.minY - a2.minY) - 52) < 0.01, "\(a2) \(b2)")
        // The first section's top margin replaces the 35 points above the first card.
        let top = texts(List { Text("Alpha") }.listSectionMargins(.top, 5))
        let t = try #require(frame(top, "Alpha"))
        #expect(abs((a1.minY - t.minY) - 30) < 0.01, "\(a1) \(t)")
    }

    @Test func aSectionsOwnMarginsLeaveTheOthersAlone() throws {
        let drawn = texts(List {
            Section { Text("Alpha") }
            Section { Text("Beta") }.listSectionMargins(.leading, 40)
        })
        let a = try #require(frame(drawn, "Alpha")), b = try #require(frame(drawn, "Beta"))
        #expect(abs(a.minX - 32) < 0.01 && abs(b.minX - 56) < 0.01, "\(a) \(b)")
    }

    @Test func badLengthsBecomeZeroAndNilRestoresTheStyle() {
        var m = ListSectionMargins()
        m.set(.all, -5)
        #expect(m == ListSectionMargins(top: 0, leading: 0, bottom: 0, trailing: 0))
        m.set(.horizontal, .nan)
        #expect(m.leading == 0 && m.trailing == 0)
        m.set(.vertical, nil)
        #expect(m.top == nil && m.bottom == nil && m.leading == 0)
    }
}
