import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// Lays `view` out with no proposal (light scheme).
func layoutKit<V: View>(_ view: V) -> LayoutTree {
    ImageRenderer(content: view).layout()
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
