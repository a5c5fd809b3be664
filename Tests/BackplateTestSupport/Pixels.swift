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
