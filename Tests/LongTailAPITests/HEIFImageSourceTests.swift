import Testing
import Foundation
import UIKit
import ImageIO

/// ImageIO over HEIC, AVIF and TIFF files as a photo picker's consumer reads them: the type
/// ImageIO names, the count, the properties and `UIImage(data:)`, with BackplateCairoTests'
/// fixtures (16 × 16 quadrants; a 32 × 16 TIFF of red and blue halves with Orientation 6).
@MainActor @Suite(.tags(.pixels)) struct HEIFImageSourceTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../BackplateCairoTests/Fixtures/ImageFormats/\(name)"))
    }

    @Test(arguments: [("quadrants.heic", "public.heic"), ("quadrants.avif", "public.avif"), ("quadrants-lzw.tif", "public.tiff")])
    func theTypeCountAndSizeAreImageIOs(name: String, type: String) throws {
        let data = try Self.fixture(name)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == type)
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 16 && properties[kCGImagePropertyHasAlpha] as? Bool == false)
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 8, height: 8))
    }

    @Test func aTIFFsOrientationIsReportedAndAppliedWhereIOSAppliesIt() throws {
        let data = try Self.fixture("rotated.tif")
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyOrientation] as? Int == 6)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 32 && image.height == 16)
        #expect(UIImage(data: data)?.size == CGSize(width: 16, height: 32))
    }

    @Test func aTruncatedHEICIsTypedButHoldsNoImage() throws {
        let data = try Self.fixture("quadrants.heic").prefix(100)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.heic")
        #expect(CGImageSourceGetCount(source) == 0 && CGImageSourceGetStatus(source) == .statusInvalidData)
    }
}
