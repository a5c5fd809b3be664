import Testing
import Foundation
import UIKit

/// A plant-watering app (2022) switches the status bar's style around its photo screens and
/// reads the layout of the photos it picks (unseen43's WaterMe).
@MainActor @Suite struct PlantReminderGapsTests {
    @Test func theStatusBarStyleIsKeptAsSet() {
        let app = UIApplication.shared
        let before = app.statusBarStyle
        defer { app.setStatusBarStyle(before, animated: false) }
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(app.statusBarStyle == .lightContent)
        app.setStatusBarStyle(.darkContent, animated: false)
        #expect(app.statusBarStyle == .darkContent && app.statusBarStyle.rawValue == 3)
        // Set directly, as the app's own `setStatusBarStyle(to:)` extension does.
        app.statusBarStyle = .lightContent
        #expect(app.statusBarStyle == .lightContent)
        #expect(!app.isStatusBarHidden && app.statusBarOrientation == .portrait)
    }

    @Test func aPickedPhotosBitmapLayoutIsStraightAlphaLast() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.alphaInfo == .last && cgImage.byteOrderInfo == .orderDefault)
        #expect(cgImage.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.last.rawValue)
        #expect(cgImage.bitsPerComponent == 8 && cgImage.bytesPerRow == cgImage.width * 4 && cgImage.shouldInterpolate)
    }
}
