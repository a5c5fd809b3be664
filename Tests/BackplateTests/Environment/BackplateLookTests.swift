import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// One setting, `backplateLook`, selects a consistent iOS look: iOS 26 (figures measured from
/// iOS 26 renders, docs/pixel-differences.md §6) or iOS 18.
@Suite(.tags(.pixels)) struct BackplateLookTests {
    /// The tinted fill's first column 1 point below the top of a 44-point prominent button.
    func buttonEdge(_ look: BackplateLook) throws -> Int {
        let button = Button {} label: { Text("Buy").frame(width: 200, height: 30) }
            .buttonStyle(.borderedProminent)
            .padding(10)
            .backplateLook(look)
        let image = try renderImage(button, scale: 1)
        // The button spans x 10...234, y 10...54; the row at y = 11.
        return try #require((0..<image.width).first { rgba(image, $0, 11)[3] > 127 })
    }

    @Test func borderedProminentIsACapsuleOnIOS26AndRoundedOnIOS18() throws {
        // A circle of radius 22 leaves its top edge 22 − √(22² − 21²) ≈ 15.4 points in; a
        // 7-point rounded corner 7 − √(7² − 6²) ≈ 3.4 points in.
        #expect(abs(try buttonEdge(.iOS26) - (10 + 15)) <= 1)
        #expect(abs(try buttonEdge(.iOS18) - (10 + 3)) <= 1)
    }

    @Test func switchesHaveEachLooksSize() throws {
        // The green track's pixels at 3x (iOS 26.4: 63 × 28; iOS 18: 51 × 31), the track drawn
        // 2 points past the toggle's trailing edge (x 310 here) as iOS draws it.
        func track(_ look: BackplateLook) throws -> CGSize {
            let toggle = Toggle("Alerts", isOn: .constant(true)).frame(width: 300).padding(.horizontal, 10).backplateLook(look)
            let image = try renderImage(toggle, scale: 3)
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = rgba(image, x, y)
                    if p[1] - p[0] > 60 && p[1] - p[2] > 60 { xs.append(x); ys.append(y) }
                }
            }
            let w = try #require(xs.max()) - xs.min()! + 1, h = try #require(ys.max()) - ys.min()! + 1
            let end: Double = Double(xs.max()! + 1) / 3
            #expect(abs(end - 312) <= 0.34, "track ends at \(end)")
            return CGSize(width: Double(w) / 3, height: Double(h) / 3)
        }
        let new = try track(.iOS26), old = try track(.iOS18)
        // Right to left, the switch sits at the left and is drawn 2 points further left.
        let rtl = try renderImage(Toggle("Alerts", isOn: .constant(true)).frame(width: 300).padding(.horizontal, 10)
            .environment(\.layoutDirection, .rightToLeft).backplateLook(.iOS18), scale: 3)
        var left = Int.max
        for y in 0..<rtl.height {
            for x in 0..<rtl.width { let p = rgba(rtl, x, y); if p[1] - p[0] > 60 && p[1] - p[2] > 60 { left = min(left, x) } }
        }
        #expect(abs(Double(left) / 3 - 8) <= 0.34, "track starts at \(Double(left) / 3)")
        #expect(abs(new.width - 63) <= 0.34 && abs(new.height - 28) <= 0.34, "\(new)")
        #expect(abs(old.width - 51) <= 0.34 && abs(old.height - 31) <= 0.34, "\(old)")
    }

    /// A one-row inset-grouped list on a 390-point screen: its card's white pixels.
    func card(_ look: BackplateLook) throws -> (minX: Int, maxX: Int, height: Int) {
        let list = List { Text("Row") }.frame(width: 390, height: 200).backplateLook(look)
        let image = try renderImage(list, scale: 1)
        let rows = (0..<200).filter { rgba(image, 195, $0) == [255, 255, 255, 255] }
        let mid = try #require(rows.first) + rows.count / 2
        let xs = (0..<390).filter { rgba(image, $0, mid) == [255, 255, 255, 255] }
        return (try #require(xs.first), try #require(xs.last), rows.count)
    }

    @Test func insetGroupedCardsFollowTheLook() throws {
        // iOS 26: 16 points in, 52 tall at content size `.large` (AccessibilitySnapshot, iOS
        // 26.2), 51 at `.medium` (SpeziViews, iOS 26.1).
        let new = try card(.iOS26)
        #expect(new.minX == 16 && new.maxX == 373)
        #expect(new.height == 52)
        // iOS 18: the 20-point system margin, 44 tall.
        let old = try card(.iOS18)
        #expect(old.minX == 20 && old.maxX == 369)
        #expect(old.height == 44)
    }

    @Test func sectionHeadersAreUppercasedOnlyOnIOS18() {
        func header(_ look: BackplateLook) -> String? {
            let list = List { Section("Privacy") { Text("Row") } }.backplateLook(look)
            return phoneTexts(list, safeArea: EdgeInsets()).map(\.0).first { $0.lowercased() == "privacy" }
        }
        #expect(header(.iOS26) == "Privacy")
        #expect(header(.iOS18) == "PRIVACY")
    }
}
