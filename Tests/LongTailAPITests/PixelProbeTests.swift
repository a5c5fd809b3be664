import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import CoreGraphics

/// `PixelProbeFile.swift`: bitmap `CGContext`s and UIKit's image context as apps use them.
/// CoreGraphics' rules: a bitmap context's y axis points up from its bottom-left corner and
/// its memory holds the top row first; UIKit's image context is y-down in points at its scale.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct PixelProbeTests {
    /// A 2 x 2 image: red, green on top; blue, white below.
    private func quadrants(bottomRight: Color = Color(red: 1, green: 1, blue: 1)) throws -> UIImage {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 1, blue: 0) }
            HStack(spacing: 0) { Color(red: 0, green: 0, blue: 1); bottomRight }
        }
        .frame(width: 2, height: 2)
        return UIImage(renderedImage: try renderImage(view))
    }

    @Test func aOnePixelContextReadsThePixelUnderAYUpPoint() throws {
        let image = try quadrants()
        let bottomLeft = try #require(image.pixelColor(at: CGPoint(x: 0, y: 0)))
        let bottomLeftRGBA: [UInt8] = [bottomLeft.red, bottomLeft.green, bottomLeft.blue, bottomLeft.alpha]
        #expect(bottomLeftRGBA == [0, 0, 255, 255])
        let topRight = try #require(image.pixelColor(at: CGPoint(x: 1, y: 1)))
        let topRightRGBA: [UInt8] = [topRight.red, topRight.green, topRight.blue, topRight.alpha]
        #expect(topRightRGBA == [0, 255, 0, 255])
        let outside = try #require(image.pixelColor(at: CGPoint(x: 5, y: 5)))
        #expect(outside.alpha == 0)
    }

    @Test func aBitmapContextStoresTheTopRowFirstInItsByteOrder() throws {
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
        #expect(context.bytesPerRow == 16)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))   // y up: the bottom row
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        let bottomRow: [UInt8] = [bytes[16], bytes[17], bytes[18], bytes[19]], topRow: [UInt8] = [bytes[0], bytes[1], bytes[2], bytes[3]]
        #expect(bottomRow == [0, 0, 255, 255])   // B, G, R, A
        #expect(topRow == [0, 0, 0, 0])
        let image = UIImage(cgImage: try #require(context.makeImage())).renderedImage
        #expect(rgba(image, 2, 1) == [255, 0, 0, 255])
        #expect(rgba(image, 2, 0)[3] == 0)
    }

    @Test func halfTransparentDrawingIsKeptPremultiplied() throws {
        let stripes = UIImage(cgImage: try #require(bannerStripes(width: 20, height: 20))).renderedImage
        #expect(rgba(stripes, 5, 15) == [255, 0, 0, 255])
        let blue = rgba(stripes, 5, 5)
        #expect(blue[2] >= 253 && blue[0] == 0)
        #expect(abs(blue[3] - 128) <= 1)
        #expect(rgba(stripes, 15, 5)[3] == 0)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func aGreyContextKeepsBlackAndWhite() throws {
        let source = try quadrants(bottomRight: Color(red: 0, green: 0, blue: 0))
        let cgImage = try #require(source.cgImage)
        let thumbnail = try #require(greyThumbnail(of: cgImage, width: 2, height: 2))
        let grey = UIImage(cgImage: thumbnail).renderedImage
        #expect(rgba(grey, 1, 1) == [0, 0, 0, 255])   // the black bottom-right
        #expect(rgba(grey, 0, 0)[0] == rgba(grey, 0, 0)[2])   // one grey in all three
    }

    @Test func theImageContextDrawsUprightAtItsScale() throws {
        let resized = try #require(try quadrants().resized(to: CGSize(width: 4, height: 4)))
        #expect(resized.size == CGSize(width: 4, height: 4))
        #expect(resized.scale == 3)   // scale 0: the main screen's
        let image = resized.renderedImage
        #expect(close(image.pixel(x: 1, y: 1), 255, 0, 0))
        #expect(close(image.pixel(x: 10, y: 1), 0, 255, 0))
        #expect(close(image.pixel(x: 1, y: 10), 0, 0, 255))
        #expect(close(image.pixel(x: 10, y: 10), 255, 255, 255))
        #expect(UIGraphicsGetCurrentContext() == nil)

        let dot = UIImage.dot(color: .red, diameter: 20)
        #expect(dot.size == CGSize(width: 20, height: 20))
        #expect(rgba(dot.renderedImage, 20, 20) == [255, 0, 0, 255])
        #expect(rgba(dot.renderedImage, 1, 1)[3] == 0)
    }

    @Test func aRenderersContextIsCurrentWhileItsActionsRun() throws {
        var current: CGContext?
        var inside: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = context.cgContext
            current = UIGraphicsGetCurrentContext()
        }
        #expect(current != nil && current === inside)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let row = try renderImage(SwatchRow(), scale: 2)
        #expect(row.width == 80)
        #expect(rgba(row, 20, 20) == [255, 0, 0, 255])   // the dot's centre
        #expect(rgba(row, 60, 30) == [255, 0, 0, 255])   // the stripes' red bottom half
    }
}
