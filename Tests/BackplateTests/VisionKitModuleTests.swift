import Testing
import Foundation
import BackplateCore
import Vision
import VisionKit

/// VisionKit on Linux, in Swift 6 mode: a render has no camera, so neither scanner is supported,
/// scanning throws `ScanningUnavailable.unsupported` with a runtime warning, their views are
/// empty views and no delegate method is called.
@MainActor @Suite struct VisionKitModuleTests {
    /// Records every delegate call, to show there are none.
    final class Recorder: NSObject, VNDocumentCameraViewControllerDelegate, DataScannerViewControllerDelegate {
        var calls: [String] = []
        func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) { calls.append("cancel") }
        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {
            calls.append("fail")
        }
        func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable) {
            calls.append("unavailable")
        }
    }

    /// Whether a warning equal to `message` is on record after `body` ran (retried, as another
    /// test may empty the record meanwhile).
    private func warns(_ message: String, _ body: () throws -> Void) -> Bool {
        for _ in 0..<3 {
            try? body()
            if RuntimeWarning.emitted.contains(message) { return true }
        }
        return false
    }

    @Test func documentCameraIsUnsupportedAndShowsAnEmptyView() {
        #expect(VNDocumentCameraViewController.isSupported == false)
        let camera = VNDocumentCameraViewController()
        let recorder = Recorder()
        camera.delegate = recorder
        #expect(camera.view.subviews.isEmpty)
        #expect(recorder.calls.isEmpty)
        #expect(warns("VisionKit: VNDocumentCameraViewController has no camera in a render; it shows an empty view and never calls its delegate") {
            _ = VNDocumentCameraViewController().view
        })
    }

    @Test func documentScanPagesAreBoundsChecked() {
        let page = UIImage()
        let scan = VNDocumentCameraScan(title: "Receipt", pages: [page])
        #expect(scan.pageCount == 1)
        #expect(scan.title == "Receipt")
        #expect(scan.imageOfPage(at: 0) === page)
        #expect(scan.imageOfPage(at: 5).size == .zero)
    }

    @Test func dataScannerIsUnsupportedAndUnavailable() {
        #expect(DataScannerViewController.isSupported == false)
        #expect(DataScannerViewController.isAvailable == false)
        #expect(DataScannerViewController.supportedTextRecognitionLanguages.contains("en-US"))
    }

    @Test func dataScannerTakesApplesDefaults() {
        let scanner = DataScannerViewController(recognizedDataTypes: [.text(), .barcode(symbologies: [.qr])])
        #expect(scanner.recognizedDataTypes.count == 2)
        #expect(scanner.qualityLevel == .balanced)
        #expect(scanner.recognizesMultipleItems == false)
        #expect(scanner.isHighFrameRateTrackingEnabled)
        #expect(scanner.isPinchToZoomEnabled)
        #expect(scanner.isGuidanceEnabled)
        #expect(scanner.isHighlightingEnabled == false)
        #expect(scanner.regionOfInterest == nil)
        #expect(scanner.isScanning == false)
        #expect(scanner.view.subviews.isEmpty)
        #expect(DataScannerViewController.RecognizedDataType.text(textContentType: .telephoneNumber) != .text())
    }

    @Test func startScanningThrowsUnsupportedWithAWarning() async throws {
        let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()], recognizesMultipleItems: true)
        let recorder = Recorder()
        scanner.delegate = recorder
        #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { try scanner.startScanning() }
        #expect(scanner.isScanning == false)
        #expect(warns("VisionKit: DataScannerViewController.startScanning() has no camera in a render; it throws ScanningUnavailable.unsupported") {
            try scanner.startScanning()
        })
        await #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { _ = try await scanner.capturePhoto() }
        scanner.stopScanning()
        scanner.zoomFactor = 4
        #expect(scanner.zoomFactor == 1)
        var batches = 0
        for await _ in scanner.recognizedItems { batches += 1 }
        #expect(batches == 0)
        #expect(recorder.calls.isEmpty)
    }
}
