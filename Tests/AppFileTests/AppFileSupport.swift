import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// The pixel of a 2x render inside `rect` that scores highest, as red, green and blue; the
/// rectangle is clipped to the image.
func highestScoring(_ image: RenderedImage, in rect: CGRect, _ score: (RenderedImage.Pixel) -> Int) -> [Int] {
    var best = [0, 0, 0], bestScore = Int.min
    for y in max(0, Int(rect.minY * 2))..<min(image.height, Int(rect.maxY * 2)) {
        for x in max(0, Int(rect.minX * 2))..<min(image.width, Int(rect.maxX * 2)) {
            let p = image.pixel(x: x, y: y)
            let s = score(p)
            if s > bestScore { bestScore = s; best = [Int(p.red), Int(p.green), Int(p.blue)] }
        }
    }
    return best
}

/// The bluest pixel of a 2x render inside `rect` (the one whose blue most exceeds its red: a
/// tinted glyph's ink), as red, green and blue; the rectangle is clipped to the image.
func bluest(_ image: RenderedImage, in rect: CGRect) -> [Int] {
    highestScoring(image, in: rect) { Int($0.blue) - Int($0.red) }
}

/// The reddest pixel of a 2x render inside `rect` (red most above blue), as `bluest`.
func reddest(_ image: RenderedImage, in rect: CGRect) -> [Int] {
    highestScoring(image, in: rect) { Int($0.red) - Int($0.blue) }
}
