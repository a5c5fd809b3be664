import Foundation
import Backplate
import BackplateUIKit
import BackplateSnapshotTesting
import SnapshotTesting

// Renders a restated reference view as the reference's snapshot strategy did and measures it
// as scripts/parity/measure.py measures the reference PNG: boxes in points of the pixels a
// predicate accepts, and colours at points.

/// A box in points: (minX, minY, maxX, maxY).
struct Box: Equatable, CustomStringConvertible {
    var minX, minY, maxX, maxY: Double
    init(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
    /// The largest distance between matching edges.
    func distance(to other: Box) -> Double {
        [abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY)].max()!
    }
    var description: String { String(format: "(%.2f, %.2f, %.2f, %.2f)", minX, minY, maxX, maxY) }
}

/// Which pixels a box gathers (measure.py's predicates).
enum PixelTest {
    /// Every channel within `tolerance` of the colour.
    case near(Int, Int, Int, tolerance: Int)
    /// Every channel below the threshold.
    case dark(Int)
    /// Some channel more than `threshold` from the colour.
    case differs(Int, Int, Int, threshold: Int)

    /// Whether a pixel of these channels (0-255) is gathered. Plain integer tests: the box scans
    /// millions of pixels in a debug build.
    func accepts(_ r: Int, _ g: Int, _ b: Int) -> Bool {
        switch self {
        case let .near(cr, cg, cb, t): return abs(r - cr) <= t && abs(g - cg) <= t && abs(b - cb) <= t
        case let .dark(t): return r < t && g < t && b < t
        case let .differs(cr, cg, cb, t): return abs(r - cr) > t || abs(g - cg) > t || abs(b - cb) > t
        }
    }
}

/// A rendered restatement, measured in points.
struct ParityImage {
    let image: RenderedImage
    let scale: Double

    /// The box of the accepted pixels inside `region` (points), or nil when none is.
    func box(_ region: (Double, Double, Double, Double), _ test: PixelTest) -> Box? {
        let x0 = max(0, Int((region.0 * scale).rounded())), y0 = max(0, Int((region.1 * scale).rounded()))
        let x1 = min(image.width, Int((region.2 * scale).rounded())), y1 = min(image.height, Int((region.3 * scale).rounded()))
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let width = image.width
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in y0..<max(y0, y1) {
                var i = (y * width + x0) * 4
                for x in x0..<max(x0, x1) {
                    if test.accepts(Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2])) {
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                    i += 4
                }
            }
        }
        guard maxX >= 0 else { return nil }
        func pt(_ v: Int) -> Double { (Double(v) / scale * 100).rounded() / 100 }
        return Box(pt(minX), pt(minY), pt(maxX + 1), pt(maxY + 1))
    }

    /// The colour at a point, 0-255.
    func colour(_ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}

enum Parity {
    /// Renders `view` with swift-snapshot-testing's SwiftUI `.image` strategy at `scale` (the
    /// recording simulator's), as the reference's test called it. With PARITY_OUT set, also
    /// writes `<name>.png` there for scripts/parity/compare.py.
    static func render<V: View>(_ name: String, _ view: V, layout: SwiftUISnapshotLayout, scale: Double = 3,
                                style: UIUserInterfaceStyle = .unspecified) -> ParityImage {
        let traits = UITraitCollection(traitsFrom: [.init(displayScale: scale), .init(userInterfaceStyle: style)])
        let strategy = Snapshotting<AnyView, UIImage>.image(layout: layout, traits: traits)
        var result: UIImage?
        strategy.snapshot(AnyView(view)).run { result = $0 }
        let image = result!.renderedImage
        if let out = ProcessInfo.processInfo.environment["PARITY_OUT"], let png = try? image.pngData() {
            try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try? png.write(to: URL(fileURLWithPath: out).appendingPathComponent(name + ".png"))
        }
        return ParityImage(image: image, scale: scale)
    }
}
