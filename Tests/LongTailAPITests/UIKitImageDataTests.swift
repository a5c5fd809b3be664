import Testing
import BackplateTestSupport
import Foundation
import UIKit

// A model as SwiftUI apps write it: synthesised Equatable/Hashable over a UIImage.
private struct Thumbnail: Hashable {
    let id: Int
    let image: UIImage
}

@Suite("UIKit image data") struct UIKitImageDataTests {
    private func swatch(_ color: UIColor, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format).image { context in
            context.cgContext.setFillColor(color.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
    }

    @Test func imagesAreEqualWhenTheirDataIs() throws {
        let red = swatch(.red)
        let png = try #require(red.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(red == red && red.isEqual(red))
        #expect(red == decoded && red.hashValue == decoded.hashValue)
        #expect(red != swatch(.blue))
        #expect(red != swatch(.red, scale: 2))
        #expect(!red.isEqual("red") && !red.isEqual(nil))
        #expect(Thumbnail(id: 1, image: red) == Thumbnail(id: 1, image: decoded))
        #expect(Thumbnail(id: 1, image: red) != Thumbnail(id: 2, image: red))
        #expect(Set([red, decoded, swatch(.blue)]).count == 2)
    }

    @Test func rendererJPEGDataIsARealJPEG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            for x in stride(from: 10, to: 20, by: 1) {
                (x.isMultiple(of: 2) ? UIColor.black : UIColor.white).setFill()
                context.fill(CGRect(x: CGFloat(x), y: 0, width: 1, height: 10))
            }
        }
        let best = renderer.jpegData(withCompressionQuality: 1, actions: draw)
        let smallest = renderer.jpegData(withCompressionQuality: 0, actions: draw)
        #expect(Array(best.prefix(3)) == [0xFF, 0xD8, 0xFF] && Array(best.suffix(2)) == [0xFF, 0xD9])
        #expect(smallest.count < best.count)
        let decoded = try #require(UIImage(data: best))
        #expect(decoded.renderedImage.width == 40 && decoded.renderedImage.height == 20)
        let blue = decoded.renderedImage.pixel(x: 8, y: 10)
        #expect(blue.red <= 4 && abs(Int(blue.green) - 128) <= 4 && blue.blue >= 251 && blue.alpha == 255)
    }

    @Test func rendererPNGDataKeepsScaleAndTransparency() throws {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 4)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let signature: [UInt8] = Array(png.prefix(4))
        #expect(signature == [0x89, 0x50, 0x4E, 0x47])
        let image = try #require(UIImage(data: png, scale: 3))
        #expect(image.size == CGSize(width: 5, height: 4) && image.renderedImage.width == 15)
        let red = image.renderedImage.pixel(x: 1, y: 1), clear = image.renderedImage.pixel(x: 12, y: 1)
        #expect(red.red == 255 && red.green == 0 && red.alpha == 255 && clear.alpha == 0)
    }
}
