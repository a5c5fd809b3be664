import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// The iOS 26 look's navigation bar (docs/pixel-differences.md §6): the large title 10 points
/// lower than iOS 18's, and no hairline under a visible bar background.
@Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct IOS26NavigationBarTests {
    struct Servers: View {
        var body: some View {
            NavigationStack {
                List { Section { Text("A").id("A") } }.navigationTitle("Servers")
            }
        }
    }

    @Test func largeTitleBaselineIsFortySixBelowTheRow() throws {
        // Home Assistant's iOS 26.4 "Servers": cap top 128.33, ink bottom 152.33 with the bar's
        // 44-point row at 62 to 106, so the baseline is 46 below the row (iOS 18: 36).
        let image = try renderContainer(Servers(), scale: 3)
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 0, y: 44, width: 200, height: 60), where: isDarkInk))
        #expect(near(ink.maxY, 44 + 46, 0.67))
        #expect(near(ink.height, 24, 0.67))
        #expect(ink.minX >= 16 && ink.minX <= 18)
        let dark = try renderContainer(Servers(), scale: 3, dark: true)
        let darkInk = try #require(inkBounds(dark, scale: 3, in: CGRect(x: 0, y: 44, width: 200, height: 60)) { $0[0] > 200 })
        #expect(near(darkInk.maxY, 90, 0.67))
    }

    @Test func visibleBarBackgroundHasNoHairline() throws {
        let view = NavigationStack {
            Color.clear.navigationTitle("Plants").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try renderContainer(view, scale: 3)
        // The material (opaque approximation 249) fills the bar; below it the white content at
        // once, where iOS 18 draws its hairline (178).
        #expect(close(rgba(image, 30, 60), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, 44 * 3 - 1), [249, 249, 249, 255], 2))
        #expect(close(rgba(image, 30, 44 * 3), [255, 255, 255, 255]))
    }

    enum Screen: Hashable { case home, library, search }

    @Test func searchTabIsAGlassCircleBesideTheCapsule() throws {
        let tabs = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.black }
            Tab("Library", systemImage: "books.vertical", value: .library) { Color.black }
            Tab(value: .search, role: .search) { Color.black }
        }
        let r = ImageRenderer(content: tabs)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        r.scale = 3
        r.isOpaque = true
        r.environment.colorScheme = .dark
        let image = try r.render()
        // Glass (veil and rim) is lighter than the black screen: runs along the row y = 800.
        var runs: [(CGFloat, CGFloat)] = []
        var start: Int?
        for x in 0...(393 * 3) {
            let p = x < 393 * 3 ? rgba(image, x, 800 * 3) : [0, 0, 0, 255]
            let glass = p[0] > 10 || p[1] > 10 || p[2] > 10
            if glass, start == nil { start = x }
            if !glass, let s = start { runs.append((CGFloat(s) / 3, CGFloat(x) / 3)); start = nil }
        }
        // The capsule 21...302, then 8 points of screen, then the 62-point circle 310...372.
        #expect(runs.count == 2, "\(runs)")
        #expect(near(runs.first?.0, 21, 0.34) && near(runs.first?.1, 302, 0.34), "\(runs)")
        #expect(near(runs.last?.0, 310, 0.34) && near(runs.last?.1, 372, 0.34), "\(runs)")
        // The magnifying glass is white (primary) ink in the circle; the home tab's is blue.
        let white = inkBounds(image, scale: 3, in: CGRect(x: 320, y: 780, width: 42, height: 42)) { close($0, [255, 255, 255, 255], 8) }
        #expect(near(white?.midX, 341, 1.5))
    }

    @Test func textItemPillIsItsLabelPlusSeventeenEachSide() throws {
        // Home Assistant's "Gestures" on iOS 26.4: "Reset" on a glass pill 298.67...374 (75.33
        // wide, its ink 39.67) ending at the 16-point margin, 44 tall; a symbol keeps its
        // 44-point circle (the complication editor's xmark: 16...60).
        let view = NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Reset") {} }
                ToolbarItem(placement: .topBarLeading) { Button {} label: { Image(systemName: "xmark") } }
            }
        }
        let image = try renderContainer(view, scale: 3, dark: true)
        var runs: [(CGFloat, CGFloat)] = []
        var start: Int?
        for x in 0...(393 * 3) {
            let p = x < 393 * 3 ? rgba(image, x, 22 * 3) : [0, 0, 0, 255]
            let glass = p[0] > 10 || p[1] > 10 || p[2] > 10
            if glass, start == nil { start = x }
            if !glass, let s = start { runs.append((CGFloat(s) / 3, CGFloat(x) / 3)); start = nil }
        }
        #expect(runs.count == 2, "\(runs)")
        #expect(near(runs.first?.0, 16, 0.34) && near(runs.first?.1, 60, 0.34), "\(runs)")
        #expect(near(runs.last?.1, 377, 0.34), "\(runs)")
        // The pill less the label's ink: iOS 75.33 − 39.67 (Inter's "Reset" is 2 points wider
        // than SF's, so the pill is too).
        let ink = try #require(inkBounds(image, scale: 3, in: CGRect(x: 290, y: 6, width: 87, height: 32)) { $0[0] > 200 })
        let pill: CGFloat = (runs.last?.1 ?? 0) - (runs.last?.0 ?? 0)
        let padding = pill - ink.width
        #expect(abs(padding - (75.33 - 39.67)) <= 0.68, "\(runs) \(ink)")  // two device pixels
    }
}
