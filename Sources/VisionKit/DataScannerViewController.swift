import BackplateCore
import Foundation
import Vision

/// VisionKit's live data scanner (iOS 16+): a view controller that finds text and barcodes in
/// the camera's video. A render has no camera: `isSupported` and `isAvailable` are `false`, the
/// view is an empty view, `startScanning()` throws `ScanningUnavailable.unsupported` after a
/// runtime warning, nothing is ever recognized and the delegate is never called.
@MainActor
public class DataScannerViewController: UIViewController {
    /// The kinds of data the scanner looks for.
    public final let recognizedDataTypes: Set<DataScannerViewController.RecognizedDataType>
    /// The speed/accuracy trade-off (`.balanced` by default).
    public final let qualityLevel: DataScannerViewController.QualityLevel
    /// Whether the scanner tracks several items at once (`false` by default).
    public final let recognizesMultipleItems: Bool
    /// Whether the scanner tracks items at a high frame rate (`true` by default).
    public final let isHighFrameRateTrackingEnabled: Bool
    /// Whether a pinch zooms the video (`true` by default).
    public final let isPinchToZoomEnabled: Bool
    /// Whether guidance such as "Slow Down" is shown (`true` by default).
    public final let isGuidanceEnabled: Bool
    /// Whether recognized items are highlighted (`false` by default).
    public final let isHighlightingEnabled: Bool

    /// The delegate told of taps and recognition changes; never told in a render.
    public weak var delegate: (any DataScannerViewControllerDelegate)?
    /// The part of the view, in view coordinates, to scan (`nil`: the whole view). Kept.
    public var regionOfInterest: CGRect?
    /// Whether the scanner is scanning: always `false` in a render.
    public private(set) var isScanning = false
    /// A view drawn over the video for custom highlights: an empty view in a render.
    public private(set) lazy var overlayContainerView = UIView()

    /// The camera's zoom: always 1 in a render, where `minZoomFactor` and `maxZoomFactor` are 1
    /// (a value set is clamped to them, so the delegate's `dataScannerDidZoom(_:)` is never called).
    public var zoomFactor: Double {
        get { 1 }
        set { _ = newValue }
    }
    /// The smallest zoom the camera supports: 1, with no camera.
    public var minZoomFactor: Double { 1 }
    /// The largest zoom the camera supports: 1, with no camera.
    public var maxZoomFactor: Double { 1 }

    /// The items currently recognized, as they change: a stream that finishes at once in a render,
    /// so `for await` loops over it end instead of waiting for a camera.
    public var recognizedItems: AsyncStream<[RecognizedItem]> {
        AsyncStream { $0.finish() }
    }

    /// Whether the device supports data scanning: `false`, as a render has no camera.
    public class var isSupported: Bool { false }
    /// Whether the camera may be used (granted, not restricted): `false` in a render.
    public class var isAvailable: Bool { false }
    /// The text-recognition languages the scanner supports: the accurate-level list
    /// `VNRecognizeTextRequest` reports (English, French, Italian, German, Spanish, Portuguese, Chinese).
    public class var supportedTextRecognitionLanguages: [String] {
        (try? VNRecognizeTextRequest().supportedRecognitionLanguages()) ?? ["en-US"]
    }

    /// A scanner for `recognizedDataTypes`, with Apple's defaults for the rest. It can be made
    /// and shown in a render, where it shows an empty view and never scans.
    public init(recognizedDataTypes: Set<DataScannerViewController.RecognizedDataType>,
                qualityLevel: DataScannerViewController.QualityLevel = .balanced,
                recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
                isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true,
                isHighlightingEnabled: Bool = false) {
        self.recognizedDataTypes = recognizedDataTypes
        self.qualityLevel = qualityLevel
        self.recognizesMultipleItems = recognizesMultipleItems
        self.isHighFrameRateTrackingEnabled = isHighFrameRateTrackingEnabled
        self.isPinchToZoomEnabled = isPinchToZoomEnabled
        self.isGuidanceEnabled = isGuidanceEnabled
        self.isHighlightingEnabled = isHighlightingEnabled
        super.init(nibName: nil, bundle: nil)
    }

    /// A scanner from an archive: the archive is not read; it looks for nothing, with the
    /// defaults for the rest.
    public required init?(coder: NSCoder) {
        recognizedDataTypes = []
        qualityLevel = .balanced
        recognizesMultipleItems = false
        isHighFrameRateTrackingEnabled = true
        isPinchToZoomEnabled = true
        isGuidanceEnabled = true
        isHighlightingEnabled = false
        super.init(coder: coder)
    }

    /// Starts scanning the camera's video. A render has no camera: throws
    /// `ScanningUnavailable.unsupported` after a runtime warning; `isScanning` stays `false`.
    public func startScanning() throws {
        throw Self.unavailable("startScanning()")
    }

    /// Stops scanning and forgets the recognized items: nothing to stop in a render.
    public func stopScanning() {
        isScanning = false
    }

    /// Captures a photo of the video. A render has no camera: throws
    /// `ScanningUnavailable.unsupported` after a runtime warning.
    public func capturePhoto() async throws -> UIImage {
        throw Self.unavailable("capturePhoto()")
    }

    /// The error a scanning call ends in, after a runtime warning naming `call`.
    private static func unavailable(_ call: String) -> ScanningUnavailable {
        RuntimeWarning.emit("VisionKit: DataScannerViewController.\(call) has no camera in a render; it throws ScanningUnavailable.unsupported")
        return .unsupported
    }
}
