import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

/// Marks placed partly in plot points (Apple's `CGFloat?` initializers, nil meaning the
/// plot's edge or centre), range and bin values, horizontal areas, and the view-like mark
/// modifiers (`offset`, `zIndex`, `shadow`, `blur`).
@MainActor @Suite("Charts: positioned marks and mark effects", .tags(.layout, .pixels))
struct ChartPositionedMarkTests {
    private let frame = CGSize(width: 300, height: 200)

    /// The plot's rectangle: the widest horizontal gridline's extent, from top to bottom
    /// gridline.
    private func plot(_ d: ChartDrawing) throws -> CGRect {
        let grid = d.axisLines.map(\.path.boundingRect).filter { $0.height < 0.01 && $0.width > 50 }
        let x = try #require(d.plotX)
        let top = try #require(grid.map(\.minY).min()), bottom = try #require(grid.map(\.minY).max())
        return CGRect(x: x.lowerBound, y: top, width: x.upperBound - x.lowerBound, height: bottom - top)
    }

    @Test("RuleMark(xStart:xEnd:y:) in points; RuleMark(y:) spans the plot; RuleMark(x:yStart:yEnd:) in points")
    func pointRules() throws {
        let d = drawChart(Chart {
            RuleMark(xStart: 10, xEnd: 110, y: .value("Y", 50))
            RuleMark(y: .value("Y", 25))
            RuleMark(x: .value("X", 5), yStart: 20, yEnd: 60)
        }.chartYScale(domain: 0...100).chartXScale(domain: 0...10))
        let p = try plot(d)
        let rules = d.strokes.map(\.path.boundingRect)
        #expect(rules.count == 3)
        #expect(abs(rules[0].minX - (p.minX + 10)) < 0.01 && abs(rules[0].maxX - (p.minX + 110)) < 0.01, "\(rules[0]) \(p)")
        #expect(abs(rules[0].midY - p.midY) < 0.01)
        #expect(abs(rules[1].minX - p.minX) < 0.01 && abs(rules[1].maxX - p.maxX) < 0.01)
        #expect(abs(rules[1].midY - (p.maxY - p.height / 4)) < 0.01)
        #expect(abs(rules[2].minY - (p.minY + 20)) < 0.01 && abs(rules[2].maxY - (p.minY + 60)) < 0.01, "\(rules[2]) \(p)")
        #expect(abs(rules[2].midX - p.midX) < 0.01)
    }

    @Test("PointMark with one position in points: nil centres it")
    func stripPoints() throws {
        let d = drawChart(Chart {
            PointMark(x: .value("X", 2.5), y: nil)
            PointMark(x: 40, y: .value("Y", 100))
        }.chartXScale(domain: 0...10).chartYScale(domain: 0...100))
        let p = try plot(d)
        let symbols = d.symbols
        #expect(symbols.count == 2)
        #expect(abs(symbols[0].midX - (p.minX + p.width / 4)) < 0.01 && abs(symbols[0].midY - p.midY) < 0.01, "\(symbols) \(p)")
        #expect(abs(symbols[1].midX - (p.minX + 40)) < 0.01 && abs(symbols[1].midY - p.minY) < 0.01, "\(symbols) \(p)")
    }

    @Test("RectangleMark(xStart:xEnd:) and BarMark(x:yStart:yEnd:) with nil ends fill the plot's height")
    func bands() throws {
        let d = drawChart(Chart {
            RectangleMark(xStart: .value("From", 2), xEnd: .value("To", 4))
            BarMark(x: .value("At", 8), yStart: 50, width: 10)
            RectangleMark(xStart: 0, xEnd: 30, yStart: 10, yEnd: 20)
        }.chartXScale(domain: 0...10).chartYScale(domain: 0...10))
        let p = try plot(d)
        #expect(d.fills.count == 3)
        let band = d.fills[0], bar = d.fills[1], box = d.fills[2]
        #expect(abs(band.minX - (p.minX + p.width * 0.2)) < 0.01 && abs(band.maxX - (p.minX + p.width * 0.4)) < 0.01, "\(band) \(p)")
        #expect(abs(band.minY - p.minY) < 0.01 && abs(band.maxY - p.maxY) < 0.01, "\(band) \(p)")
        #expect(abs(bar.width - 10) < 0.01 && abs(bar.midX - (p.minX + p.width * 0.8)) < 0.01, "\(bar)")
        #expect(abs(bar.minY - (p.minY + 50)) < 0.01 && abs(bar.maxY - p.maxY) < 0.01, "\(bar) \(p)")
        #expect(box == CGRect(x: p.minX, y: p.minY + 10, width: 30, height: 10), "\(box) \(p)")
    }

    @Test("AreaMark(xStart:xEnd:y:) fills a horizontal band between its x values down the y axis")
    func horizontalArea() throws {
        let d = drawChart(Chart {
            AreaMark(xStart: .value("Low", 2), xEnd: .value("High", 6), y: .value("Y", 0))
            AreaMark(xStart: .value("Low", 3), xEnd: .value("High", 8), y: .value("Y", 10))
        }.chartXScale(domain: 0...10).chartYScale(domain: 0...10))
        let p = try plot(d)
        let area = try #require(d.fills.first)
        #expect(abs(area.minX - (p.minX + p.width * 0.2)) < 0.01 && abs(area.maxX - (p.minX + p.width * 0.8)) < 0.01, "\(area) \(p)")
        #expect(abs(area.minY - p.minY) < 0.01 && abs(area.maxY - p.maxY) < 0.01)
    }

    @Test("Histogram bars from NumberBins span their bins from zero; .value(label, range) too")
    func bins() throws {
        let bins = NumberBins(range: 0.0...40, count: 4)
        #expect(bins.thresholds == [0, 10, 20, 30, 40])
        #expect(bins.index(for: 25) == 2 && bins.index(for: 40) == 3 && bins[3].contains(40) && !bins[0].contains(10))
        // Bins of a given size start at the range's lower bound and cover its upper bound.
        #expect(NumberBins(size: 10.0, range: 0...35).thresholds == [0, 10, 20, 30, 40])
        #expect(NumberBins(size: 5, range: 3...12).thresholds == [3, 8, 13])
        let d = drawChart(Chart {
            ForEach(bins.indices, id: \.self) { i in BarMark(x: .value("Value", bins[i]), y: .value("Count", i + 1)) }
            BarMark(x: .value("Value", 40.0..<50), y: .value("Count", 2))
        }.chartXScale(domain: 0...50).chartYScale(domain: 0...5))
        let p = try plot(d)
        #expect(d.fills.count == 5)
        for (i, bar) in d.fills.enumerated() {
            #expect(abs(bar.minX - (p.minX + p.width * CGFloat(i) / 5)) < 0.01 && abs(bar.width - p.width / 5) < 0.01, "\(i) \(bar) \(p)")
            let count = CGFloat(i < 4 ? i + 1 : 2)
            #expect(abs(bar.maxY - p.maxY) < 0.01 && abs(bar.height - p.height * count / 5) < 0.01, "\(i) \(bar) \(p)")
        }
        let nice = NumberBins(range: 0.0...97, desiredCount: 10)
        #expect(nice.thresholds.first == 0 && nice.thresholds.last == 100 && nice.count == 10, "\(nice.thresholds)")
        let whole = NumberBins(range: 0...60, count: 3)
        #expect(whole.thresholds == [0, 20, 40, 60])
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 0)
        let days = DateBins(timeInterval: day, range: start...start.addingTimeInterval(3 * day))
        #expect(days.count == 3 && days[1].lowerBound == start.addingTimeInterval(day))
    }

    @Test("offset moves marks in screen points; bars move each edge")
    func offsets() throws {
        let plain = drawChart(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)) }.chartYScale(domain: 0...10))
        let moved = drawChart(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)).offset(xStart: -4, xEnd: 6, yStart: 10)
        }.chartYScale(domain: 0...10))
        let a = try #require(plain.fills.first), b = try #require(moved.fills.first)
        #expect(abs(b.minX - (a.minX - 4)) < 0.01 && abs(b.maxX - (a.maxX + 6)) < 0.01 && abs(b.minY - (a.minY + 10)) < 0.01, "\(a) \(b)")
        #expect(abs(b.maxY - a.maxY) < 0.01)
        let point = drawChart(Chart { PointMark(x: .value("X", 1), y: .value("Y", 1)).offset(x: 3, y: -2) })
        let still = drawChart(Chart { PointMark(x: .value("X", 1), y: .value("Y", 1)) })
        let p = try #require(point.symbols.first), q = try #require(still.symbols.first)
        #expect(abs(p.midX - q.midX - 3) < 0.01 && abs(p.midY - q.midY + 2) < 0.01, "\(p) \(q)")
    }

    @Test("zIndex draws a later-declared mark behind an earlier one; shadow and blur draw around the mark")
    func drawingOrderAndEffects() throws {
        let chart = Chart {
            RectangleMark(xStart: 0, xEnd: 200, yStart: 0, yEnd: 200).foregroundStyle(Color.red).zIndex(1)
            RectangleMark(xStart: 0, xEnd: 200, yStart: 0, yEnd: 200).foregroundStyle(Color.blue)
        }
        let image = try renderChart(chart, name: "chart-zindex")
        let d = drawChart(chart)
        let r = try #require(d.fills.first)
        // The red rectangle (iOS 26's 255, 56, 60), declared first with zIndex 1, is on top.
        #expect(close(chartPixel(image, r.midX, r.midY), [255, 56, 60], .pixel), "\(chartPixel(image, r.midX, r.midY))")
        let shadowed = Chart {
            RectangleMark(xStart: 40, xEnd: 100, yStart: 40, yEnd: 100).foregroundStyle(Color.black)
                .shadow(color: .black, radius: 1, x: 20, y: 20)
        }
        let shadow = try renderChart(shadowed, name: "chart-shadow")
        let box = try #require(drawChart(shadowed).fills.first)
        // The hard shadow shows 20 points right of and below the box, beyond its corner.
        #expect(chartPixel(shadow, box.maxX + 10, box.maxY + 10).allSatisfy { $0 < 60 }, "\(chartPixel(shadow, box.maxX + 10, box.maxY + 10))")
        #expect(chartPixel(shadow, box.maxX + 30, box.maxY + 30).allSatisfy { $0 > 200 })
        let blurred = try renderChart(Chart {
            RectangleMark(xStart: 40, xEnd: 100, yStart: 40, yEnd: 100).foregroundStyle(Color.black).blur(radius: 6)
        }, name: "chart-blur")
        // Blurred edges: grey just outside the box's edge, where the sharp box draws white.
        let edge = chartPixel(blurred, box.maxX + 2, box.midY)
        #expect(edge[0] > 40 && edge[0] < 230, "\(edge)")
    }

    @Test("Int16, Int64, UInt8 and Decimal values plot as numbers")
    func primitiveTypes() throws {
        let d = drawChart(Chart {
            PointMark(x: .value("X", Int16(2)), y: .value("Y", Decimal(5)))
            PointMark(x: .value("X", Int64(4)), y: .value("Y", UInt8(10)))
        }.chartXScale(domain: Int16(0)...Int16(4)).chartYScale(domain: 0...10))
        let p = try plot(d)
        #expect(d.symbols.count == 2)
        #expect(abs(d.symbols[0].midX - p.midX) < 0.01 && abs(d.symbols[0].midY - p.midY) < 0.01, "\(d.symbols) \(p)")
        #expect(abs(d.symbols[1].midX - p.maxX) < 0.01 && abs(d.symbols[1].midY - p.minY) < 0.01)
        #expect(Decimal(primitivePlottable: 2.5) == Decimal(2.5) && Decimal(primitivePlottable: .nan) == nil)
        #expect(Int16(primitivePlottable: 7) == 7)
    }
}
