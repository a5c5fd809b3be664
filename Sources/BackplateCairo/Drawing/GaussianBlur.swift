import Foundation

/// A fast Gaussian blur: three successive box blurs per axis (separable, O(pixels) whatever
/// the radius), whose widths are chosen so the combined variance equals σ². Both axes walk
/// memory in row order: the horizontal pass slides along each row, the vertical pass sweeps
/// down the image keeping one running sum per column, so no pass strides across rows.
enum GaussianBlur {
    /// The largest σ, in pixels, a blur is computed at. A wider blur is computed on a
    /// proportionally coarser offscreen surface and scaled back up: a Gaussian that wide is
    /// smooth at that resolution, so the picture is the same while the cost stays bounded by
    /// the output area (not by the radius squared).
    static let maxWorkingSigma: CGFloat = 16
    /// The largest blur or shadow radius drawn, in points: beyond it every view has spread
    /// to nothing visible (an opaque blur to its average colour), which is what a larger
    /// radius converges to.
    static let maxRadius: CGFloat = 1_000_000

    /// A radius that can be drawn: NaN or negative gives 0, larger than ``maxRadius`` (or
    /// infinite) gives ``maxRadius``.
    static func drawableRadius(_ radius: CGFloat) -> CGFloat {
        guard !radius.isNaN, radius > 0 else { return 0 }
        return min(radius, maxRadius)
    }

    /// The pixels per point to blur `radius` at: the raster scale, lowered so that σ in
    /// pixels is at most ``maxWorkingSigma``.
    static func workingScale(radius: CGFloat, rasterScale: CGFloat) -> CGFloat {
        let s = rasterScale.isFinite && rasterScale > 0 ? rasterScale : 1
        guard radius * s > maxWorkingSigma else { return s }
        return maxWorkingSigma / radius
    }

    /// Box widths for three passes approximating a Gaussian of `sigma` (in pixels).
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `channels`-interleaved 8-bit pixels in place. Pixels outside the buffer count as
    /// transparent (0), or, with `clampEdges`, as copies of the nearest edge pixel.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int,
                     channels: Int, sigma: Double, clampEdges: Bool = false) {
        guard sigma.isFinite, sigma > 0.2, width > 0, height > 0 else { return }
        let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let rowLength = width * channels
        // Horizontal passes, one row at a time through a scratch line.
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
        defer { line.deallocate(); tmp.deallocate() }
        for y in 0..<height {
            let row = pixels + y * rowBytes
            line.update(from: row, count: rowLength)
            for r in radii { horizontalPass(line, tmp, count: width, channels: channels, radius: r, clamp: clampEdges) }
            row.update(from: line, count: rowLength)
        }
        // Vertical passes: ping-pong between the image and a scratch image of packed rows.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength * height)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowLength)
        defer { scratch.deallocate(); sums.deallocate() }
        var inImage = true
        for r in radii {
            if inImage {
                verticalPass(from: pixels, fromStride: rowBytes, to: scratch, toStride: rowLength, rowLength: rowLength,
                             height: height, radius: r, sums: sums, clamp: clampEdges)
            } else {
                verticalPass(from: scratch, fromStride: rowLength, to: pixels, toStride: rowBytes, rowLength: rowLength,
                             height: height, radius: r, sums: sums, clamp: clampEdges)
            }
            inImage.toggle()
        }
        if !inImage {
            for y in 0..<height { (pixels + y * rowBytes).update(from: scratch + y * rowLength, count: rowLength) }
        }
    }

    /// One box blur of `radius` along a line, through `tmp`, result back in `line`.
    ///
    /// Outputs where the box lies wholly inside the line (the middle, almost all of it) take a
    /// branch-free loop; the edges take the general one. Both compute the same running sum in
    /// the same order, so the bytes are those of a single general loop.
    private static func horizontalPass(_ line: UnsafeMutablePointer<UInt8>, _ tmp: UnsafeMutablePointer<UInt8>,
                                       count: Int, channels: Int, radius: Int, clamp: Bool) {
        let width = 2 * radius + 1
        let half = width / 2
        let divide = BoxDivisor(width)
        // For i in middle, both the entering sample (i + radius + 1) and the leaving one
        // (i - radius) are inside the line.
        let middle = radius..<max(radius, count - radius - 1)
        for c in 0..<channels {
            let first = clamp ? Int(line[c]) : 0, last = clamp ? Int(line[(count - 1) * channels + c]) : 0
            var sum = 0
            for j in -radius...radius {
                sum += j < 0 ? first : (j >= count ? last : Int(line[j * channels + c]))
            }
            var o = c
            var i = 0
            while i < count {
                if i == middle.lowerBound, !middle.isEmpty, divide.magic != 0 {
                    let magic = divide.magic
                    var add = line + (i + radius + 1) * channels + c, sub = line + (i - radius) * channels + c
                    var dst = tmp + o
                    for _ in middle {
                        dst.pointee = UInt8(truncatingIfNeeded: (UInt64(truncatingIfNeeded: sum &+ half) &* magic) >> BoxDivisor.shift)
                        sum &+= Int(add.pointee) &- Int(sub.pointee)
                        dst += channels; add += channels; sub += channels
                    }
                    o += middle.count * channels
                    i = middle.upperBound
                    continue
                }
                tmp[o] = UInt8(truncatingIfNeeded: divide(sum + half))
                o += channels
                let ai = i + radius + 1, ri = i - radius
                sum += (ai < count ? Int(line[ai * channels + c]) : last) - (ri >= 0 ? Int(line[ri * channels + c]) : first)
                i += 1
            }
        }
        line.update(from: tmp, count: count * channels)
    }

    /// One vertical box blur of `radius` from `src` to `dst`, sweeping rows top to bottom with
    /// a running sum per byte column.
    private static func verticalPass(from src: UnsafeMutablePointer<UInt8>, fromStride: Int,
                                     to dst: UnsafeMutablePointer<UInt8>, toStride: Int, rowLength: Int,
                                     height: Int, radius: Int, sums: UnsafeMutablePointer<Int32>, clamp: Bool) {
        let width = Int32(2 * radius + 1)
        let half = width / 2
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y >= 0 && y < height { return src + y * fromStride }
            guard clamp else { return nil }
            return src + (y < 0 ? 0 : height - 1) * fromStride
        }
        sums.update(repeating: 0, count: rowLength)
        for y in -radius...radius {
            guard let r = row(y) else { continue }
            for i in 0..<rowLength { sums[i] += Int32(r[i]) }
        }
        let divide = BoxDivisor(Int(width))
        for y in 0..<height {
            let out = dst + y * toStride
            if divide.magic != 0 {
                // The exact quotient by multiplication (see `BoxDivisor`): this loop vectorizes.
                let magic = divide.magic
                for i in 0..<rowLength {
                    out[i] = UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sums[i] &+ half)) &* magic) >> BoxDivisor.shift)
                }
            } else {
                for i in 0..<rowLength { out[i] = UInt8(truncatingIfNeeded: (sums[i] + half) / width) }
            }
            let add = row(y + radius + 1), remove = row(y - radius)
            switch (add, remove) {
            case let (a?, r?): for i in 0..<rowLength { sums[i] += Int32(a[i]) - Int32(r[i]) }
            case let (a?, nil): for i in 0..<rowLength { sums[i] += Int32(a[i]) }
            case let (nil, r?): for i in 0..<rowLength { sums[i] -= Int32(r[i]) }
            case (nil, nil): break
            }
        }
    }
}

/// Division of a box sum by the box width without a divide instruction, giving exactly the
/// quotient `x / width` (so blurred pixels are identical to dividing).
///
/// With `magic` = ⌊2⁴⁰ / width⌋ + 1, `(x · magic) >> 40` = ⌊x / width⌋ whenever
/// x · width < 2⁴⁰: the product overshoots x / width by less than x / 2⁴⁰ < 1 / width, which
/// cannot carry past the next integer. A box sum (plus half the width for rounding) of bytes
/// is below 256 · width, so the condition holds for every width below 2¹⁶; wider boxes (a
/// material blur of a huge radius) divide.
struct BoxDivisor {
    static let shift: UInt64 = 40
    let width: Int
    /// 0 when the width is too large for the multiplication to be exact.
    let magic: UInt64

    init(_ width: Int) {
        self.width = max(width, 1)
        magic = self.width < 1 << 16 ? (UInt64(1) << BoxDivisor.shift) / UInt64(self.width) + 1 : 0
    }

    /// ⌊x / width⌋ for 0 ≤ x < 256 · width.
    @inline(__always)
    func callAsFunction(_ x: Int) -> Int {
        magic != 0 ? Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: x) &* magic) >> BoxDivisor.shift) : x / width
    }
}
