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
