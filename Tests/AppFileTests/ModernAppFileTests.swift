import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The iOS 17/18-style app files (habits, chat, onboarding, budget dashboard, music, to-do,
/// weather cities), rendered light and dark as one still frame: presentations, tasks,
/// gestures and animations draw nothing or their resting state, `@State` holds its initial
/// value. Colours are iOS's system palette (systemGreen 52,199,89 / 48,209,88; systemBlue
/// 0,122,255 / 10,132,255; systemRed 255,59,48 / 255,69,58; systemGroupedBackground
/// 242,242,247 / 0,0,0; secondarySystemBackground 242,242,247 / 28,28,30).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct ModernAppFileTests {
    /// `color` at `opacity` over an opaque `background`, as a pixel.
    private func over(_ color: [Double], _ background: [Double], _ opacity: Double) -> [Int] {
        (0..<3).map { Int((color[$0] * opacity + background[$0] * (1 - opacity)).rounded()) } + [255]
    }

    /// Whether the region (in pixels) holds a pixel of `color`.
    private func regionContains(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Bool {
        y.contains { row in x.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    private let systemGreen: [[Double]] = [[52, 199, 89], [48, 209, 88]]
    private let systemBlue: [[Double]] = [[0, 122, 255], [10, 132, 255]]
    private let systemRed: [[Double]] = [[255, 59, 48], [255, 69, 58]]
    private let groupedBackground: [[Double]] = [[242, 242, 247], [0, 0, 0]]
    private let background: [[Double]] = [[255, 255, 255], [0, 0, 0]]

    /// A system colour as this render resolves it (light or dark palette).
    private func system(_ color: Color, dark: Bool) -> [Double] {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        let resolved = color.resolve(in: environment)
        return [Double(resolved.red), Double(resolved.green), Double(resolved.blue)].map { ($0 * 255).rounded() }
    }

    /// The longest vertical run of `color` in column `x` within rows `y`.
    private func longestRun(_ image: RenderedImage, x: Int, y: ClosedRange<Int>, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Int {
        var best = 0, run = 0
        for row in y {
            run = close(rgba(image, x, row), color, tolerance) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    @Test func habitListScreen() throws {
        let images = try renderPhoneLightAndDark(HabitListScreen().environment(HabitStore()), name: "HabitList")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let scheme = dark ? 1 : 0
            #expect(image.width == 786 && image.height == 1704)
            // The summary header: green at 12 % over the grouped background, right of its text.
            let header = over(systemGreen[scheme], groupedBackground[scheme], 0.12)
            #expect(close(rgba(image, 700, 500), header, .composited), "\(dark): header \(rgba(image, 700, 500))")
            // The progress ring (64-point frame 16 points into the header, 10-point stroke on a
            // 32-point radius): 2 of 4 done fills the right half in systemGreen; the left half
            // shows the track, green at 20 % over the header.
            let ringRow = longestRun(image, x: 200, y: 480...680, pixel(systemGreen[scheme]))
            #expect(ringRow >= 8, "\(dark): no ring stroke")
            #expect(regionContains(image, x: 60...90, y: 560...600, over(systemGreen[scheme], [Double](header.prefix(3).map(Double.init)), 0.2)),
                    "\(dark): no ring track")
            // Four habit rows in one inset-grouped section: one cell (white / secondary grouped)
            // at least 4 × 50 points tall, left of the icons.
            let cell = dark ? [28, 28, 30, 255] : [255, 255, 255, 255]
            #expect(longestRun(image, x: 60, y: 780...1300, cell) >= 400)
        }
    }

    private func pixel(_ c: [Double]) -> [Int] { c.map { Int($0.rounded()) } + [255] }

    @Test func parleyConversation() throws {
        let images = try renderPhoneLightAndDark(ParleyConversationScreen(), name: "ParleyConversation")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let scheme = dark ? 1 : 0
            let blue = pixel(systemBlue[scheme])
            let incoming = dark ? [28, 28, 30, 255] : [242, 242, 247, 255]
            // `defaultScrollAnchor(.bottom)`: the short conversation sits at the bottom of the
            // scroll view, above the composer; nothing is drawn under the navigation bar.
            #expect(!regionContains(image, x: 400...760, y: 220...900, blue), "\(dark): bubbles at the top")
            #expect(regionContains(image, x: 400...760, y: 1300...1560, blue), "\(dark): no outgoing bubble near the composer")
            #expect(regionContains(image, x: 40...200, y: 1000...1560, incoming), "\(dark): no incoming bubble")
            // Outgoing bubbles end 16 points from the trailing edge (the list's padding).
            #expect(!regionContains(image, x: 756...785, y: 1000...1560, blue))
        }
    }

    @Test func sproutOnboardingAndHome() throws {
        let onboarding = try renderPhoneLightAndDark(SproutOnboardingView(), name: "SproutOnboarding")
        let home = try renderPhoneLightAndDark(SproutHomeRoot(), name: "SproutHome")
        for (dark, image) in [(false, onboarding.light), (true, onboarding.dark)] {
            let scheme = dark ? 1 : 0
            // The call-to-action button: systemGreen, 24 points from each edge, at least 50
            // points tall (16-point padding around a headline).
            let green = pixel(systemGreen[scheme])
            #expect(longestRun(image, x: 100, y: 1300...1660, green) >= 100, "\(dark): no button")
            #expect(close(rgba(image, 56, 1550), green, .composited) && !close(rgba(image, 44, 1550), green, .composited))
            // The first page's symbol disc: green at 15 % over the background.
            #expect(regionContains(image, x: 380...406, y: 500...1000, over(systemGreen[scheme], background[scheme], 0.15)))
        }
        for (dark, image) in [(false, home.light), (true, home.dark)] {
            let scheme = dark ? 1 : 0
            // The carousel: containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
            // in a scroll view with 16-point content margins: the container is 393 − 32 = 361
            // points, a card (361 − 48) / 5 × 4 + 36 = 286.4 points, from x 16 to 302.4; the
            // next card starts at 314.4.
            let greenTint = over(systemGreen[scheme], background[scheme], 0.12)
            let mintTint = over(system(.mint, dark: dark), background[scheme], 0.12)
            let rows = (0..<image.height).filter { close(rgba(image, 600, $0), greenTint, .composited) }
            #expect(rows.count >= 280, "\(dark): card column \(rows.count)")
            if let middle = rows.dropFirst(rows.count / 2).first {
                #expect(close(rgba(image, 36, middle), greenTint, .composited))
                #expect(!close(rgba(image, 28, middle), greenTint, .composited))
                #expect(close(rgba(image, 616, middle), pixel(background[scheme]), .composited))
                #expect(close(rgba(image, 640, middle), mintTint, .composited), "\(dark): next card \(rgba(image, 640, middle))")
            }
        }
    }

    @Test func ledgerDashboard() throws {
        let images = try renderPhoneLightAndDark(LedgerDashboardScreen().environmentObject(LedgerBudget()), name: "LedgerDashboard")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let scheme = dark ? 1 : 0
            // The Canvas sparkline: a systemBlue 2-point stroke in the chart band.
            #expect(regionContains(image, x: 40...740, y: 740...930, pixel(systemBlue[scheme])), "\(dark): no sparkline")
            // The remaining amount in systemGreen, the over-budget tile's label in systemRed.
            #expect(regionContains(image, x: 200...380, y: 580...640, pixel(systemGreen[scheme]), 40))
            #expect(regionContains(image, x: 40...380, y: 1180...1500, pixel(systemRed[scheme]), 10))
            // Tiles in two adaptive columns (minimum 150 points): indigo at 10 % behind Rent.
            #expect(regionContains(image, x: 40...120, y: 960...1000, over(system(.indigo, dark: dark), background[scheme], 0.1)))
        }
    }

    @Test func cadenceScreens() throws {
        let root = try renderPhoneLightAndDark(CadenceRootView(), name: "CadenceRoot")
        let settings = try renderPhoneLightAndDark(NavigationStack { CadenceSettingsScreen() }, name: "CadenceSettings")
        for (dark, image) in [(false, root.light), (true, root.dark)] {
            let scheme = dark ? 1 : 0
            // The Tab API: four items, the third ("Profile", the selection) in the tint colour;
            // the "Library" tab's badge in systemRed.
            #expect(regionContains(image, x: 440...540, y: 1540...1640, pixel(systemBlue[scheme])), "\(dark): selected tab")
            #expect(regionContains(image, x: 280...360, y: 1530...1590, pixel(systemRed[scheme]), 10), "\(dark): badge")
            // The profile's centred header: the avatar placeholder at the centre column.
            #expect(!close(rgba(image, 393, 330), pixel(background[scheme]), .composited))
        }
        #expect(settings.light.width == 786)
    }

    @Test func taskletList() throws {
        let images = try renderPhoneLightAndDark(TaskletListScreen(list: TaskletList()), name: "TaskletList")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let scheme = dark ? 1 : 0
            // The priority chips: red, orange and grey at 15 % in capsules at the trailing edge.
            let cell = dark ? [28.0, 28.0, 30.0] : [255.0, 255.0, 255.0]
            #expect(regionContains(image, x: 600...720, y: 580...680, over(systemRed[scheme], cell, 0.15)), "\(dark): high chip")
            #expect(regionContains(image, x: 560...720, y: 660...760, over(system(.orange, dark: dark), cell, 0.15)), "\(dark): medium chip")
        }
    }

    @Test func nimbusCities() throws {
        let images = try renderPhoneLightAndDark(NimbusCityListScreen(), name: "NimbusCities")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Three mesh-gradient cards, 130 points tall with 12 points between them; the
            // first card's top-trailing control point is systemBlue.
            let blue = pixel(system(.blue, dark: dark))
            #expect(regionContains(image, x: 700...740, y: 330...350, blue, 12), "\(dark): mesh corner \(rgba(image, 720, 340))")
        }
    }
}
