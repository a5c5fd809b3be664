import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// iOS 26 inset-grouped lists against Home Assistant's iOS 26.4 renders (390 wide, 3x; the bar's
/// 44-point row at 62 to 106): "Server Switching" starts its first card 10 below the 52-point
/// large-title row (y 168), "Gestures" with `contentMargins(.top, 4)` 14 below its inline row
/// (y 120), and section headers are 17-point semibold. Here the bar's row is at 0 to 44.
@Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct IOS26ListGeometryTests {
    struct ServerSwitching: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Toggle("Switch Server by Location", isOn: .constant(false))
                        Toggle("Remember Last Page", isOn: .constant(true))
                    } footer: {
                        Text("When you open the app, it checks whether you are at one of your homes.")
                    }
                }
                .navigationTitle("Server Switching")
            }
        }
    }

    static let grouped: [Int] = [242, 242, 247, 255]
    static let white: [Int] = [255, 255, 255, 255]

    /// The first card's top edge (points), read down the column at x = 200.
    func cardTop(_ image: RenderedImage, from y0: Int, card: [Int]) -> CGFloat? {
        for y in y0 * 3..<(y0 + 120) * 3 where close(rgba(image, 200 * 3, y), card, 2) { return CGFloat(y) / 3 }
        return nil
    }

    @Test func firstCardIsTenBelowTheLargeTitle() throws {
        let image = try renderContainer(ServerSwitching(), scale: 3)
        // The large title's row ends at 44 + 52 = 96; iOS 26.4's card starts 10 below it.
        #expect(close(rgba(image, 200 * 3, 105 * 3), Self.grouped, 2))
        #expect(cardTop(image, from: 96, card: Self.white) == 106)
        let dark = try renderContainer(ServerSwitching(), scale: 3, dark: true)
        #expect(cardTop(dark, from: 96, card: [28, 28, 30, 255]) == 106)
    }

    @Test func iOS18KeepsThirtyFiveBelowTheLargeTitle() throws {
        let image = try renderContainer(ServerSwitching().backplateLook(.iOS18), scale: 3)
        #expect(cardTop(image, from: 96, card: Self.white) == 131)
    }

    @Test func contentMarginAddsToTheTenUnderAnInlineBar() throws {
        // Home Assistant's "Gestures": no title, a "Reset" item, a 4-point top margin: the
        // card 14 below the inline row (106 + 14 = 120 on iOS 26.4).
        let view = NavigationStack {
            List { Section { Text("Shake") } }
                .contentMargins(.top, 4)
                .toolbar { Button("Reset") {} }
        }
        let image = try renderContainer(view, scale: 3)
        #expect(cardTop(image, from: 44, card: Self.white) == 58)
        // Without a navigation bar the margin still replaces the 35 (Home Assistant's privacy list).
        let bare = try renderContainer(List { Section { Text("Shake") } }.contentMargins(.top, 4), scale: 3)
        #expect(cardTop(bare, from: 0, card: Self.white) == 4)
    }

    @Test func offSwitchTrackIsTheTertiaryLabelColour() throws {
        // Home Assistant's off switch on iOS 26.4: (197, 197, 199) on the white card, (90, 90, 94)
        // on the dark one. The 63-point track ends 2 past the row's 16-point inset (x 363 at
        // 393 wide); the knob rests at its leading end, so x 352 is bare track. Row centre 131.5.
        let image = try renderContainer(ServerSwitching(), scale: 3)
        #expect(close(rgba(image, 352 * 3, 131 * 3 + 1), [197, 197, 199, 255], 2))
        let dark = try renderContainer(ServerSwitching(), scale: 3, dark: true)
        #expect(close(rgba(dark, 352 * 3, 131 * 3 + 1), [90, 90, 94, 255], 2))
        // iOS 18 keeps the secondary system fill (120, 120, 128) at 16 %: (233, 233, 234).
        let old = try renderContainer(
            List { Toggle("Off", isOn: .constant(false)) }.backplateLook(.iOS18), scale: 3)
        // iOS 18: card top 35, the 44-point row's switch 51 wide ending 18 from the card's edge.
        let x = 393 - 20 - 18 - 10
        #expect(close(rgba(old, x * 3, (35 + 22) * 3), [233, 233, 234, 255], 2))
    }

    /// The card edges (top, bottom) down the column at x = 200, from y0 (points).
    func cardEdges(_ image: RenderedImage, from y0: Int, to y1: Int) -> [CGFloat] {
        var edges: [CGFloat] = []
        var inCard = false
        for y in y0 * 3..<y1 * 3 {
            let white = close(rgba(image, 200 * 3, y), Self.white, 2)
            if white != inCard { edges.append(CGFloat(y) / 3); inCard = white }
        }
        return edges
    }

    @Test func sectionHeadersAreSemiboldSeventeenBetweenTheirCards() throws {
        // Home Assistant's "Gestures": a header-less card, then "Swipe left" over its card. The
        // header's ink runs 31.33 to 43.33 below the card above ("S" from cap top to baseline)
        // and the next card starts 57 below it (56.67 for "Swipe right"), in secondary grey.
        // Home Assistant renders at `.medium`: 51-point rows.
        let view = List {
            Section { Text("Shake") }
            Section("Swipe left") { Text("Using one finger") }
        }.dynamicTypeSize(.medium)
        let image = try renderContainer(view, scale: 3)
        let edges = cardEdges(image, from: 0, to: 220)
        try #require(edges.count >= 3)
        #expect(edges[0] == 35 && edges[1] == 86)
        #expect(near(edges[2] - edges[1], 56.83, 0.5), "\(edges)")
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 30, y: 87, width: 12, height: 50)) { $0[0] < 200 })
        #expect(near(ink.minY - 86, 31.33, 0.67) && near(ink.maxY - 86, 43.33, 0.67), "\(ink) \(edges)")
        #expect(near(ink.minX, 33, 0.67), "\(ink)")
        // The darkest header pixel: the secondary label on the grouped grey, (133, 133, 138).
        var darkest = 255
        for y in Int(ink.minY * 3)..<Int(ink.maxY * 3) { for x in 99..<320 { darkest = min(darkest, rgba(image, x, y)[0]) } }
        #expect(abs(darkest - 133) <= 3)
    }

    @Test func firstHeaderUnderALargeTitle() throws {
        // Home Assistant's "Servers" (a large title, a header, `contentMargins(.top, 4)`): the
        // header's baseline 35.5 below the title row (193.5 − 158), its card 49.33 below (207.33).
        let view = NavigationStack {
            List { Section("Servers") { Text("Fake Server") } }
                .navigationTitle("Servers")
                .contentMargins(.top, 4)
        }.dynamicTypeSize(.medium)
        let image = try renderContainer(view, scale: 3)
        let edges = cardEdges(image, from: 96, to: 200)
        #expect(near(edges.first, 96 + 49.33, 0.5), "\(edges)")
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 30, y: 100, width: 12, height: 40)) { $0[0] < 200 })
        #expect(near(ink.maxY, 96 + 35.5, 0.67), "\(ink)")
    }

    /// The cards (top, bottom) down the column at x = 200: white runs joined across the rows'
    /// hairline separators.
    func cards(_ image: RenderedImage, to y1: Int) -> [(top: CGFloat, bottom: CGFloat)] {
        var out: [(top: CGFloat, bottom: CGFloat)] = []
        for y in 0..<y1 * 3 where close(rgba(image, 200 * 3, y), Self.white, 2) {
            let p = CGFloat(y) / 3
            if let last = out.last, p - last.bottom <= 1 { out[out.count - 1].bottom = p + 1.0 / 3 } else { out.append((p, p + 1.0 / 3)) }
        }
        return out
    }

    static var sections: some View {
        List {
            Section("Fruits") { Text("Apple"); Text("Banana"); Text("Cherry") }
            Section("Vegetables") { Text("Carrot"); Text("Peas") }
        }
    }

    @Test func oneLineRowsFollowTheBodyLeading() throws {
        // AccessibilitySnapshot's `testListWithSectionHeaders` (iOS 26.2, 402 × 874 at 3x,
        // `.large`; list top at 62): rows 52 apart, cards 102.33...258.33 and 316.33...420.33,
        // "Fruits" ink 75.63...88.63, "Banana" 174.73...186.73 in its 154.33 row.
        let image = try renderContainer(Self.sections, width: 402, height: 874, scale: 3)
        let found = cards(image, to: 500)
        try #require(found.count == 2, "\(found)")
        #expect(near(found[0].bottom - found[0].top, 156, 0.34), "\(found)")
        #expect(near(found[1].bottom - found[1].top, 104, 0.34), "\(found)")
        let header = try #require(inkBounds(image, scale: 3, in: CGRect(x: 30, y: 1, width: 60, height: 38)) { $0[0] < 200 })
        // The header's baseline 13.7 above its card as iOS's.
        #expect(near(found[0].top - header.maxY, 13.7), "\(header) \(found)")
        // iOS 26.2 at `.large`: "Fruits" ink 13.63...26.63, its card at 40.33, sections 58 apart.
        #expect(near(found[0].top, 40.33) && near(header.minY, 13.63), "\(header) \(found)")
        #expect(near(found[1].top - found[0].bottom, 58, 0.34), "\(found)")
        let row = found[0].top + 52
        let banana = try #require(inkBounds(image, scale: 3, in: CGRect(x: 30, y: row + 1, width: 80, height: 50)) { $0[0] < 128 })
        #expect(near(banana.minY - row, 20.4) && near(banana.maxY - row, 32.4), "\(banana)")
        // At `.medium` (SpeziViews on iOS 26.1, Home Assistant on iOS 26.4) they are 51 apart;
        // the iOS 18 look keeps 44 (iOS 18.5's render of the same list). Dark cards alike.
        let medium = cards(try renderContainer(Self.sections.dynamicTypeSize(.medium), width: 402, height: 874, scale: 3), to: 500)
        #expect(near(medium.first.map { $0.bottom - $0.top }, 153, 0.34), "\(medium)")
        let old = cards(try renderContainer(Self.sections.backplateLook(.iOS18), width: 402, height: 874, scale: 3), to: 500)
        #expect(near(old.first.map { $0.bottom - $0.top }, 132, 0.34), "\(old)")
        let dark = try renderContainer(Self.sections, width: 402, height: 874, scale: 3, dark: true)
        #expect(close(rgba(dark, 200 * 3, Int((found[0].top + 1) * 3)), [28, 28, 30, 255], 2))
        #expect(close(rgba(dark, 200 * 3, Int((found[0].bottom + 1) * 3)), [0, 0, 0, 255], 2))
    }
}
