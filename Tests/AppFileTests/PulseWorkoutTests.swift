import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// `Pulse…`: a workout summary mixing Observation (`@Observable` + `@Bindable`) with a Combine
/// `CurrentValueSubject`, on the iPhone canvas (16-point padding in a large-title stack).
/// Expected values follow SwiftUI's rules: a `Grid` column is as wide as its widest cell, a
/// segmented picker splits its width equally, `.everyMinute` shows the start of the current
/// minute, a `CurrentValueSubject` gives a new subscriber its value at once. systemPink is
/// 255,45,85 / 255,55,95.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct PulseWorkoutTests {
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func gridLabelStyleAndCombineZone() throws {
        let drawn = phoneTexts(PulseSummaryView(session: PulseSession()))
        // Grid: the value column starts 24 points after the widest label ("Active" + flame).
        let flame = try #require(frame(drawn, "symbol flame.fill"))
        let values = try ["138 BPM", "412", "38 min"].map { try #require(frame(drawn, $0)) }
        #expect(values.allSatisfy { abs($0.minX - (flame.maxX + 24)) < 0.5 }, "\(values) \(flame)")
        // Rows 12 points apart.
        #expect(abs(values[1].minY - values[0].maxY - 12) < 1.5, "\(values)")
        // The custom LabelStyle puts the title first and the icon 4 points after it.
        let avg = try #require(frame(drawn, "Avg")), heart = try #require(frame(drawn, "symbol heart.fill"))
        #expect(avg.minX == 16 && abs(heart.minX - avg.maxX - 4) < 0.5, "\(avg) \(heart)")
        // The CurrentValueSubject delivered its value to the sink in init.
        #expect(frame(drawn, "Zone 2") != nil)
        // Segmented picker: three equal segments across the 361-point content width.
        let segments = try ["Easy", "Steady", "Hard"].map { try #require(frame(drawn, $0)) }
        for (i, s) in segments.enumerated() {
            #expect(abs(s.midX - (16 + 361 * (Double(i) + 0.5) / 3)) < 2, "\(s)")
        }
        // TimelineView(.everyMinute) shows the start of the current minute.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        let now = Date()
        let shown = [now, now.addingTimeInterval(-60)].map {
            formatter.string(from: $0).replacingOccurrences(of: "\u{202F}", with: " ")
        }
        #expect(drawn.contains { shown.contains($0.0) }, "\(drawn.map(\.0)) vs \(shown)")
    }

    @Test func canvasTraceSpansTheWidth() throws {
        let drawn = phoneTexts(PulseSummaryView(session: PulseSession()))
        let time = try #require(frame(drawn, "38 min")), zone = try #require(frame(drawn, "Zone 2"))
        let images = try renderPhoneLightAndDark(PulseSummaryView(session: PulseSession()), name: "PulseSummary")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let pink = dark ? [255, 55, 95, 255] : [255, 45, 85, 255]
            // The trace's pixels between the grid and the zone title (2x pixels).
            var trace: [(x: Int, y: Int)] = []
            for y in Int(time.maxY * 2 + 4)..<Int(zone.minY * 2) {
                for x in 0..<image.width where close(at(image, Double(x) / 2, Double(y) / 2), pink, 12) { trace.append((x, y)) }
            }
            let xs = trace.map(\.x), ys = trace.map(\.y)
            let minX = try #require(xs.min()), maxX = try #require(xs.max()), topY = try #require(ys.min())
            // The canvas spans the 361-point content width from x = 16, and the trace runs edge to edge.
            #expect(abs(Double(minX) / 2 - 16) < 1 && abs(Double(maxX + 1) / 2 - 377) < 1.5, "\(dark): \(minX)...\(maxX)")
            // Its highest point is the ninth of twelve rates (162): x = 16 + 361 * 8 / 11.
            let peak = trace.filter { $0.y == topY }.map { Double($0.x) / 2 }
            #expect(peak.contains { abs($0 - (16 + 361.0 * 8 / 11)) < 3 }, "\(dark): \(peak)")
            // 80 points tall: the lowest rate (the first) is drawn about 78 points below the peak
            // (80 minus the 3-point stroke's half widths at the ends).
            let startY = trace.filter { $0.x == minX }.map(\.y)
            let drop = Double(startY.max()! - topY) / 2
            #expect(abs(drop - 80) < 3, "\(dark): \(topY) \(startY)")
        }
    }
}
