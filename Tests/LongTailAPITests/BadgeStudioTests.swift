import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreGraphics
import UIKit

/// `BadgeStudioFile.swift`: CoreGraphics paths, colours, contexts and images in a SwiftUI app
/// file, compiled unchanged; the values are CoreGraphics' geometry and the colours drawn.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct BadgeStudioTests {
    private let brand = (26, 102, 230)   // CGColor(red: 0.1, green: 0.4, blue: 0.9) in 8 bits

    @Test func theRibbonPathHasItsBoxAndItsNotch() {
        let ribbon = RibbonPath.make(in: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(ribbon.boundingBox == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(ribbon.contains(CGPoint(x: 10, y: 20)))
        #expect(!ribbon.contains(CGPoint(x: 110, y: 20)))   // inside the notch
        #expect(ribbon.contains(CGPoint(x: 110, y: 5)))
    }

    @Test func theEditorDrawsTheRibbonAndTheCanvasInTheBrandColour() throws {
        let image = try renderImage(BadgeEditor())
        // Padding 16, a 200-point column (the picker): the 120-point ribbon starts at x = 56.
        #expect(close(image.pixel(x: 66, y: 36), brand))
        #expect(rgba(image, 170, 36)[3] == 0)   // the notch
        // The canvas below the ribbon and the sparkline: y = 16 + 40 + 12 + 40 + 12 = 120.
        #expect(close(image.pixel(x: 76, y: 140), brand))   // the filled circle's centre
        #expect(close(image.pixel(x: 130, y: 140), 0, 0, 0))   // the 4-point black line
        #expect(rgba(image, 130, 136)[3] == 0)
    }

    @Test func theThumbnailIsTwiceThePointsAndDrawsAtHalfScale() throws {
        let (cgImage, image) = try #require(BadgeExporter.thumbnail(of: Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 10)))
        #expect(cgImage.width == 60)
        #expect(cgImage.height == 20)
        #expect(rgba(UIImage(cgImage: cgImage).renderedImage, 59, 19) == [255, 0, 0, 255])
        #expect(ImageRenderer(content: image).layout().size == CGSize(width: 30, height: 10))
        #expect(rgba(try renderImage(image), 15, 5) == [255, 0, 0, 255])
        #expect(cgImage.cropping(to: CGRect(x: 50, y: 10, width: 20, height: 20))?.width == 10)
    }

    @Test func thePDFExportIsUprightAtTheViewsSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("badge-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let view = VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(height: 10)
            Color(red: 0, green: 0, blue: 1).frame(height: 20)
        }
        .frame(width: 50)
        BadgeExporter.exportPDF(of: view, to: url)
        let page = try rasterizedPDF(try Data(contentsOf: url))
        #expect(page.width == 50)
        #expect(page.height == 30)
        #expect(close(page.pixel(x: 25, y: 4), 255, 0, 0))
        #expect(close(page.pixel(x: 25, y: 22), 0, 0, 255))
    }

    @Test func theStampIsDrawnAtTheScreenScaleWithItsNotch() {
        let stamp = BadgeExporter.stamp(size: CGSize(width: 40, height: 20))
        #expect(stamp.size == CGSize(width: 40, height: 20))
        #expect(stamp.scale == 3)
        let cgImage = stamp.cgImage
        #expect(cgImage?.width == 120)
        #expect(close(stamp.renderedImage.pixel(x: 15, y: 30), 255, 56, 60))   // systemRed (iOS 26)
        #expect(rgba(stamp.renderedImage, 108, 30)[3] == 0)   // the notch
    }
}
