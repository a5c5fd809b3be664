import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreImage
import CoreImage.CIFilterBuiltins
import UIKit

/// `TicketQRFile.swift`: CoreImage's QR code generator as apps call it. The expected values are
/// ISO/IEC 18004's (symbol sizes per version, finder, timing and format patterns) and
/// CoreImage's layout of the output: one pixel per module inside a one-module white border.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct TicketQRTests {
    /// The 8-bit pixels of a CoreGraphics image.
    private func pixels(_ image: CGImage) -> RenderedImage { UIImage(cgImage: image).renderedImage }

    /// Whether the module at (`x`, `y`) (module coordinates, border excluded) is dark, sampled
    /// at its centre in an image of `scale` pixels per module.
    private func dark(_ image: RenderedImage, _ x: Int, _ y: Int, scale: Int = 1) -> Bool {
        let p = rgba(image, (x + 1) * scale + scale / 2, (y + 1) * scale + scale / 2)
        return p[0] < 128
    }

    /// The 15 format bits read from their second copy (below the top-right finder and beside
    /// the bottom-left one), and the same bits from the copy around the top-left finder.
    private func formatBits(_ image: RenderedImage, size: Int, scale: Int = 1) -> (Int, Int) {
        var second = 0, first = 0
        for i in 0..<8 where dark(image, size - 1 - i, 8, scale: scale) { second |= 1 << i }
        for i in 8..<15 where dark(image, 8, size - 15 + i, scale: scale) { second |= 1 << i }
        for i in 0...5 where dark(image, 8, i, scale: scale) { first |= 1 << i }
        if dark(image, 8, 7, scale: scale) { first |= 1 << 6 }
        if dark(image, 8, 8, scale: scale) { first |= 1 << 7 }
        if dark(image, 7, 8, scale: scale) { first |= 1 << 8 }
        for i in 9..<15 where dark(image, 14 - i, 8, scale: scale) { first |= 1 << i }
        return (second, first)
    }

    /// The correction level's two format bits (L 1, M 0, Q 3, H 2) when `bits` is a valid
    /// BCH(15, 5) format word under the standard mask, else nil.
    private func level(fromFormat bits: Int) -> Int? {
        let unmasked = bits ^ 0x5412, data = unmasked >> 10
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) == unmasked ? data >> 3 : nil
    }

    @Test func aShortMessageIsVersionOneInsideAOneModuleBorder() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        #expect(filter.correctionLevel == "M")
        let output = try #require(filter.outputImage)
        // Version 1 is 21 x 21 modules; CoreImage adds one white module on each side.
        #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let image = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(image.width == 23)
        #expect(rgba(image, 0, 0) == [255, 255, 255, 255])
        #expect(rgba(image, 22, 11) == [255, 255, 255, 255])
        // The three finder patterns: a dark ring, a light ring, a dark 3 x 3 centre.
        for (fx, fy) in [(0, 0), (14, 0), (0, 14)] {
            #expect(dark(image, fx, fy))
            #expect(dark(image, fx + 6, fy + 6))
            #expect(!dark(image, fx + 1, fy + 1))
            #expect(dark(image, fx + 3, fy + 3))
            #expect(dark(image, fx + 2, fy + 4))
        }
        #expect(!dark(image, 7, 7))   // the separator
        // The timing pattern (row 6, columns 8 to 12) alternates from dark; the dark module at (8, 13).
        let timing = (8...12).map { dark(image, $0, 6) }
        #expect(timing == [true, false, true, false, true])
        #expect(dark(image, 8, 13))
        let (second, first) = formatBits(image, size: 21)
        #expect(second == first)
        #expect(level(fromFormat: second) == 0)   // M
    }

    @Test(arguments: [("L", 1, 27), ("M", 0, 27), ("Q", 3, 31), ("H", 2, 31)])
    func eachCorrectionLevelChoosesItsVersionAndWritesItsFormat(letter: String, bits: Int, side: Int) throws {
        // 21 bytes: version 2 holds 32 (L) or 26 (M) of them, version 3 holds 32 (Q) or 24 (H).
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://www.apple.com".utf8)
        filter.correctionLevel = letter
        let output = try #require(filter.outputImage)
        #expect(output.extent.size == CGSize(width: side, height: side))
        let image = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        let (second, first) = formatBits(image, size: side - 2)
        #expect(second == first)
        #expect(level(fromFormat: second) == bits)
    }

    @Test func theAppsScaledCodeKeepsSharpTenPixelModules() throws {
        let image = TicketQRCode().image(for: "Hello").renderedImage
        #expect(image.width == 230)
        #expect(image.height == 230)
        #expect(rgba(image, 5, 5) == [255, 255, 255, 255])   // the border
        #expect(rgba(image, 15, 15) == [0, 0, 0, 255])   // the finder's dark ring
        #expect(rgba(image, 19, 25) == [0, 0, 0, 255])   // the last pixel of its first module...
        #expect(rgba(image, 20, 25) == [255, 255, 255, 255])   // ...then its light ring, no blend
        #expect(rgba(image, 45, 45) == [0, 0, 0, 255])   // the centre
        let (second, _) = formatBits(image, size: 21, scale: 10)
        #expect(level(fromFormat: second) == 0)
    }

    @Test func anUnsmoothedResizableImageDrawsTheModulesAsBlocks() throws {
        let code = TicketQRCode().image(for: "Hello")
        let view = Image(uiImage: code).interpolation(.none).resizable().frame(width: 115, height: 115)
        let image = try renderImage(view, scale: 2)   // 230 pixels: one per source pixel
        #expect(rgba(image, 5, 5) == [255, 255, 255, 255])
        #expect(rgba(image, 19, 25) == [0, 0, 0, 255])
        #expect(rgba(image, 20, 25) == [255, 255, 255, 255])
        let screen = try renderImage(TicketView(code: "Hello"))
        #expect(screen.width == 262)   // 230 and the default padding, 16 a side
    }

    @Test func theNamedFilterWithKeysMakesAnHLevelCode() throws {
        let image = try #require(legacyQRCode(from: "Hello"))
        #expect(image.size == CGSize(width: 69, height: 69))   // 23 modules, 3 pixels each
        let (second, first) = formatBits(image.renderedImage, size: 21, scale: 3)
        #expect(second == first)
        #expect(level(fromFormat: second) == 2)   // H
    }

    @Test func noMessageOrTooLongAMessageMakesNoImage() {
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.outputImage == nil)
        filter.message = Data(repeating: 0x61, count: 3_000)   // version 40-L holds 2,953 bytes
        filter.correctionLevel = "L"
        #expect(filter.outputImage == nil)
        #expect(CIFilter(name: "NotAFilter") == nil)
    }

    @Test func aFilterBackplateDoesNotApplyPassesItsInputAndSaysSo() throws {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("Hello".utf8)
        let input = try #require(qr.outputImage)
        let chrome = try #require(CIFilter(name: "CIPhotoEffectChrome"))
        chrome.setValue(input, forKey: kCIInputImageKey)
        let (output, warnings) = RuntimeWarning.collecting { chrome.outputImage }
        #expect(output?.extent == input.extent)
        #expect(warnings.contains { $0.contains("CIPhotoEffectChrome") })
    }

    @Test func falseColourRecoloursTheModules() throws {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("Hello".utf8)
        let colored = CIFilter.falseColor()
        colored.inputImage = qr.outputImage
        colored.color0 = CIColor(red: 0, green: 0, blue: 1)
        colored.color1 = CIColor(red: 1, green: 1, blue: 0)
        let output = try #require(colored.outputImage)
        let image = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(rgba(image, 1, 1) == [0, 0, 255, 255])   // a dark module: color0
        #expect(rgba(image, 0, 0) == [255, 255, 0, 255])   // the border: color1
    }
}
