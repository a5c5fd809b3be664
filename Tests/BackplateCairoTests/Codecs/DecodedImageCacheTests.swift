import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCairo
@_spi(BackplateBackend) import BackplateCore

/// File data decoded again (a model's photo, `UIImage(data:)` in every body evaluation) comes
/// from the last decodes, found by the same bytes in any `Data`, never by bytes that differ.
@Suite struct DecodedImageCacheTests {
    /// A 300 × 200 PNG of noise (about 240 KB: above the size worth keeping).
    static func noisePNG(seed: UInt8) throws -> Data {
        var rgba = [UInt8](repeating: 255, count: 300 * 200 * 4)
        var value = UInt32(seed) &* 2_654_435_761
        for index in rgba.indices where index % 4 != 3 {
            value = value &* 1_664_525 &+ 1_013_904_223
            rgba[index] = UInt8(truncatingIfNeeded: value >> 24)
        }
        return try RenderedImage(width: 300, height: 200, scale: 1, rgba: rgba).pngData()
    }

    static func image(_ side: Int, _ value: UInt8) -> RasterImage {
        RasterImage(width: side, height: side, rgba: [UInt8](repeating: value, count: side * side * 4), scale: 1)!
    }

    @Test func theSameBytesInAnotherDataAreNotDecodedAgain() throws {
        let png = try Self.noisePNG(seed: 7)
        #expect(png.count > DecodedImageCache.minimumDataBytes)
        let first = try RasterImage.decode(png, scale: 2)
        // A new Data with the same bytes (what `pngData()` gives each call) finds the decode.
        let copy = Data(Array(png))
        let kept = try #require(DecodedImageCache.shared.image(for: copy, scale: 2))
        #expect(kept == first && kept.width == 300 && kept.height == 200)
        #expect(try RasterImage.decode(copy, scale: 2) == first)
    }

    @Test func bytesTheSampleSkipsStillTellDataApart() throws {
        let cache = DecodedImageCache()
        let data = Data((0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var other = data
        // Not among the first or last 256 bytes, nor the 64 spread ones (multiples of 625).
        other[20_001] &+= 1
        #expect(DecodedImageCache.sample(data) == DecodedImageCache.sample(other))
        cache.store(Self.image(4, 10), for: data, scale: 1)
        #expect(cache.image(for: data, scale: 1) == Self.image(4, 10))
        #expect(cache.image(for: other, scale: 1) == nil)
        // Small files are not kept.
        cache.store(Self.image(4, 20), for: Data(count: 1000), scale: 1)
        #expect(cache.image(for: Data(count: 1000), scale: 1) == nil)
    }

    @Test func theLeastRecentlyUsedGoFirstWithinTheLimits() throws {
        let cache = DecodedImageCache()
        let datas = (0..<30).map { index in Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &+ index * 7) }) }
        for (index, data) in datas.enumerated() {
            cache.store(Self.image(8, UInt8(index)), for: data, scale: 1)
            if index > 0 { _ = cache.image(for: datas[0], scale: 1) }   // the first stays in use
        }
        #expect(cache.count == DecodedImageCache.maximumEntries)
        #expect(cache.image(for: datas[0], scale: 1) == Self.image(8, 0))
        #expect(cache.image(for: datas[1], scale: 1) == nil)
        #expect(cache.image(for: datas[29], scale: 1) == Self.image(8, 29))
        // An image of more than a quarter of the byte limit is not kept (3,000 × 3,000 is 36 MB).
        cache.store(Self.image(3000, 1), for: datas[1], scale: 1)
        #expect(cache.image(for: datas[1], scale: 1) == nil)
    }
}
