import Testing
import UIKit

/// A file that imports only UIKit names Core Image, as on iOS, where UIKit's headers import it
/// (psychonautwiki's QR code view, unseen36, imports only SwiftUI).
@MainActor @Suite struct UIKitReexportsCoreImageTests {
    @Test func aQRCodeFromUIKitAlone() throws {
        let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
        filter.setValue(Data("hello".utf8), forKey: "inputMessage")
        let image = try #require(filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        // "hello" at the default correction level M is a version 1 symbol: 21 modules and a
        // 1-module quiet zone each side (Core Image's), 23 × 10 points.
        #expect(image.extent.width == 230 && image.extent.height == 230)
        let cgImage = try #require(CIContext().createCGImage(image, from: image.extent))
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 230, height: 230))
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}
