/// Whether two renders of the same view agree: the same size and the same bytes.
///
/// Renders made by different text engines, at the same time or one after the other, are
/// byte-identical: each engine rasterises its glyphs itself, but through named-instance faces
/// that FreeType always loads the same way (see `NamedInstancePinning` and
/// `GlyphDeterminismTests`; before, one glyph could differ by up to 4 levels).
public func samePixels(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool {
    guard let a, let b else { return false }
    return a == b
}

/// How two RGBA buffers differ, for a failure message that names the pixels rather than printing
/// both arrays: `nil` when they are byte for byte the same.
public func pixelDifference(_ a: [UInt8], _ b: [UInt8], width: Int) -> String? {
    guard a.count == b.count else { return "sizes differ: \(a.count) vs \(b.count) bytes" }
    var count = 0, largest = 0, first: Int?
    for i in a.indices where a[i] != b[i] {
        count += 1
        largest = max(largest, abs(Int(a[i]) - Int(b[i])))
        if first == nil { first = i }
    }
    guard let first else { return nil }
    let pixel = first / 4
    return "\(count) of \(a.count) bytes differ (largest by \(largest)); first at x \(pixel % width), y \(pixel / width)"
}
