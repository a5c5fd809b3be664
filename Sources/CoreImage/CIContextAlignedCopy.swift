import Foundation
import CoreGraphics

extension CIContext {
    /// Copies the pixels of `image` when they sit on whole pixels of the output (a whole-pixel
    /// translation, as a filter's output or an unmoved image is), row by row instead of sampling
    /// each; false, and nothing written, otherwise.
    static func copyAligned(_ image: CIImage, _ source: CGImage, left: CGFloat, top: CGFloat, width w: Int, height h: Int,
                            into out: inout [UInt8]) -> Bool {
        let t = image.transform
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx == t.tx.rounded(), t.ty == t.ty.rounded(),
              left == left.rounded(), top == top.rounded(), abs(t.tx) < 1e9, abs(t.ty) < 1e9, abs(left) < 1e9, abs(top) < 1e9 else { return false }
        let clamp = image.clamp
        if let clamp, clamp != clamp.integral { return false }
        let clip = image.extent
        let dx = Int(left) - Int(t.tx), topRow = Int(top) - Int(t.ty)
        source.rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let y = top - CGFloat(row) - 0.5
                    guard y >= clip.minY, y < clip.maxY else { continue }
                    // The columns whose centres lie in the extent.
                    let first = Int(min(max((clip.minX - left - 0.5).rounded(.up), 0), CGFloat(w)))
                    let last = Int(min(max((clip.maxX - left - 0.5).rounded(.up), 0), CGFloat(w)))
                    guard first < last else { continue }
                    var rowUp = topRow - row - 1
                    if let clamp { rowUp = min(max(rowUp, Int(clamp.minY)), Int(clamp.maxY) - 1) }
                    guard rowUp >= 0, rowUp < source.height else { continue }
                    let sourceRow = (source.height - 1 - rowUp) * source.width
                    if clamp == nil {
                        // The run of columns the source covers, copied at once.
                        let start = max(first, -dx), end = min(last, source.width - dx)
                        if start < end {
                            (dst.baseAddress! + (row * w + start) * 4)
                                .update(from: src.baseAddress! + (sourceRow + dx + start) * 4, count: (end - start) * 4)
                        }
                        continue
                    }
                    for col in first..<last {
                        var x = dx + col
                        if let clamp { x = min(max(x, Int(clamp.minX)), Int(clamp.maxX) - 1) }
                        guard x >= 0, x < source.width else { continue }
                        let s = (sourceRow + x) * 4, o = (row * w + col) * 4
                        dst[o] = src[s]; dst[o + 1] = src[s + 1]; dst[o + 2] = src[s + 2]; dst[o + 3] = src[s + 3]
                    }
                }
            }
        }
        return true
    }
}
