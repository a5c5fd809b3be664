import Testing
import Backplate
import BackplateSnapshotTesting

/// `.png()`'s comparison: a pixel counts as different when one of its four channels moves by
/// more than the tolerance, and the images match while such pixels are at most the allowed share.
@Suite("Image comparison: tolerance per channel, share of differing pixels")
struct ImageComparisonTests {
    /// A 100 × 100 grey image whose first `changed` pixels have red raised by `by`.
    static func image(changed: Int = 0, by: UInt8 = 0) -> RenderedImage {
        var rgba = [UInt8](repeating: 128, count: 100 * 100 * 4)
        for i in 0..<changed { rgba[i * 4] = 128 + by }
        return RenderedImage(width: 100, height: 100, scale: 1, rgba: rgba)
    }

    @Test func identicalImagesMatch() {
        #expect(ImageComparison.difference(Self.image(), Self.image(), tolerance: 0, maxDifferentPixels: 0) == nil)
    }

    @Test func differencesWithinTheToleranceAreNotCounted() {
        #expect(ImageComparison.difference(Self.image(), Self.image(changed: 10_000, by: 8), tolerance: 8, maxDifferentPixels: 0) == nil)
        #expect(ImageComparison.difference(Self.image(), Self.image(changed: 1, by: 9), tolerance: 8, maxDifferentPixels: 0)
                == "1 of 10000 pixels differ by more than 8 (worst 9)")
    }

    /// 20 pixels over the tolerance are 0.2% of 10,000: allowed at 0.002, not at 0.001; the pixels
    /// lie in runs the comparison skips 64 at a time when equal, and one sits past the last full run.
    @Test func theShareOfDifferingPixelsDecides() {
        let changed = Self.image(changed: 20, by: 40)
        #expect(ImageComparison.difference(Self.image(), changed, tolerance: 8, maxDifferentPixels: 0.002) == nil)
        #expect(ImageComparison.difference(Self.image(), changed, tolerance: 8, maxDifferentPixels: 0.001)
                == "20 of 10000 pixels differ by more than 8 (worst 40)")
        var rgba = Self.image().rgba
        rgba[9_999 * 4 + 3] = 0
        #expect(ImageComparison.difference(Self.image(), RenderedImage(width: 100, height: 100, scale: 1, rgba: rgba), tolerance: 8, maxDifferentPixels: 0)
                == "1 of 10000 pixels differ by more than 8 (worst 128)")
    }

    @Test func sizesMustAgree() {
        let small = RenderedImage(width: 10, height: 10, scale: 1, rgba: [UInt8](repeating: 0, count: 400))
        #expect(ImageComparison.difference(Self.image(), small, tolerance: 8, maxDifferentPixels: 1)
                == "size differs: reference 100x100, actual 10x10")
    }
}
