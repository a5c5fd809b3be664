import Testing
import Foundation
import BackplateCore
import CoreImage

/// `CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:)` as apps call it: the
/// region of `bounds` lands at the start of the caller's memory with its top row first,
/// premultiplied, in linear values when no colour space is given (unless the working space is
/// `NSNull()`), transparent black outside the image; bad bounds, short rows and formats
/// Backplate does not write leave the memory untouched, with a runtime warning.
@Suite struct CIContextBitmapTests {
    /// A context that does no colour management, so 8-bit values pass through unchanged.
    private let unmanaged = CIContext(options: [.workingColorSpace: NSNull()])

    /// `count` bytes of `fill`, rendered into by `body`.
    private func bytes(_ count: Int, fill: UInt8 = 0xAA, _ body: (UnsafeMutableRawPointer) -> Void) -> [UInt8] {
        var buffer = [UInt8](repeating: fill, count: count)
        buffer.withUnsafeMutableBytes { body($0.baseAddress!) }
        return buffer
    }

    /// Whether a warning starting with `prefix` was emitted while `body` ran.
    private func warns(_ prefix: String, _ body: () -> Void) -> Bool {
        RuntimeWarning.collecting(body).warnings.contains { $0.hasPrefix(prefix) }
    }

    /// A 2 x 2 image whose top row is red and bottom row blue (drawn y-up, as CoreGraphics does).
    private func redOverBlue() throws -> CIImage {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        return CIImage(cgImage: try #require(context.makeImage()))
    }

    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    @Test func aColourCroppedToFourByTwoFillsEveryPixel() {
        let image = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(image.extent == CGRect(x: 0, y: 0, width: 4, height: 2))
        let out = bytes(4 * 4 * 2) {
            CIContext().render(image, toBitmap: $0, rowBytes: 16, bounds: image.extent, format: .RGBA8, colorSpace: nil)
        }
        #expect(out == Array([[UInt8]](repeating: red, count: 8).joined()))
    }

    @Test func aColourImageIsInfiniteUntilCropped() {
        let image = CIImage(color: .blue)
        #expect(image.extent.isInfinite)
        #expect(CIContext().createCGImage(image, from: image.extent) == nil)
        let far = image.cropped(to: CGRect(x: 1_000, y: -500, width: 3, height: 1))
        let out = bytes(12) { unmanaged.render(far, toBitmap: $0, rowBytes: 12, bounds: far.extent, format: .RGBA8, colorSpace: nil) }
        #expect(out == blue + blue + blue)
    }

    @Test func theFirstRowInMemoryIsTheTopOfTheBounds() throws {
        let image = try redOverBlue()
        let out = bytes(16) { unmanaged.render(image, toBitmap: $0, rowBytes: 8, bounds: image.extent, format: .RGBA8, colorSpace: nil) }
        // Typed operands: array `+` and slices inside `#expect` took 0.2-0.7 s to type-check.
        let topRow: [UInt8] = Array(out[0..<8]), bottomRow: [UInt8] = Array(out[8..<16])
        #expect(topRow == red + red)
        #expect(bottomRow == blue + blue)
        // The region lands at the start of the memory whatever its origin.
        let top = bytes(8) { unmanaged.render(image, toBitmap: $0, rowBytes: 8, bounds: CGRect(x: 0, y: 1, width: 2, height: 1), format: .RGBA8, colorSpace: nil) }
        #expect(top == red + red)
        let bottom = bytes(8) { unmanaged.render(image, toBitmap: $0, rowBytes: 8, bounds: CGRect(x: 0, y: 0, width: 2, height: 1), format: .RGBA8, colorSpace: nil) }
        #expect(bottom == blue + blue)
    }

    @Test func boundsOutsideTheExtentAreTransparentBlack() {
        let image = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        let out = bytes(16) { unmanaged.render(image, toBitmap: $0, rowBytes: 16, bounds: CGRect(x: -1, y: 0, width: 4, height: 1), format: .RGBA8, colorSpace: nil) }
        #expect(out == clear + red + red + clear)
    }

    @Test func byteOrderFollowsTheFormat() {
        let image = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        func render(_ format: CIFormat, _ count: Int) -> [UInt8] {
            bytes(count) { unmanaged.render(image, toBitmap: $0, rowBytes: count, bounds: image.extent, format: format, colorSpace: nil) }
        }
        #expect(render(.RGBA8, 4) == [255, 128, 0, 255])
        #expect(render(.BGRA8, 4) == [0, 128, 255, 255])
        #expect(render(.ARGB8, 4) == [255, 255, 128, 0])
        #expect(render(.R8, 1) == [255])
        #expect(render(.A8, 1) == [255])
    }

    @Test func floatFormatsCarryTheRenderedValues() {
        let image = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        var floats = [Float](repeating: -1, count: 8)
        floats.withUnsafeMutableBytes {
            unmanaged.render(image, toBitmap: $0.baseAddress!, rowBytes: 32, bounds: image.extent, format: .RGBAf, colorSpace: nil)
        }
        #expect(floats[0] == 1 && floats[2] == 0 && floats[3] == 1)
        #expect(abs(floats[1] - 128 / 255) < 0.0001)
        let second: [Float] = Array(floats[4..<8]), first: [Float] = Array(floats[0..<4])
        #expect(second == first)
        var halves = [Float16](repeating: -1, count: 4)
        halves.withUnsafeMutableBytes {
            unmanaged.render(image, toBitmap: $0.baseAddress!, rowBytes: 8, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBAh, colorSpace: nil)
        }
        #expect(halves[0] == 1 && halves[2] == 0 && halves[3] == 1)
        #expect(abs(Float(halves[1]) - 128 / 255) < 0.001)
    }

    @Test func withoutAColourSpaceADefaultContextWritesLinearValues() {
        let grey = CIImage(color: CIColor(red: 0.5, green: 0.5, blue: 0.5)).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let linear = bytes(4) { CIContext().render(grey, toBitmap: $0, rowBytes: 4, bounds: grey.extent, format: .RGBA8, colorSpace: nil) }
        #expect(linear == [55, 55, 55, 255])
        let sRGB = bytes(4) {
            CIContext().render(grey, toBitmap: $0, rowBytes: 4, bounds: grey.extent, format: .RGBA8, colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
        }
        #expect(sRGB == [128, 128, 128, 255])
        let linearSpace = bytes(4) {
            unmanaged.render(grey, toBitmap: $0, rowBytes: 4, bounds: grey.extent, format: .RGBA8, colorSpace: CGColorSpace(name: CGColorSpace.linearSRGB))
        }
        #expect(linearSpace == [128, 128, 128, 255], "no colour management at all when the working space is NSNull")
    }

    @Test func colourIsPremultipliedUnlessTheContextSaysOtherwise() {
        let half = CIImage(color: CIColor(red: 1, green: 0, blue: 0, alpha: 0.5)).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let premultiplied = bytes(4) { unmanaged.render(half, toBitmap: $0, rowBytes: 4, bounds: half.extent, format: .RGBA8, colorSpace: nil) }
        #expect(premultiplied == [128, 0, 0, 128])
        let straightContext = CIContext(options: [.workingColorSpace: NSNull(), .outputPremultiplied: false])
        let straight = bytes(4) { straightContext.render(half, toBitmap: $0, rowBytes: 4, bounds: half.extent, format: .RGBA8, colorSpace: nil) }
        #expect(straight == [255, 0, 0, 128])
    }

    @Test func paddingAndMemoryPastTheLastRowAreUntouched() {
        let image = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 3))
        // Two rows of 12 bytes (8 of pixels, 4 of padding) and 8 guard bytes: a height of 2.7 is 2 rows.
        let out = bytes(32) { unmanaged.render(image, toBitmap: $0, rowBytes: 12, bounds: CGRect(x: 0, y: 0, width: 2.9, height: 2.7), format: .RGBA8, colorSpace: nil) }
        let padding: [UInt8] = [0xAA, 0xAA, 0xAA, 0xAA]
        let expected: [UInt8] = red + red + padding + red + red + padding + padding + padding
        #expect(out == expected)
    }

    @Test func badBoundsAndShortRowsWriteNothing() {
        let image = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        let untouched = [UInt8](repeating: 0xAA, count: 64)
        let badBounds: [CGRect] = [
            .zero, CGRect(x: 0, y: 0, width: 0.5, height: 4), CGRect(x: 0, y: 0, width: -4, height: 4),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), CGRect(x: CGFloat.infinity, y: 0, width: 4, height: 4),
            .infinite, .null, CGRect(x: 0, y: 0, width: 20_000, height: 1),
        ]
        for bounds in badBounds {
            var out: [UInt8] = []
            #expect(warns("CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:): bounds") {
                out = bytes(64) { CIContext().render(image, toBitmap: $0, rowBytes: 16, bounds: bounds, format: .RGBA8, colorSpace: nil) }
            })
            #expect(out == untouched, "bounds \(bounds)")
        }
        var out: [UInt8] = []
        #expect(warns("CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:): rowBytes 12") {
            out = bytes(64) { CIContext().render(image, toBitmap: $0, rowBytes: 12, bounds: image.extent, format: .RGBA8, colorSpace: nil) }
        })
        #expect(out == untouched)
    }

    @Test func formatsBackplateDoesNotWriteAreLeftAlone() {
        let image = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        for format in [CIFormat.L8, .RGBA16, .LA8, .RGBXf] {
            var out: [UInt8] = []
            #expect(warns("CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:): format \(format.rawValue)") {
                out = bytes(16) { CIContext().render(image, toBitmap: $0, rowBytes: 16, bounds: image.extent, format: format, colorSpace: nil) }
            })
            let untouched = [UInt8](repeating: 0xAA, count: 16)
            #expect(out == untouched)
        }
    }

    @Test func clampedToExtentRepeatsTheEdgePixels() throws {
        let image = try redOverBlue().clampedToExtent()
        #expect(image.extent.isInfinite)
        let out = bytes(16) { unmanaged.render(image, toBitmap: $0, rowBytes: 4, bounds: CGRect(x: 7, y: -3, width: 1, height: 4), format: .RGBA8, colorSpace: nil) }
        // The bounds run from the bottom (blue) row down into the space below it, where that row repeats.
        let expected: [UInt8] = blue + blue + blue + blue
        #expect(out == expected)
        let above = bytes(4) { unmanaged.render(image, toBitmap: $0, rowBytes: 4, bounds: CGRect(x: -9, y: 40, width: 1, height: 1), format: .RGBA8, colorSpace: nil) }
        #expect(above == red)
    }

    @Test func formatsHaveCoreImagesRawValues() {
        #expect(CIFormat.RGBA8.rawValue == 264)
        #expect(CIFormat.BGRA8.rawValue == 266)
        #expect(CIFormat.ARGB8.rawValue == 516)
        #expect(CIFormat.RGBAf.rawValue == 2312)
        #expect(CIFormat.RGBA16.rawValue == 1800)
        #expect(CIFormat.A8.rawValue == 257)
        #expect(CIFormat.R8.rawValue == 261)
        #expect(CIContextOption.outputPremultiplied.rawValue == "output_premultiplied")
    }
}
