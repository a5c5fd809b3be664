import Testing
import Foundation
@testable import Backplate
import BackplateCairo

/// HEIC and AVIF (libheif) and TIFF (libtiff) as iOS's `UIImage(data:)` decodes them: pixels,
/// alpha, 10-bit HEVC, the files' orientations applied, the size budget and corrupt data. The
/// fixtures come from Fixtures/ImageFormats/make-image-fixtures.c (libheif's x265 and aom
/// encoders at quality 90, 4:4:4; libtiff).
@Suite(.tags(.pixels)) struct HEIFAndTIFFDecodingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/ImageFormats")

    static func fixture(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
    }

    /// Lossy HEVC and AV1 at quality 90 keep flat colours within 12/255 per channel; TIFF is exact.
    static func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 12) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// Checks the 16 × 16 quadrants (red, green / blue, white) at each quadrant's middle.
    static func expectQuadrants(_ image: RasterImage, tolerance: Int, _ label: String) {
        #expect((image.width, image.height) == (16, 16), "\(label)")
        for (x, y, colour) in [(4, 4, red), (12, 4, green), (4, 12, blue), (12, 12, white)] {
            let p = pixel(image, x, y)
            #expect(near(p, colour, tolerance), "\(label) (\(x), \(y)) is \(p), not \(colour)")
        }
    }

    @Test(arguments: ["quadrants.heic", "10bit.heic", "quadrants.avif"])
    func heifFilesDecodeTheirColours(name: String) throws {
        let image = try RasterImage.decode(Self.fixture(name), scale: 2)
        #expect(image.scale == 2)
        Self.expectQuadrants(image, tolerance: 12, name)
    }

    @Test(arguments: ["quadrants-lzw.tif", "quadrants-bigendian.tif", "two-pages.tif"])
    func tiffFilesDecodeTheirFirstPageExactly(name: String) throws {
        let image = try RasterImage.decode(Self.fixture(name), scale: 3)
        #expect(image.scale == 3)
        Self.expectQuadrants(image, tolerance: 0, name)
    }

    @Test(arguments: ["alpha.heic", "alpha.avif", "alpha-deflate.tif"])
    func alphaComesOutStraight(name: String) throws {
        // Top half opaque red, bottom half blue at alpha 128 (straight, not premultiplied).
        let image = try RasterImage.decode(Self.fixture(name))
        let top = Self.pixel(image, 8, 4), bottom = Self.pixel(image, 8, 12)
        #expect(Self.near(top, Self.red), "\(name) top \(top)")
        #expect(Self.near(bottom, [0, 0, 255, 128], name.hasSuffix(".tif") ? 1 : 12), "\(name) bottom \(bottom)")
    }

    @Test(arguments: ["rotated.heic", "rotated.tif"])
    func aQuarterTurnIsApplied(name: String) throws {
        // Stored 32 × 16, red left and blue right, turned 90° clockwise (irot / Orientation 6):
        // 16 × 32 with red on top.
        let image = try RasterImage.decode(Self.fixture(name))
        #expect((image.width, image.height) == (16, 32))
        #expect(Self.near(Self.pixel(image, 8, 4), Self.red) && Self.near(Self.pixel(image, 8, 28), Self.blue))
    }

    @Test(arguments: ["mirrored.heic", "mirrored.tif"])
    func aMirrorIsApplied(name: String) throws {
        // Stored red left and blue right, mirrored left to right (imir / Orientation 2).
        let image = try RasterImage.decode(Self.fixture(name))
        #expect((image.width, image.height) == (32, 16))
        #expect(Self.near(Self.pixel(image, 4, 8), Self.blue) && Self.near(Self.pixel(image, 28, 8), Self.red))
    }

    @Test func aTIFFReportsItsStoredPixelsAndOrientationAsImageIODoes() throws {
        let stored = try RasterImage.decodeStored(Self.fixture("rotated.tif"))
        #expect((stored.image.width, stored.image.height) == (32, 16) && stored.orientation == .right)
        #expect(Self.pixel(stored.image, 4, 8) == Self.red)
    }

    /// Writes `width` × `height` into every `ispe` box (HEIF's image size property).
    static func heif(_ data: Data, declaring width: UInt32, _ height: UInt32) -> Data {
        var bytes = [UInt8](data)
        for i in 0..<(bytes.count - 16) where bytes[i..<(i + 4)] == [0x69, 0x73, 0x70, 0x65] {
            for (k, v) in [width, height].enumerated() {
                for b in 0..<4 { bytes[i + 8 + 4 * k + b] = UInt8(truncatingIfNeeded: v >> (24 - 8 * b)) }
            }
        }
        return Data(bytes)
    }

    /// Sets a little-endian TIFF's first-directory tags (ImageWidth, ImageLength, RowsPerStrip) to LONG values.
    static func tiff(_ data: Data, setting values: [UInt16: UInt32]) -> Data {
        var bytes = [UInt8](data)
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        let ifd = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        for entry in 0..<u16(ifd) {
            let at = ifd + 2 + 12 * entry
            guard let value = values[UInt16(u16(at))] else { continue }
            bytes[at + 2] = 4; bytes[at + 3] = 0  // LONG
            bytes[at + 4] = 1; bytes[at + 5] = 0; bytes[at + 6] = 0; bytes[at + 7] = 0
            for b in 0..<4 { bytes[at + 8 + b] = UInt8(truncatingIfNeeded: value >> (8 * b)) }
        }
        return Data(bytes)
    }

    @Test func declaredSizesBeyondTheBudgetAreRefusedBeforeDecoding() throws {
        let heic = try Self.fixture("quadrants.heic"), avif = try Self.fixture("quadrants.avif")
        #expect(throws: ImageDecodingError.tooLarge(width: 40_001, height: 40_001)) {
            try RasterImage.decode(Self.heif(heic, declaring: 40_001, 40_001))
        }
        #expect(throws: ImageDecodingError.tooLarge(width: 40_001, height: 40_001)) {
            try RasterImage.decode(Self.heif(avif, declaring: 40_001, 40_001))
        }
        // Within libheif's per-side limit, beyond the 40-million-pixel budget.
        #expect(throws: ImageDecodingError.tooLarge(width: 8_000, height: 5_001)) {
            try RasterImage.decode(Self.heif(heic, declaring: 8_000, 5_001))
        }
        let tif = try Self.fixture("quadrants-lzw.tif")
        #expect(throws: ImageDecodingError.tooLarge(width: 40_001, height: 40_001)) {
            try RasterImage.decode(Self.tiff(tif, setting: [256: 40_001, 257: 40_001, 278: 40_001]))
        }
    }

    @Test(arguments: ["quadrants.heic", "quadrants.avif", "quadrants-lzw.tif"])
    func truncatedFilesAreCorrupt(name: String) throws {
        let data = try Self.fixture(name)
        for length in [16, 40, data.count / 2, data.count - 20] {
            #expect {
                try RasterImage.decode(data.prefix(length))
            } throws: { error in
                if case .corrupt = error as? ImageDecodingError { return true }
                return false
            }
        }
    }

    @Test func signaturesAndImageIOTypes() throws {
        let heic = try Self.fixture("quadrants.heic"), avif = try Self.fixture("quadrants.avif")
        #expect(HEIFDecoder.family(heic) == .heic && HEIFDecoder.family(avif) == .avif)
        // A mif1 file is typed by its compatible brands, else plain HEIF.
        let mif1 = Data([0, 0, 0, 24] + Array("ftypmif1".utf8) + [0, 0, 0, 0] + Array("mif1avif".utf8))
        #expect(HEIFDecoder.family(mif1) == .avif)
        #expect(HEIFDecoder.family(Data([0, 0, 0, 16] + Array("ftypmif1".utf8) + [0, 0, 0, 0])) == .heif)
        #expect(HEIFDecoder.family(Data([0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 0, 0])) == nil)
        #expect(TIFFDecoder.recognizes(try Self.fixture("quadrants-bigendian.tif")))
        #expect(TIFFDecoder.recognizes(try Self.fixture("quadrants-lzw.tif")))
    }
}
