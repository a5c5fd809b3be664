import Testing
import Foundation
@testable import Backplate

/// HEIC, AVIF and TIFF decoding under bad input: each fixture cut at 20 lengths and with seeded
/// byte flips. Every call returns an image within the budget or throws; none crashes or hangs.
@Suite(.tags(.layout, .regression)) struct HEIFAndTIFFRobustnessTests {
    static let names = ["quadrants.heic", "alpha.heic", "rotated.heic", "10bit.heic", "quadrants.avif", "alpha.avif",
                        "quadrants-lzw.tif", "quadrants-bigendian.tif", "alpha-deflate.tif", "rotated.tif", "two-pages.tif"]

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: HEIFAndTIFFDecodingTests.folder.appendingPathComponent(name))
    }

    func checkDefined(_ data: Data, _ label: String) {
        do {
            let image = try RasterImage.decode(data)
            #expect(image.width > 0 && image.height > 0 && image.width * image.height <= ImageDecodingLimits.maxPixels, "\(label)")
            #expect(image.rgba.count == image.width * image.height * 4, "\(label)")
        } catch {
            #expect(error is ImageDecodingError, "\(label): \(error)")
        }
    }

    @Test(arguments: names)
    func twentyTruncationsGiveADefinedAnswer(name: String) throws {
        let data = try Self.fixture(name)
        for step in 0..<20 { checkDefined(data.prefix(data.count * step / 20), "\(name) cut at \(data.count * step / 20)") }
    }

    @Test(arguments: names)
    func seededByteFlipsGiveADefinedAnswer(name: String) throws {
        let original = try Self.fixture(name)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(state >> 33) }
        for variant in 0..<200 {
            var bytes = [UInt8](original)
            for _ in 0..<(1 + variant % 4) { bytes[next() % bytes.count] ^= UInt8(truncatingIfNeeded: 1 + next() % 255) }
            checkDefined(Data(bytes), "\(name) variant \(variant)")
        }
    }

    @Test func manyThreadsDecodeGoodAndCutFilesAtOnce() async throws {
        // The renderer decodes on many threads: libheif contexts and libtiff's per-file error
        // handlers must not share state. Each fixture whole (decodes) and cut in half (throws).
        let files = try Self.names.map { try Self.fixture($0) }
        let results = await withTaskGroup(of: (Bool, Bool).self) { group in
            for _ in 0..<4 {
                for data in files {
                    group.addTask { (true, (try? RasterImage.decode(data)) != nil) }
                    group.addTask { (false, (try? RasterImage.decode(data.prefix(data.count / 2))) != nil) }
                }
            }
            var all: [(Bool, Bool)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 88)
        #expect(results.allSatisfy { whole, decoded in whole == decoded })
    }
}
