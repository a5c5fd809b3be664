import Foundation
import Backplate
import SnapshotTesting
internal import CPixelLoops

extension Snapshotting where Value == RenderedImage, Format == Data {
    /// Compares rendered images with a reference PNG stored beside the test
    /// (`__Snapshots__/<test file>/<name>.png`): they match when sizes are equal and no more
    /// than `maxDifferentPixels` fraction of pixels differ by more than `tolerance` (0...255)
    /// in any channel. Antialiasing and font rasterisation vary slightly between library
    /// versions, hence the tolerances. A snapshot is encoded quickly for the comparison and
    /// written at `.smallest` compression (a reference, a failure's copy) only when it is stored.
    public static func png(tolerance: UInt8 = 8, maxDifferentPixels: Double = 0.002) -> Snapshotting {
        let diffing = Diffing<Data>.diff(
            toData: { PNGSnapshotData.smallest($0) },
            fromData: { $0 },
            diffV2: { reference, actual in
                guard let a = RenderedImage(pngData: reference), let b = RenderedImage(pngData: actual) else {
                    return ("reference or actual PNG could not be decoded", [])
                }
                guard let message = ImageComparison.difference(a, b, tolerance: tolerance, maxDifferentPixels: maxDifferentPixels) else {
                    return nil
                }
                return (message, [.data(actual, name: "actual.png")])
            }
        )
        return Snapshotting(pathExtension: "png", diffing: diffing) { image in
            (try? image.pngData(compression: .fast)) ?? Data()
        }
    }
}

/// The PNG bytes `.png()` stores: verifying compares pixels, so it encodes at `.fast`; a file
/// that is kept is written at `.smallest` (libdeflate level 12 took two thirds of a
/// verification's CPU when every snapshot was encoded that way).
enum PNGSnapshotData {
    /// `png` re-encoded at `.smallest`, or unchanged when it cannot be decoded. Exact for
    /// rendered pixels: cairo's reader premultiplies what was unpremultiplied from cairo.
    static func smallest(_ png: Data) -> Data {
        guard let image = RenderedImage(pngData: png), let data = try? image.pngData(compression: .smallest) else { return png }
        return data
    }
}

/// Pixel comparison of two images.
public enum ImageComparison {
    /// `nil` when the images match within the tolerances, else a description of how they differ.
    public static func difference(_ a: RenderedImage, _ b: RenderedImage, tolerance: UInt8, maxDifferentPixels: Double) -> String? {
        guard a.width == b.width, a.height == b.height else {
            return "size differs: reference \(a.width)x\(a.height), actual \(b.width)x\(b.height)"
        }
        var worst: Int32 = 0
        // In C: the per-channel loop ran a hundred times slower as unoptimised Swift.
        let different = a.rgba.withUnsafeBufferPointer { pa in
            b.rgba.withUnsafeBufferPointer { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return 0 }
                return backplate_count_different_pixels(x, y, min(pa.count, pb.count) / 4, Int32(tolerance), &worst)
            }
        }
        let fraction = Double(different) / Double(max(a.width * a.height, 1))
        if fraction <= maxDifferentPixels { return nil }
        return "\(different) of \(a.width * a.height) pixels differ by more than \(tolerance) (worst \(worst))"
    }
}
