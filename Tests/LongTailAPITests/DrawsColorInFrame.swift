import BackplateTestSupport
import Foundation
import SwiftUI

/// Whether a 2x render has a pixel within 6/255 of `rgb` inside `rect` (in points): where a
/// text's frame holds its coloured glyphs, antialiased at their edges.
func drawsColor(_ image: RenderedImage, _ rect: CGRect, _ rgb: (Int, Int, Int)) -> Bool {
    for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
        for x in stride(from: rect.minX, to: rect.maxX, by: 0.5)
        where close(image.pixel(x: Int(x * 2), y: Int(y * 2)), rgb, ColorTolerance(steps: 6)) {
            return true
        }
    }
    return false
}
