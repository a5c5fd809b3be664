import Testing
import BackplateTestSupport
import Backplate
import Charts
@_spi(Backend) import BackplateCore
import BackplateSnapshotTesting
@testable import AppFiles

/// Bazaar, a scrolling revenue chart as iOS 17 apps write it (`chartScrollableAxes`,
/// `chartXVisibleDomain(length:)`, `chartScrollPosition(initialX:)`, a value-aligned scroll
/// behaviour, `chartXSelection(value:)`): a still render shows what the iPhone shows before
/// anyone scrolls, the latest week, its bars clipped at the plot's edges.
/// Green is the iOS 18 system green, 52,199,89 / 48,209,88.
@MainActor @Suite("App files: Bazaar revenue", .backplateLook(.iOS18), .tags(.appFiles, .pixels))
struct BazaarRevenueTests {
    private func shapes<V: View>(_ view: V, _ source: String) -> [CGRect] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        var out: [CGRect] = []
        for case .shape(let s) in renderer.displayList().flattenedLeaves where s.source.contains(source) && !s.path.isEmpty {
            out.append(s.path.boundingRect)
        }
        return out
    }

    @Test func opensOnTheLatestWeek() throws {
        let chart = BazaarRevenueChart()
        let bars = shapes(chart, "ChartMarkShape").filter { $0.height > 1 }
        #expect(bars.count == 28, "\(bars.count)")
        let grid = try #require(shapes(chart, "AxisLineShape").filter { $0.height < 0.01 }.max { $0.width < $1.width })
        // Seven days across the plot: day 21 (the window's first) starts a tenth of a day in.
        let dayWidth = grid.width / 7
        #expect(abs(bars[21].minX - (grid.minX + dayWidth * 0.1)) < 0.01, "\(bars[21]) \(grid)")
        #expect(abs(bars[27].maxX - (grid.maxX - dayWidth * 0.1)) < 0.01, "\(bars[27]) \(grid)")
        // The earlier weeks lie left of the plot.
        #expect(bars[20].maxX < grid.minX)
        let images = try renderLightAndDark(chart, name: "BazaarRevenue")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Day 26 (a Saturday, 402 against the 400 target) in full green.
            let green = dark ? [48, 209, 88] : [52, 199, 89]
            #expect(close(at(image, bars[26].midX, bars[26].maxY - 4), green, .composited), "\(dark) \(at(image, bars[26].midX, bars[26].maxY - 4))")
            // Day 20's bar, scrolled out of view, is not drawn over the padding left of the plot.
            let page = dark ? [0, 0, 0] : [255, 255, 255]
            #expect(close(at(image, grid.minX - 3, bars[20].maxY - 4), page, .composited), "\(dark) \(at(image, grid.minX - 3, bars[20].maxY - 4))")
        }
    }
}
