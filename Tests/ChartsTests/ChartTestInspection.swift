import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

/// What a chart draws at `size`: its texts, the filled and stroked outlines of its marks, and
/// its axis lines (gridlines and ticks), each in root points.
struct ChartDrawing {
    var texts: [(String, CGRect)]
    var fills: [CGRect]
    var strokes: [DisplayList.ShapeItem]
    var axisLines: [DisplayList.ShapeItem]
    var symbols: [CGRect]

    /// The plot's horizontal extent: where the widest horizontal gridline runs.
    var plotX: ClosedRange<CGFloat>? {
        let bounds: [CGRect] = axisLines.map(\.path.boundingRect)
        let widest: CGRect? = bounds.filter { (r: CGRect) -> Bool in r.height < 0.01 }.max { (a: CGRect, b: CGRect) -> Bool in a.width < b.width }
        return widest.map { $0.minX...$0.maxX }
    }
}

@MainActor func drawChart<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 200)) -> ChartDrawing {
    let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
    let list = renderer.displayList()
    var drawing = ChartDrawing(texts: list.drawnTexts, fills: [], strokes: [], axisLines: [], symbols: [])
    for case .shape(let s) in list.flattenedLeaves {
        if s.path.isEmpty { continue }
        if s.source.contains("ChartMarkShape") {
            if s.stroke == nil { drawing.fills.append(s.path.boundingRect) } else { drawing.strokes.append(s) }
        } else if s.source.contains("ChartSymbolsShape") {
            drawing.symbols.append(s.path.boundingRect)
        } else if s.source.contains("AxisLineShape") {
            drawing.axisLines.append(s)
        }
    }
    return drawing
}

/// A 2x render of `view` at `size` on an opaque background.
@MainActor func renderChart<V: View>(_ view: V, _ scheme: ColorScheme = .light, size: CGSize = CGSize(width: 300, height: 200),
                                     name: String) throws -> RenderedImage {
    let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
    renderer.scale = 2
    renderer.isOpaque = true
    renderer.environment.colorScheme = scheme
    let image = try renderer.render()
    if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name)-\(scheme).png"))
    }
    return image
}

/// The red, green and blue of a 2x render's pixel at (`x`, `y`) points.
func chartPixel(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
    let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}
