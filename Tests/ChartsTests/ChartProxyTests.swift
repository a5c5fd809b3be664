import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Reading: Identifiable {
    let mile: Double
    let feet: Double
    var id: Double { mile }
}

private let profile = [Reading(mile: 0, feet: 0), Reading(mile: 2, feet: 400), Reading(mile: 4, feet: 800)]

/// `chartOverlay` / `chartBackground` with a `ChartProxy` (Apple: the proxy converts between
/// data values and positions in the plot, whose frame `plotFrame` anchors): the overlay
/// covers the chart's whole frame and draws in a still render.
@MainActor @Suite("Charts: chart proxy", .backplateLook(.iOS18), .tags(.pixels))
struct ChartProxyTests {
    /// A line chart 300 × 200 with fixed scales: x 0…4 miles, y 0…800 feet.
    func chart<O: View>(@ViewBuilder overlay: @escaping (ChartProxy) -> O) -> some View {
        Chart(profile) { LineMark(x: .value("Mile", $0.mile), y: .value("Feet", $0.feet)) }
            .chartXScale(domain: 0...4)
            .chartYScale(domain: 0...800)
            .chartOverlay(content: overlay)
            .frame(width: 300, height: 200)
    }

    func image<V: View>(_ view: V) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.scale = 2
        r.isOpaque = true
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("chart-overlay.png"))
        }
        return image
    }

    @Test func proxyConvertsBetweenValuesAndPlotPositions() throws {
        var seen: (plot: CGRect, x2: CGFloat?, y400: CGFloat?, back: Double?, date: Date?, feet: Int?)?
        let view = chart { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                let _ = { seen = (plot, proxy.position(forX: 2.0), proxy.position(forY: 400.0),
                                  proxy.value(atX: plot.width / 4, as: Double.self), proxy.value(atX: 0, as: Date.self),
                                  proxy.value(atY: 0, as: Int.self)) }()
                Color.clear
            }
        }
        _ = try image(view)
        let s = try #require(seen)
        // The plot is inside the chart, left of the trailing y labels and above the x labels.
        #expect(s.plot.minX >= 0 && s.plot.maxX < 300 && s.plot.minY >= 0 && s.plot.maxY < 200 && s.plot.width > 200, "\(s.plot)")
        // Mile 2 is the middle of 0…4; 400 ft the middle of 0…800, measured from the top.
        #expect(abs((s.x2 ?? -1) - s.plot.width / 2) < 0.01, "\(String(describing: s.x2)) \(s.plot)")
        #expect(abs((s.y400 ?? -1) - s.plot.height / 2) < 0.01)
        // And back: a quarter of the width is mile 1; the top is 800 ft.
        #expect(abs((s.back ?? -1) - 1) < 0.001)
        #expect(s.feet == 800)
        // Asked for a date, a number scale's value is read as seconds since 1970 (the start, 0).
        #expect(s.date == Date(timeIntervalSince1970: 0))
    }

    @Test func overlayDrawsAMarkerAtAValue() throws {
        // A marker line at mile 3, drawn by the overlay from the proxy's position.
        let view = chart { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                if let x = proxy.position(forX: 3.0) {
                    Rectangle().fill(.red).frame(width: 2, height: plot.height)
                        .position(x: plot.minX + x, y: plot.midY)
                }
            }
        }
        let picture = try image(view)
        // Find the plot through the y gridlines' extent: the chart's own plot frame.
        var frame: CGRect?
        _ = try image(chart { proxy in
            GeometryReader { geometry in
                let _ = { frame = geometry[proxy.plotAreaFrame] }()
                Color.clear
            }
        })
        let plot = try #require(frame)
        let x = plot.minX + plot.width * 0.75
        func px(_ x: Double, _ y: Double) -> [Int] { Array(rgba(picture, Int(x * 2), Int(y * 2)).prefix(3)) }
        #expect(px(x, plot.midY) == [255, 59, 48], "\(px(x, plot.midY)) at \(x)")
        #expect(px(x, plot.minY + 2) == [255, 59, 48])
        #expect(px(x + 4, plot.midY + 30) != [255, 59, 48])
    }

    @Test func overlayContentIsAlignedInTheChartsFrame() throws {
        // Apple: the overlay's content is laid out in the chart's frame with `alignment`.
        var badge: CGRect?
        let view = Chart(profile) { LineMark(x: .value("Mile", $0.mile), y: .value("Feet", $0.feet)) }
            .chartOverlay(alignment: .topLeading) { _ in
                Color.blue.frame(width: 30, height: 20)
                    .background(GeometryReader { g in let _ = { badge = g.frame(in: .global) }(); Color.clear })
            }
            .frame(width: 300, height: 200)
        let picture = try image(view)
        let b = try #require(badge)
        #expect(b == CGRect(x: 0, y: 0, width: 30, height: 20), "\(b)")
        #expect(Array(rgba(picture, 20, 20).prefix(3)) == [0, 122, 255])
    }

    @Test func backgroundDrawsBehindTheMarks() throws {
        let view = Chart(profile) { LineMark(x: .value("Mile", $0.mile), y: .value("Feet", $0.feet)) }
            .chartBackground { proxy in
                GeometryReader { geometry in
                    let plot = geometry[proxy.plotFrame!]
                    Color.yellow.frame(width: plot.width, height: plot.height).offset(x: plot.minX, y: plot.minY)
                }
            }
            .frame(width: 300, height: 200)
        let picture = try image(view)
        // systemYellow 255,204,0 fills the plot, under the blue line (its start at the bottom left).
        #expect(Array(rgba(picture, 200, 100).prefix(3)) == [255, 204, 0])
    }

    @Test func areaBandOnANumericXAxisFillsDownToItsStart() throws {
        // AreaMark(x:yStart:yEnd:) with numbers on both axes: the band's lower edge is the
        // yStart line at every x (it was once read as a range along x and closed at x = 0).
        var frame: CGRect?
        let view = Chart(profile) { AreaMark(x: .value("Mile", $0.mile), yStart: .value("Base", 200), yEnd: .value("Feet", $0.feet + 300)) }
            .chartXScale(domain: 0...4)
            .chartYScale(domain: 0...1200)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let _ = { frame = geometry[proxy.plotAreaFrame] }()
                    Color.clear
                }
            }
        let r = ImageRenderer(content: view.frame(width: 300, height: 200))
        let path = try #require(r.displayList().flattenedLeaves.compactMap { leaf -> Path? in
            guard case .shape(let s) = leaf, s.source.contains("ChartMarkShape") else { return nil }
            return s.path
        }.first)
        let area = path.boundingRect
        let plot = try #require(frame)
        // Near the bottom right (mile 3.5, 300 ft) is inside the band; below the band is not.
        func point(_ mile: Double, _ feet: Double) -> CGPoint {
            CGPoint(x: plot.minX + plot.width * mile / 4, y: plot.minY + plot.height * (1 - feet / 1200))
        }
        #expect(path.contains(point(3.5, 300)) && path.contains(point(0.5, 300)))
        #expect(!path.contains(point(3.5, 150)) && !path.contains(point(2, 1150)))
        // x from mile 0 to mile 4 (the whole plot width); y from 1100 ft down to 200 ft.
        // (The display list is in the chart's space, as the plot frame resolved here.)
        #expect(abs(area.minX - plot.minX) < 0.01 && abs(area.width - plot.width) < 0.01, "\(area) \(plot)")
        #expect(abs(area.maxY - (plot.minY + plot.height * (1 - 200.0 / 1200))) < 0.01, "\(area) \(plot)")
        #expect(abs(area.minY - (plot.minY + plot.height * (1 - 1100.0 / 1200))) < 0.01, "\(area) \(plot)")
    }
}
