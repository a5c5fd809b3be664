import Foundation

/// A fast Gaussian blur: three successive box blurs per axis (separable, O(pixels) whatever
/// the radius), whose widths are chosen so the combined variance equals σ².
enum GaussianBlur {
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

    /// Blurs `channels`-interleaved 8-bit pixels in place. Pixels outside the buffer count as 0.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int,
                     channels: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        let maxLine = max(width, height)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: maxLine * channels)
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: maxLine * channels)
        defer { line.deallocate(); tmp.deallocate() }
        // Horizontal passes.
        for y in 0..<height {
            let row = pixels + y * rowBytes
            for i in 0..<(width * channels) { line[i] = row[i] }
            for b in boxes { boxPass(line, tmp, count: width, channels: channels, radius: (b - 1) / 2) }
            for i in 0..<(width * channels) { row[i] = line[i] }
        }
        // Vertical passes.
        for x in 0..<width {
            for y in 0..<height {
                let p = pixels + y * rowBytes + x * channels
                for c in 0..<channels { line[y * channels + c] = p[c] }
            }
            for b in boxes { boxPass(line, tmp, count: height, channels: channels, radius: (b - 1) / 2) }
            for y in 0..<height {
                let p = pixels + y * rowBytes + x * channels
                for c in 0..<channels { p[c] = line[y * channels + c] }
            }
        }
    }

    /// One box blur of `radius` over a line, through `tmp`, result back in `line`.
    private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, _ tmp: UnsafeMutablePointer<UInt8>,
                                count: Int, channels: Int, radius: Int) {
        guard radius > 0 else { return }
        let width = 2 * radius + 1
        let half = width / 2
        for c in 0..<channels {
            var sum = 0
            // Window [i - r, i + r], zero outside.
            for j in 0...min(radius, count - 1) { sum += Int(line[j * channels + c]) }
            for i in 0..<count {
                tmp[i * channels + c] = UInt8((sum + half) / width)
                let add = i + radius + 1, remove = i - radius
                if add < count { sum += Int(line[add * channels + c]) }
                if remove >= 0 { sum -= Int(line[remove * channels + c]) }
            }
        }
        line.update(from: tmp, count: count * channels)
    }
}
