import Testing
import BackplateTestSupport
import Foundation
import UIKit
import ImageIO

/// ImageIO's `CGImageSource` as an image cache calls it with only `import UIKit` (tabsglass's
/// downsampling): a PNG made here, read back for its count, properties, image and thumbnail.
@MainActor @Suite(.tags(.pixels)) struct ImageSourceTests {
    /// A 200 × 100 PNG: red left half, blue right half.
    static func halves() -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).pngData { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 100, y: 0, width: 100, height: 100))
        }
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<i + 4])
    }

    @Test func aPNGsCountPropertiesAndImage() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.halves() as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) == "public.png")
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        // Read as apps read them: as Int and as CGFloat.
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 200)
        #expect(properties[kCGImagePropertyPixelHeight] as? CGFloat == 100)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == false)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 200 && image.height == 100)
        #expect(pixel(image, 10, 50) == [255, 0, 0, 255])
        #expect(pixel(image, 190, 50) == [0, 0, 255, 255])
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    }

    @Test func aThumbnailIsScaledToItsMaximumPixelSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-source-\(UUID().uuidString).png")
        try Self.halves().write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try #require(CGImageSourceCreateWithURL(folder as CFURL, [kCGImageSourceShouldCache: false] as CFDictionary))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceShouldCacheImmediately: true,
                       kCGImageSourceCreateThumbnailWithTransform: true, kCGImageSourceThumbnailMaxPixelSize: 50] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        // The longer side becomes 50 pixels, the aspect ratio kept.
        #expect(thumbnail.width == 50 && thumbnail.height == 25)
        #expect(pixel(thumbnail, 5, 12) == [255, 0, 0, 255])
        #expect(pixel(thumbnail, 45, 12) == [0, 0, 255, 255])
        // A limit above the image's size keeps its size; a PNG has no thumbnail of its own.
        let large = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true,
                                                                                 kCGImageSourceThumbnailMaxPixelSize: CGFloat(500)] as CFDictionary))
        #expect(large.width == 200 && large.height == 100)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 50] as CFDictionary) == nil)
    }

    @Test func dataThatIsNotAnImageHasNoImages() throws {
        let source = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/x.png") as CFURL, nil) == nil)
    }
}
