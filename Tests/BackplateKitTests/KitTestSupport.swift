import Testing
import Foundation
import BackplateKit

/// Renders `view` at `scale` in the light scheme (dark when `dark`) and returns the bitmap.
func renderKit<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.scale = scale
    if dark { r.environment.colorScheme = .dark }
    let image = try r.render()
    if let path = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        let dir = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: dir.appendingPathComponent("kit-\(UUID().uuidString.prefix(8)).png"))
    }
    return image
}

/// Lays `view` out with no proposal (light scheme).
func layoutKit<V: View>(_ view: V) -> LayoutTree {
    ImageRenderer(content: view).layout()
}

/// A pixel's straight-alpha components as Ints.
func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Whether two colours match within `tolerance` per component.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// `a` composited over `b` (straight, opaque result), components 0...255 and alpha 0...1.
func over(_ top: [Double], alpha: Double, on bottom: [Double]) -> [Int] {
    zip(top, bottom).map { Int(($0 * alpha + $1 * (1 - alpha)).rounded()) } + [255]
}

/// The standard normal CDF.
func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

/// iOS system colours (light, dark) from the reference table.
enum SystemRGB {
    static let red = ([255, 59, 48], [255, 69, 58])
    static let orange = ([255, 149, 0], [255, 159, 10])
    static let yellow = ([255, 204, 0], [255, 214, 10])
    static let green = ([52, 199, 89], [48, 209, 88])
    static let blue = ([0, 122, 255], [10, 132, 255])
    static let purple = ([175, 82, 222], [191, 90, 242])
}
