import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateCairo

/// The image formats iOS's `UIImage(data:)` reads beyond PNG: JPEG turned upright for its EXIF
/// orientation, WebP and GIF's first frame, and the formats Backplate refuses by name (BMP,
/// ICO); HEIC, AVIF and TIFF are HEIFAndTIFFDecodingTests'.
@Suite(.tags(.pixels)) struct ImageFormatDecodingTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// A 40 × 20 JPEG whose left half is red and right half blue, as stored.
    static let jpeg: Data = {
        var rgba = [UInt8]()
        for _ in 0..<20 { for x in 0..<40 { rgba += x < 20 ? red : blue } }
        return try! RenderedImage(width: 40, height: 20, scale: 1, rgba: rgba).jpegData(quality: 1)
    }()

    static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
    }

    static func near(_ a: [UInt8], _ b: [UInt8]) -> Bool { zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 24 } }

    @Test(arguments: [(UInt16(6), true), (6, false), (8, true), (3, false), (1, true)])
    func jpegIsTurnedUprightForItsExifOrientation(orientation: UInt16, bigEndian: Bool) throws {
        let data = BackplateTestSupport.jpeg(Self.jpeg, withExifOrientation: orientation, bigEndian: bigEndian)
        let image = try RasterImage.decode(data)
        let turned = orientation == 6 || orientation == 8
        #expect((image.width, image.height) == (turned ? (20, 40) : (40, 20)))
        // 6 turns the stored image clockwise (its left half on top), 8 counter-clockwise,
        // 3 by 180° (its left half on the right).
        let (first, second): ([UInt8], [UInt8]) = switch orientation {
        case 6: (Self.pixel(image, 10, 5), Self.pixel(image, 10, 35))
        case 8: (Self.pixel(image, 10, 35), Self.pixel(image, 10, 5))
        case 3: (Self.pixel(image, 35, 10), Self.pixel(image, 5, 10))
        default: (Self.pixel(image, 5, 10), Self.pixel(image, 35, 10))
        }
        #expect(Self.near(first, Self.red) && Self.near(second, Self.blue), "red half \(first), blue half \(second)")
        let stored = try RasterImage.decodeStored(data)
        #expect((stored.image.width, stored.image.height) == (40, 20))
        #expect(stored.orientation == ExifOrientation.orientation(exifValue: Int(orientation)))
    }

    @Test func anImageOfAnOrientedJPEGIsLaidOutUpright() throws {
        let r = ImageRenderer(content: Image(data: BackplateTestSupport.jpeg(Self.jpeg, withExifOrientation: 6), scale: 2).id("i"))
        #expect(r.layout().frame(of: "i")?.size == CGSize(width: 10, height: 20))
    }

    @Test func webpDecodesItsPixelsAndAlpha() throws {
        let rgba: [UInt8] = Self.red + Self.blue + [0, 128, 0, 255] + [255, 255, 255, 0]
        let data = try RenderedImage(width: 2, height: 2, scale: 1, rgba: rgba).webpData(lossless: true)
        let image = try RasterImage.decode(data, scale: 2)
        #expect((image.width, image.height, image.scale) == (2, 2, 2))
        let decoded: [UInt8] = Array(image.rgba[0..<12]), encoded: [UInt8] = Array(rgba[0..<12])
        #expect(decoded == encoded)
        #expect(image.rgba[15] == 0)
    }

    /// Packs LZW codes of 3 bits, least significant bit first, as GIF's data sub-blocks hold them.
    static func lzw(_ codes: [Int]) -> [UInt8] {
        var bits = 0, count = 0, out: [UInt8] = []
        for code in codes {
            bits |= code << count; count += 3
            while count >= 8 { out.append(UInt8(bits & 255)); bits >>= 8; count -= 8 }
        }
        if count > 0 { out.append(UInt8(bits & 255)) }
        return out
    }

    /// A GIF89a whose logical screen is `screen` and whose one frame (`frame` at `origin`)
    /// holds indices 0, 1, 2, 3 in data order (red, green, blue, and 3 transparent).
    static func gif(screen: (UInt8, UInt8), frame: (UInt8, UInt8), origin: (UInt8, UInt8), interlaced: Bool) -> Data {
        // Clear (4), 0, 1, clear, 2, 3, end (5): clearing keeps every code 3 bits wide.
        let data = lzw([4, 0, 1, 4, 2, 3, 5])
        let header: [UInt8] = Array("GIF89a".utf8) + [screen.0, 0, screen.1, 0, 0x91, 0, 0]
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        let control: [UInt8] = [0x21, 0xF9, 4, 1, 0, 0, 3, 0]
        let descriptor: [UInt8] = [0x2C, origin.0, 0, origin.1, 0, frame.0, 0, frame.1, 0, interlaced ? 0x40 : 0]
        return Data(header + palette + control + descriptor + [2, UInt8(data.count)] + data + [0, 0x3B])
    }

    @Test func gifDecodesItsFirstFrameOnItsLogicalScreen() throws {
        let image = try RasterImage.decode(Self.gif(screen: (3, 3), frame: (2, 2), origin: (1, 1), interlaced: false))
        #expect((image.width, image.height) == (3, 3))
        #expect(Self.pixel(image, 1, 1) == Self.red && Self.pixel(image, 2, 1) == [0, 255, 0, 255])
        #expect(Self.pixel(image, 1, 2) == Self.blue)
        // Index 3 is the transparent one; the screen outside the frame is clear.
        #expect(Self.pixel(image, 2, 2)[3] == 0 && Self.pixel(image, 0, 0)[3] == 0)
    }

    @Test func interlacedGIFRowsArriveInTheirFourPasses() throws {
        // A 1 × 4 frame's rows arrive as 0, 2 (third pass), 1 and 3 (fourth pass).
        let image = try RasterImage.decode(Self.gif(screen: (1, 4), frame: (1, 4), origin: (0, 0), interlaced: true))
        #expect(Self.pixel(image, 0, 0) == Self.red && Self.pixel(image, 0, 1) == Self.blue)
        #expect(Self.pixel(image, 0, 2) == [0, 255, 0, 255] && Self.pixel(image, 0, 3)[3] == 0)
    }

    @Test func formatsIOSReadsAndBackplateDoesNotAreNamed() {
        let bmp = Data([0x42, 0x4D, 0, 0, 0, 0])
        let ico = Data([0, 0, 1, 0, 1, 0])
        #expect(throws: ImageDecodingError.unsupportedFormat("BMP")) { try RasterImage.decode(bmp) }
        #expect(throws: ImageDecodingError.unsupportedFormat("ICO")) { try RasterImage.decode(ico) }
        #expect(throws: ImageDecodingError.unrecognizedFormat(byteCount: 4)) { try RasterImage.decode(Data([1, 2, 3, 4])) }
    }
}
