import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Cairo draws straight into the rendered image's own bytes, which are cleared first and
/// turned from premultiplied ARGB into straight RGBA in place when the image's `rgba` is
/// first read (`CairoRenderer.renderImage`, `RenderedPixels`).
@Suite(.tags(.pixels)) struct RenderBufferTests {
    /// The in-place conversion gives the bytes of the two-buffer conversion for every alpha
    /// and component value (the table of `straightAlphaConversionMatchesDivision`).
    @Test func inPlaceConversionMatchesTheCopyingOne() {
        var words = [UInt32](repeating: 0, count: 256 * 256)
        for a in 0..<256 {
            for v in 0..<256 { words[a * 256 + v] = UInt32(a) << 24 | UInt32(v) << 16 | UInt32(255 - v) << 8 | UInt32((v * 7) & 255) }
        }
        let copied = words.withUnsafeBytes { StraightAlpha.convert($0.baseAddress!, width: 256, height: 256, rowBytes: 1024, opaque: false) }
        var inPlace = words
        inPlace.withUnsafeMutableBytes { StraightAlpha.convertInPlace($0.baseAddress!, pixelCount: 256 * 256) }
        let bytes = inPlace.withUnsafeBytes { Array($0) }
        #expect(bytes == copied)
        // Half-alpha 64 becomes 128; opaque pixels are only reordered to RGBA.
        // Typed offsets: literal index arithmetic inside `#expect` took 0.4 s to type-check.
        let halfAt: Int = (128 * 256 + 64) * 4, opaqueAt: Int = (255 * 256 + 10) * 4
        let opaquePixel: [UInt8] = Array(bytes[opaqueAt..<opaqueAt + 4])
        #expect(bytes[halfAt] == 128)
        #expect(opaquePixel == [10, 245, 70, 255])
    }

    /// Runs of eight opaque pixels take the vector path, the rest the per-pixel one; both give
    /// RGBA with red and blue in place, and RGB24's alpha bits are ignored.
    @Test func vectorAndScalarPathsAgree() {
        // 8 opaque pixels, then 8 with one translucent among them, then 3 left over.
        var words = [UInt32]()
        for i in 0..<19 {
            let r = UInt32(i) << 16, g = UInt32(100 + i) << 8, b = UInt32(200 + i)
            words.append(0xFF00_0000 | r | g | b)
        }
        words[12] = 0x8040_2010
        let out = words.withUnsafeBytes { StraightAlpha.convert($0.baseAddress!, width: 19, height: 1, rowBytes: 76, opaque: false) }
        for i in 0..<19 where i != 12 {
            let expected: [UInt8] = [UInt8(i), UInt8(100 + i), UInt8(200 + i), 255]
            #expect(Array(out[i * 4..<i * 4 + 4]) == expected)
        }
        // 0x40, 0x20, 0x10 at alpha 0x80: doubled (rounded), 128, 64, 32.
        let halfAlpha: [UInt8] = Array(out[48..<52])
        #expect(halfAlpha == [128, 64, 32, 128])
        // RGB24: the top byte is not alpha.
        let rgb = [UInt32](repeating: 0x0012_3456, count: 9).withUnsafeBytes {
            StraightAlpha.convert($0.baseAddress!, width: 9, height: 1, rowBytes: 36, opaque: true)
        }
        #expect(rgb == Array([[UInt8]](repeating: [0x12, 0x34, 0x56, 255], count: 9).joined()))
    }

    /// Runs of sixteen opaque white pixels (a page's background) are left as they are in
    /// place and copied as white otherwise; runs of sixteen opaque pixels are swapped in
    /// vectors; a run with any other pixel in any of its sixteen places (near-white, opaque
    /// coloured, translucent white, transparent with white colour bits) converts every pixel
    /// as the per-pixel division does, in place and copying alike.
    @Test func whiteRunsKeepTheirBytesAndMixedRunsConvertEveryPixel() {
        func straight(_ p: UInt32, opaque: Bool) -> [UInt8] {
            let a = opaque ? 255 : Int(p >> 24)
            guard a > 0 else { return [0, 0, 0, 0] }
            func c(_ v: UInt32) -> UInt8 {
                let level: Int = (Int(v & 0xFF) * 255 + a / 2) / a
                return UInt8(min(255, level))
            }
            return [c(p >> 16), c(p >> 8), c(p), UInt8(a)]
        }
        let odd: [UInt32] = [0xFFFF_FFFE, 0xFFFE_FFFF, 0xFFFF_FEFF, 0xFF33_4155, 0xFEFE_FEFE, 0x80FF_FFFF, 0x00FF_FFFF, 0x0000_0000]
        // Per odd pixel and place: 16 pixels with it at that place, 16 white, then 5 white left over.
        var words = [UInt32]()
        for o in odd {
            for place in 0..<16 {
                for i in 0..<16 { words.append(i == place ? o : 0xFFFF_FFFF) }
                words += [UInt32](repeating: 0xFFFF_FFFF, count: 16)
            }
        }
        // Sixteen different opaque colours (one vector run), then the same with one translucent.
        let colours: [UInt32] = (0..<16).map { (i: Int) -> UInt32 in
            let r = UInt32(i * 9) << 16, g = UInt32(100 + i) << 8, b = UInt32(200 + i)
            return 0xFF00_0000 | r | g | b
        }
        words += colours
        words += colours.enumerated().map { $0.offset == 11 ? 0x8040_2010 : $0.element }
        words += [UInt32](repeating: 0xFFFF_FFFF, count: 5)
        let expected = Array(words.map { straight($0, opaque: false) }.joined())
        let copied = words.withUnsafeBytes { StraightAlpha.convert($0.baseAddress!, width: words.count, height: 1, rowBytes: words.count * 4, opaque: false) }
        #expect(copied == expected)
        var inPlace = words
        inPlace.withUnsafeMutableBytes { StraightAlpha.convertInPlace($0.baseAddress!, pixelCount: words.count) }
        #expect(inPlace.withUnsafeBytes { Array($0) } == expected)
        // A white run straight from cairo is 0xFFFFFFFF: its RGBA bytes are all 255.
        let whiteRun: [UInt8] = Array(expected[16 * 4..<32 * 4]), white = [UInt8](repeating: 255, count: 64)
        #expect(whiteRun == white)
        // The sixteen colours come out as RGBA with red and blue in place.
        let base = 16 * 32 * odd.count
        for i in 0..<16 {
            let at: Int = (base + i) * 4
            let pixel: [UInt8] = Array(expected[at..<at + 4]), colour: [UInt8] = [UInt8(i * 9), UInt8(100 + i), UInt8(200 + i), 255]
            #expect(pixel == colour)
        }
        // RGB24: white with any top byte is white, sixteen at a time and one by one; sixteen
        // colours with any top byte are opaque.
        let rgb = ([UInt32](repeating: 0x00FF_FFFF, count: 16) + [0x12FF_FFFF, 0x0012_3456]).withUnsafeBytes {
            StraightAlpha.convert($0.baseAddress!, width: 18, height: 1, rowBytes: 72, opaque: true)
        }
        #expect(rgb == Array([[UInt8]](repeating: [255, 255, 255, 255], count: 17).joined()) + [0x12, 0x34, 0x56, 255])
        // The top byte is the blue byte's value, not 0xFF.
        let garbageAlpha: [UInt32] = colours.map { (c: UInt32) -> UInt32 in (c & 0x00FF_FFFF) | ((c & 0xFF) << 24) }
        let rgbColours = garbageAlpha.withUnsafeBytes {
            StraightAlpha.convert($0.baseAddress!, width: 16, height: 1, rowBytes: 64, opaque: true)
        }
        #expect(rgbColours == Array(colours.map { straight($0, opaque: true) }.joined()))
        // In place over a buffer shorter than a run: every pixel converted.
        var short: [UInt32] = [0xFFFF_FFFF, 0xFF33_4155, 0xFFFF_FFFF]
        short.withUnsafeMutableBytes { StraightAlpha.convertInPlace($0.baseAddress!, pixelCount: 3) }
        let shortBytes: [UInt8] = short.withUnsafeBytes { Array($0) }
        #expect(shortBytes == [255, 255, 255, 255, 0x33, 0x41, 0x55, 255, 255, 255, 255, 255])
    }

    /// Where nothing is drawn the image is transparent black, however the memory it was
    /// given was filled before; a translucent fill comes out unpremultiplied.
    @Test func undrawnPixelsAreTransparentAndTranslucentOnesStraight() throws {
        // Leave freed, non-zero memory of the size the render will ask for.
        for _ in 0..<4 { _ = [UInt8](repeating: 0xAB, count: 40 * 40 * 4) }
        let view = Circle().fill(Color(red: 1, green: 0, blue: 0).opacity(0.5)).frame(width: 20, height: 20).padding(10)
        for _ in 0..<3 {
            let image = try ImageRenderer(content: view).render()
            #expect(image.width == 40 && image.height == 40)
            // The padding's corners: nothing drawn.
            for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (2, 20)] {
                #expect(image.pixel(x: x, y: y) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0))
            }
            // The circle's centre: pure red at half alpha (cairo's 8-bit alpha for 0.5 is 128).
            #expect(image.pixel(x: 20, y: 20) == RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128))
        }
    }

    /// Renders of different sizes one after another (buffers of different lengths reused by
    /// the allocator) each keep only their own drawing.
    @Test func consecutiveRendersOfDifferentSizesDoNotLeakIntoEachOther() throws {
        let opaque = try ImageRenderer(content: Color(red: 0, green: 0, blue: 1).frame(width: 64, height: 64)).render()
        #expect(opaque.pixel(x: 30, y: 30) == RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let small = try ImageRenderer(content: Rectangle().fill(Color(red: 0, green: 1, blue: 0)).frame(width: 8, height: 8).padding(24)).render()
        #expect(small.width == 56 && small.height == 56)
        var drawn = 0
        for y in 0..<56 { for x in 0..<56 where small.pixel(x: x, y: y).alpha > 0 { drawn += 1 } }
        #expect(drawn == 64)
        #expect(small.pixel(x: 28, y: 28) == RenderedImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    /// The first read converts a fresh render's pixels once: many threads reading a fresh
    /// image at the same moment all get the straight bytes (not a half-converted buffer, not
    /// a second conversion that would swap red and blue back), and its PNG, read before
    /// anything else, decodes to those bytes.
    @Test func firstReadsFromManyThreadsSeeOneConversion() throws {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0.5, blue: 0)
            Color(red: 0, green: 0, blue: 1).opacity(0.5)
        }.frame(width: 40, height: 10)
        let expectedLeft = RenderedImage.Pixel(red: 255, green: 128, blue: 0, alpha: 255)
        let expectedRight = RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 128)
        for _ in 0..<20 {
            let image = try ImageRenderer(content: view).render()
            let reads = ReadResults(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { i in reads.set(i, image.rgba) }
            let first = reads.values[0]
            #expect(reads.values.allSatisfy { $0 == first })
            #expect(image.pixel(x: 5, y: 5) == expectedLeft)
            #expect(image.pixel(x: 35, y: 5) == expectedRight)
            #expect(image.rgba == first)
        }
        let unread = try ImageRenderer(content: view).render()
        let decoded = try #require(RenderedImage(pngData: try unread.pngData(), scale: 1))
        #expect(decoded.rgba == unread.rgba)
        #expect(decoded.pixel(x: 35, y: 5) == expectedRight)
    }
}

/// The arrays threads read, one slot each.
private final class ReadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[UInt8]]
    init(count: Int) { slots = Array(repeating: [], count: count) }
    func set(_ i: Int, _ value: [UInt8]) { lock.lock(); slots[i] = value; lock.unlock() }
    var values: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return slots }
}
