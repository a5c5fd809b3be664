import Testing
import BackplateTestSupport
import Foundation
import UIKit
import ImageIO
import UniformTypeIdentifiers

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

    @Test func aCameraJPEGsOrientationIsReportedAndAppliedWhereIOSAppliesIt() throws {
        // A portrait photo stored sideways: EXIF orientation 6 (turn clockwise to view).
        let stored = try #require(UIImage(data: Self.halves())?.jpegData(compressionQuality: 1))
        let data = jpeg(stored, withExifOrientation: 6)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyOrientation] as? Int == 6)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 200 && image.height == 100)
        let upright = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                                                                   kCGImageSourceCreateThumbnailWithTransform: true] as CFDictionary))
        #expect(upright.width == 100 && upright.height == 200)
        // Turned clockwise, the stored left (red) half is on top.
        #expect(pixel(upright, 50, 20)[0] > 230 && pixel(upright, 50, 180)[2] > 230)
        // UIImage draws it upright too: 100 × 200 points.
        #expect(UIImage(data: data)?.size == CGSize(width: 100, height: 200))
    }

    @Test func dataThatIsNotAnImageHasNoImages() throws {
        let source = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/x.png") as CFURL, nil) == nil)
    }
}

/// ImageIO's `CGImageDestination` as tabsglass's share extension saves a thumbnail: JPEG at a
/// quality, to a file, read back with a `CGImageSource`.
@MainActor @Suite(.tags(.pixels)) struct ImageDestinationTests {
    @Test func aThumbnailIsWrittenAsJPEGAndReadBack() throws {
        let source = try #require(CGImageSourceCreateWithData(ImageSourceTests.halves() as CFData, nil))
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                                                                      kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("destination-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: file) }
        let destination = try #require(CGImageDestinationCreateWithURL(file as CFURL, UTType.jpeg.identifier as CFString, 1, nil))
        let options: [CFString: Any] = [kCGImageDestinationLossyCompressionQuality: 0.7]
        CGImageDestinationAddImage(destination, thumbnail, options as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let written = try Data(contentsOf: file)
        #expect(written.starts(with: [0xFF, 0xD8]))
        let back = try #require(CGImageSourceCreateWithData(written as CFData, nil))
        #expect(CGImageSourceGetType(back) == "public.jpeg")
        let image = try #require(CGImageSourceCreateImageAtIndex(back, 0, nil))
        #expect(image.width == 100 && image.height == 50)
        // JPEG keeps the halves' colours within its loss.
        let left = Array(image.rgba[(25 * 100 + 10) * 4..<(25 * 100 + 10) * 4 + 3]), right = Array(image.rgba[(25 * 100 + 90) * 4..<(25 * 100 + 90) * 4 + 3])
        #expect(left[0] > 230 && left[2] < 30 && right[2] > 230 && right[0] < 30)
        // PNG into data; a type ImageIO here does not write gives no destination.
        let data = NSMutableData()
        let png = try #require(CGImageDestinationCreateWithData(data as CFMutableData, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(png, thumbnail, nil)
        #expect(CGImageDestinationFinalize(png))
        #expect((data as Data).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(CGImageDestinationCreateWithData(NSMutableData() as CFMutableData, "public.heic" as CFString, 1, nil) == nil)
    }
}
