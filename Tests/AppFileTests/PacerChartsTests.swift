import Testing
import BackplateTestSupport
import Backplate
import Charts
import BackplateSnapshotTesting
@testable import AppFiles

/// Pacer, a fitness app's charts written with Swift Charts (`import Charts`): a weekly steps
/// bar chart with today's bar highlighted and a dashed average rule, a two-runner line chart
/// coloured by `foregroundStyle(by:)`, and a donut of activity minutes.
@MainActor @Suite("App files: Pacer charts", .backplateLook(.iOS18), .tags(.appFiles, .pixels))
struct PacerChartsTests {
    /// The strings drawn by `view` at the proposal `renderLightAndDark` uses, with frames.
    private func pacerTexts<V: View>(_ view: V, height: CGFloat? = nil) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: height)
        var out: [(String, CGRect)] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves {
            out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
        }
        return out
    }

    @Test func weeklyStepsBarsHighlightTodayAndMarkTheAverage() throws {
        let card = PacerWeeklyStepsCard()
        let (light, dark) = try renderLightAndDark(card, name: "PacerWeeklySteps")
        let strings = pacerTexts(card)
        // Nice y values up to the week's best day (9,870): 0 to 10,000 in quarters, trailing.
        for label in ["0", "2,500", "5,000", "7,500", "10,000"] { #expect(frame(strings, label) != nil, "missing \(label)") }
        let zero = try #require(frame(strings, "0")), top = try #require(frame(strings, "10,000"))
        let mon = try #require(frame(strings, "Mon")), fri = try #require(frame(strings, "Fri"))
        #expect(top.minX > fri.maxX)
        func y(_ steps: Double) -> Double { zero.midY - (zero.midY - top.midY) * steps / 10_000 }
        // Monday (6,240) is the accent blue; today (Friday) orange; light and dark.
        #expect(close(at(light, mon.midX, y(3_000)), [0, 122, 255], .composited))
        #expect(close(at(dark, mon.midX, y(3_000)), [10, 132, 255], .composited))
        #expect(close(at(light, fri.midX, y(3_000)), [255, 149, 0], .composited))
        #expect(close(at(dark, fri.midX, y(3_000)), [255, 159, 10], .composited))
        // Above Monday's bar the card's background shows.
        #expect(close(at(light, mon.midX, y(8_000)), [255, 255, 255], .composited))
        // The average (45,000 / 7) rule's label sits 4 points above it at the plot's leading edge.
        let avg = try #require(frame(strings, "avg"))
        #expect(abs(avg.maxY - (y(45_000.0 / 7) - 4)) < 1)
        #expect(avg.minX < mon.minX)
    }

    @Test func trendsLinesLegendAndDonut() throws {
        let screen = PacerTrendsScreen()
        let (light, dark) = try renderLightAndDark(screen, name: "PacerTrends", height: 852)
        let strings = pacerTexts(screen, height: 852)
        // The fixed 0...25 domain gets six ticks; the weeks are relabelled W1...W6.
        for label in ["0", "5", "10", "15", "20", "25", "W1", "W6", "Ana", "Ben", "Run", "Cycle", "Swim"] {
            #expect(frame(strings, label) != nil, "missing \(label)")
        }
        // Legends list series in first-appearance order, left to right, below their plots.
        let ana = try #require(frame(strings, "Ana")), ben = try #require(frame(strings, "Ben"))
        #expect(ana.maxX < ben.minX)
        #expect(abs(ana.midY - ben.midY) < 0.5)
        let w1 = try #require(frame(strings, "W1"))
        #expect(ana.minY > w1.maxY)
        // Legend symbols: Ana's blue circle, Ben's green square, 4 points before each label.
        #expect(close(at(light, ana.minX - 8, ana.midY), [0, 122, 255], 30))
        #expect(close(at(light, ben.minX - 8, ben.midY), [52, 199, 89], 30))
        // The donut: centred in its plot above its legend, hollow in the middle, Run (half the
        // minutes) in blue on the right, Cycle green, Swim orange.
        let run = try #require(frame(strings, "Run"))
        let donutTop = try #require(frame(strings, "Activity mix")).maxY + 24
        let plotBottom = run.minY - 8
        let centre = (x: 393 / 2.0, y: (donutTop + plotBottom) / 2)
        let radius = (plotBottom - donutTop) / 2
        #expect(close(at(light, centre.x, centre.y), [255, 255, 255], .composited))
        #expect(close(at(dark, centre.x, centre.y), [0, 0, 0], .composited))
        #expect(close(at(light, centre.x + radius * 0.8, centre.y), [0, 122, 255], .composited))
        #expect(close(at(light, centre.x - radius * 0.8, centre.y + 0.1 * radius), [52, 199, 89], .composited))
        #expect(close(at(light, centre.x - radius * 0.6, centre.y - radius * 0.6), [255, 149, 0], .composited))
    }
}
