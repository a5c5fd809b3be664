import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Photos
import Vision
import VisionKit

/// `PhotoGridFile.swift` and `ScanTextFile.swift`: Photos answers as an iPhone whose user has not
/// answered the library prompt (asking answers `.denied`, fetches are empty), and Vision and
/// VisionKit as a device without models or camera (no text found, scanning unsupported).
@MainActor @Suite(.tags(.appFiles)) struct CameraAndLibraryTests {
    @Test func thePhotoGridAsksForAccessAndThenPointsToSettings() async throws {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        let texts = phoneTexts(RecentPhotosView())
        let title = try #require(frame(texts, "Recents"), "\(texts.map(\.0))")
        let heading = try #require(frame(texts, "Show Your Photos"))
        let reason = try #require(frame(texts, "Allow access to browse your most recent photos."))
        let button = try #require(frame(texts, "Allow Access"))
        #expect(title.maxY < heading.minY && heading.maxY < reason.minY && reason.maxY < button.minY)
        // ContentUnavailableView centres its label, description and actions on the screen.
        for frame in [heading, reason, button] { #expect(abs(frame.midX - (PhoneCanvas.size.width ?? 0) / 2) < 1) }
        let images = try renderPhoneLightAndDark(RecentPhotosView(), name: "RecentPhotos")
        let beside = CGRect(x: button.minX - 8, y: button.minY, width: 6, height: button.height)
        #expect(drawsColor(images.light, beside, (0, 136, 255)) && drawsColor(images.dark, beside, (0, 145, 255)))

        let model = RecentPhotosModel()
        await model.requestAccess()
        #expect(model.status == .denied && model.assets.isEmpty && !model.canBrowse)
        let (_, warnings) = RuntimeWarning.collecting { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }
        #expect(warnings.contains { $0.contains("Photos: PHPhotoLibrary.requestAuthorization(for:") })
        let denied = phoneTexts(PhotoAccessPrompt(status: .denied) {})
        #expect(frame(denied, "Photo access is turned off. You can turn it on in Settings.") != nil)
        #expect(frame(denied, "Open Settings") != nil && frame(denied, "Allow Access") == nil)
    }

    @Test func fetchesAreEmptyAndImageRequestsEndOnce() async {
        let model = RecentPhotosModel()
        model.loadRecent()
        #expect(model.assets.isEmpty)
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        #expect(PHAsset.fetchAssets(with: options).count == 0 && PHAsset.fetchAssets(with: .image, options: nil).firstObject == nil)
        #expect(PHImageManagerMaximumSize == CGSize(width: -1, height: -1))
    }

    @Test func theReceiptScreenSaysScanningIsUnavailable() throws {
        #expect(!VNDocumentCameraViewController.isSupported && !DataScannerViewController.isSupported)
        let texts = phoneTexts(ReceiptScannerView())
        let title = try #require(frame(texts, "Receipt"), "\(texts.map(\.0))")
        let heading = try #require(frame(texts, "No Text Yet"))
        let reason = try #require(frame(texts, "Document scanning isn't available on this device."))
        let button = try #require(frame(texts, "Scan Receipt"))
        #expect(title.maxY < heading.minY && heading.maxY < reason.minY && reason.maxY < button.minY)
        let images = try renderPhoneLightAndDark(ReceiptScannerView(), name: "ReceiptScanner")
        // The disabled prominent button is grey, not the accent blue.
        let beside = CGRect(x: button.minX - 8, y: button.minY, width: 6, height: button.height)
        #expect(!drawsColor(images.light, beside, (0, 136, 255)))
    }

    @Test func recognitionFindsNoTextAndWarns() async throws {
        let reader = ReceiptReader()
        let page = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
        }
        await reader.read([page])
        #expect(reader.lines.isEmpty && reader.errorMessage == nil && !reader.isReading)
        let request = VNRecognizeTextRequest()
        let (_, warnings) = try RuntimeWarning.collecting { try VNImageRequestHandler(cgImage: try #require(page.cgImage)).perform([request]) }
        #expect(warnings.contains { $0.contains("Vision: VNRecognizeTextRequest has no text-recognition model") } && request.results?.isEmpty == true)
        // Vision's geometry is exact: a normalized rect in a 400 x 200 image.
        let rect = VNImageRectForNormalizedRect(CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25), 400, 200)
        #expect(rect == CGRect(x: 100, y: 100, width: 200, height: 50))
    }
}
