import Backplate

/// A pixel's straight-alpha components as Ints, for arithmetic in expectations.
public func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// The red, green and blue of a 2x render's pixel at the point (`x`, `y`).
public func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
    let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

/// Whether a pixel's red, green and blue are within `tolerance` of `rgb` (alpha not compared).
public func close(_ p: RenderedImage.Pixel, _ rgb: [Int], _ tolerance: ColorTolerance = .pixel) -> Bool {
    rgb.count == 3 && close(p, rgb[0], rgb[1], rgb[2], tolerance)
}

/// Whether a pixel's red, green and blue are within `tolerance` of `rgb` (alpha not compared).
public func close(_ p: RenderedImage.Pixel, _ rgb: (Int, Int, Int), _ tolerance: ColorTolerance = .pixel) -> Bool {
    close(p, rgb.0, rgb.1, rgb.2, tolerance)
}

/// Whether a pixel's red, green and blue are within `tolerance` of `r`, `g`, `b` (alpha not compared).
public func close(_ p: RenderedImage.Pixel, _ r: Int, _ g: Int, _ b: Int, _ tolerance: ColorTolerance = .pixel) -> Bool {
    let steps = tolerance.steps
    let dr = Int(p.red) - r, dg = Int(p.green) - g, db = Int(p.blue) - b
    return dr <= steps && dr >= -steps && dg <= steps && dg >= -steps && db <= steps && db >= -steps
}

/// The red, green and blue `color` draws as, flat, in a 2x render (light, or dark with `dark`).
public func drawnColor(_ color: Color, dark: Bool = false) throws -> (Int, Int, Int) {
    let p = try renderImage(color.frame(width: 4, height: 4), scale: 2, dark: dark).pixel(x: 2, y: 2)
    return (Int(p.red), Int(p.green), Int(p.blue))
}

/// How many pixels in columns `x` and rows `y` (the whole image by default) are within
/// `tolerance` of `color`: red, green and blue, and alpha too when `color` has four components.
public func pixelCount(_ image: RenderedImage, x: Range<Int>? = nil, y: Range<Int>? = nil,
                       near color: [Int], _ tolerance: ColorTolerance = .pixel) -> Int {
    var n = 0
    for row in y ?? 0..<image.height {
        for column in x ?? 0..<image.width {
            let matches = color.count == 4 ? close(rgba(image, column, row), color, tolerance)
                                           : close(image.pixel(x: column, y: row), color, tolerance)
            if matches { n += 1 }
        }
    }
    return n
}

/// `pixelCount` for a colour given as red, green and blue.
public func pixelCount(_ image: RenderedImage, x: Range<Int>? = nil, y: Range<Int>? = nil,
                       near rgb: (Int, Int, Int), _ tolerance: ColorTolerance = .pixel) -> Int {
    pixelCount(image, x: x, y: y, near: [rgb.0, rgb.1, rgb.2], tolerance)
}

/// The box of the pixels at least half covered (alpha over 127), in pixels, and how many there
/// are; `nil` when nothing is.
public func inkBox(_ image: RenderedImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
    var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1, count = 0
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y); count += 1
        }
    }
    return maxX >= 0 ? (minX, minY, maxX, maxY, count) : nil
}

/// The share of the inked pixels (alpha over 127) lying more than `radius` pixels from the ink's
/// edge (four-neighbour steps): near 0 for line art of strokes under `2 × radius` wide, a third
/// or more for a silhouette.
public func inkDepth(_ image: RenderedImage, radius: Int) -> Double {
    let w = image.width, h = image.height
    var ink = [Bool](repeating: false, count: w * h)
    for y in 0..<h { for x in 0..<w { ink[y * w + x] = image.pixel(x: x, y: y).alpha > 127 } }
    let total = ink.filter { $0 }.count
    var core = ink
    for _ in 0..<radius {
        let last = core
        for y in 0..<h {
            for x in 0..<w where last[y * w + x] {
                core[y * w + x] = x > 0 && x < w - 1 && y > 0 && y < h - 1
                    && last[y * w + x - 1] && last[y * w + x + 1] && last[(y - 1) * w + x] && last[(y + 1) * w + x]
            }
        }
    }
    return total > 0 ? Double(core.filter { $0 }.count) / Double(total) : 0
}
