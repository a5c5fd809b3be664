import Testing
import Foundation
import BackplateCore
import Vision

/// Vision on Linux, in Swift 6 mode: a render has no machine-learning models, so performing any
/// request succeeds with empty results and calls its completion handler once with no error,
/// after a runtime warning naming the request; the coordinate helpers are exact arithmetic.
@Suite struct VisionModuleTests {
    /// A blank 400 × 200 bitmap image.
    private func blankImage(width: Int = 400, height: Int = 200) throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        return try #require(context.makeImage())
    }

    /// Whether a warning equal to `message` is on record after `body` ran. Another test may empty
    /// the record at the same moment, so `body` is run again a few times.
    private func warns(_ message: String, _ body: () throws -> Void) -> Bool {
        for _ in 0..<3 {
            try? body()
            if RuntimeWarning.emitted.contains(message) { return true }
        }
        return false
    }

    @Test func recognizeTextFindsNothingAndCallsTheHandlerOnceWithoutError() throws {
        var calls = 0
        var handlerError: (any Error)?
        var handlerResults: [VNObservation]?
        let request = VNRecognizeTextRequest { request, error in
            calls += 1
            handlerError = error
            handlerResults = request.results
        }
        #expect(request.results == nil)
        let handler = VNImageRequestHandler(cgImage: try blankImage(), options: [:])
        try handler.perform([request])
        #expect(calls == 1)
        #expect(handlerError == nil)
        #expect(handlerResults?.isEmpty == true)
        let typed: [VNRecognizedTextObservation]? = request.results
        #expect(typed == [])
        let strings = (request.results ?? []).compactMap { $0.topCandidates(1).first?.string }
        #expect(strings.isEmpty)
    }

    @Test func performWarnsNamingEachRequest() throws {
        let handler = VNImageRequestHandler(cgImage: try blankImage(), orientation: .up)
        #expect(warns("Vision: VNRecognizeTextRequest has no text-recognition model in a render; it finds no text") {
            try handler.perform([VNRecognizeTextRequest()])
        })
        #expect(warns("Vision: VNDetectFaceRectanglesRequest has no face-detection model in a render; it finds no faces") {
            try handler.perform([VNDetectFaceRectanglesRequest()])
        })
        #expect(warns("Vision: VNDetectBarcodesRequest has no barcode detector in a render; it finds no barcodes") {
            try handler.perform([VNDetectBarcodesRequest()])
        })
        #expect(warns("Vision: VNDetectTextRectanglesRequest has no text-detection model in a render; it finds no text") {
            try handler.perform([VNDetectTextRectanglesRequest()])
        })
        #expect(warns("Vision: VNClassifyImageRequest has no image-classification model in a render; it finds no classifications") {
            try handler.perform([VNClassifyImageRequest()])
        })
    }

    @Test func everyRequestKindEndsEmptyWhateverTheImageSource() throws {
        let faces = VNDetectFaceRectanglesRequest()
        let barcodes = VNDetectBarcodesRequest()
        let rectangles = VNDetectTextRectanglesRequest()
        let classify = VNClassifyImageRequest()
        let handlers = [
            VNImageRequestHandler(ciImage: CIImage(cgImage: try blankImage()), orientation: .right),
            VNImageRequestHandler(url: URL(fileURLWithPath: "/nonexistent/scan.jpg")),
            VNImageRequestHandler(data: Data([0x00, 0x01]), orientation: .left, options: [.properties: [String: Any]()]),
        ]
        for handler in handlers {
            try handler.perform([faces, barcodes, rectangles, classify])
            #expect(faces.results?.isEmpty == true)
            #expect(barcodes.results?.isEmpty == true)
            #expect(rectangles.results?.isEmpty == true)
            #expect(classify.results?.isEmpty == true)
        }
        let base: VNRequest = faces
        #expect(base.results?.count == 0)
    }

    @Test func aRequestListedTwiceFinishesOnce() throws {
        var calls = 0
        let request = VNDetectBarcodesRequest { _, _ in calls += 1 }
        try VNImageRequestHandler(cgImage: try blankImage()).perform([request, request])
        #expect(calls == 1)
        try VNImageRequestHandler(cgImage: try blankImage()).perform([request])
        #expect(calls == 2)
    }

    @Test func recognizeTextDefaultsAreApples() throws {
        let request = VNRecognizeTextRequest()
        #expect(request.recognitionLevel == .accurate)
        #expect(request.usesLanguageCorrection)
        #expect(request.customWords.isEmpty)
        #expect(request.minimumTextHeight == 0.03125)
        #expect(request.automaticallyDetectsLanguage == false)
        #expect(request.regionOfInterest == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(request.revision == VNRecognizeTextRequestRevision3)
        #expect(VNRecognizeTextRequest.defaultRevision == 3)
        #expect(VNRecognizeTextRequest.supportedRevisions == IndexSet(1...3))
        #expect(request.preferBackgroundProcessing == false)
        #expect(VNRequestTextRecognitionLevel.accurate.rawValue == 0)
        #expect(VNRequestTextRecognitionLevel.fast.rawValue == 1)
    }

    @Test func supportedRecognitionLanguagesFollowTheLevel() throws {
        let request = VNRecognizeTextRequest()
        let accurate = try request.supportedRecognitionLanguages()
        #expect(accurate.first == "en-US")
        #expect(accurate.contains("zh-Hans"))
        request.recognitionLevel = .fast
        let fast = try request.supportedRecognitionLanguages()
        #expect(fast == ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR"])
        #expect(Set(fast).isSubset(of: Set(accurate)))
    }

    @Test func barcodeSymbologiesCarryApplesConstantNames() throws {
        #expect(VNBarcodeSymbology.qr.rawValue == "VNBarcodeSymbologyQR")
        #expect(VNBarcodeSymbology.ean13.rawValue == "VNBarcodeSymbologyEAN13")
        #expect(VNBarcodeSymbology.msiPlessey.rawValue == "VNBarcodeSymbologyMSIPlessey")
        let request = VNDetectBarcodesRequest()
        #expect(request.symbologies.count == 24)
        #expect(try request.supportedSymbologies().contains(.microQR))
        request.revision = VNDetectBarcodesRequestRevision3
        #expect(try request.supportedSymbologies().contains(.msiPlessey) == false)
        request.symbologies = [.qr]
        #expect(request.symbologies == [.qr])
        #expect(request.coalesceCompositeSymbologies == false)
    }

    @Test func imageRectForNormalizedRectScalesEachAxis() {
        // (0.25 × 400, 0.5 × 200, 0.5 × 400, 0.25 × 200)
        let rect = VNImageRectForNormalizedRect(CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25), 400, 200)
        #expect(rect == CGRect(x: 100, y: 100, width: 200, height: 50))
        let whole = VNImageRectForNormalizedRect(VNNormalizedIdentityRect, 640, 480)
        #expect(whole == CGRect(x: 0, y: 0, width: 640, height: 480))
    }

    @Test func normalizedRectForImageRectInvertsIt() {
        // (100 / 400, 100 / 200, 200 / 400, 50 / 200)
        let rect = VNNormalizedRectForImageRect(CGRect(x: 100, y: 100, width: 200, height: 50), 400, 200)
        #expect(rect == CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25))
        #expect(VNNormalizedRectIsIdentityRect(VNNormalizedRectForImageRect(CGRect(x: 0, y: 0, width: 30, height: 70), 30, 70)))
        #expect(VNNormalizedRectIsIdentityRect(CGRect(x: 0, y: 0, width: 1, height: 0.5)) == false)
    }

    @Test func pointAndRegionOfInterestProjections() {
        // (0.5 × 400, 0.25 × 200)
        #expect(VNImagePointForNormalizedPoint(CGPoint(x: 0.5, y: 0.25), 400, 200) == CGPoint(x: 200, y: 50))
        // The right half of the image as the region: x 0.5 + 0.5 × 0.5 = 0.75 → 300; y 0.5 × 1 → 100.
        let roi = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let point = VNImagePointForNormalizedPointUsingRegionOfInterest(CGPoint(x: 0.5, y: 0.5), 400, 200, roi)
        #expect(point == CGPoint(x: 300, y: 100))
        #expect(VNNormalizedPointForImagePointUsingRegionOfInterest(point, 400, 200, roi) == CGPoint(x: 0.5, y: 0.5))
        // (0.5 + 0 × 0.5, 0 + 0.5 × 1, 0.5 × 0.5, 0.5 × 1) of 400 × 200 = (200, 100, 100, 100)
        let rect = VNImageRectForNormalizedRectUsingRegionOfInterest(CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5), 400, 200, roi)
        #expect(rect == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(VNNormalizedRectForImageRectUsingRegionOfInterest(rect, 400, 200, roi) == CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5))
    }

    @Test func observationsMadeByCodeKeepTheirGeometry() throws {
        let box = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4)
        let object = VNDetectedObjectObservation(boundingBox: box)
        #expect(object.boundingBox == box)
        #expect(object.confidence == 1)
        #expect(object.requestRevision == VNRequestRevisionUnspecified)
        #expect(object.uuid != VNDetectedObjectObservation(boundingBox: box).uuid)
        // A tilted quadrilateral: its bounding box spans x 0.125...0.875 and y 0.125...0.875.
        let rectangle = VNRectangleObservation(requestRevision: 1, topLeft: CGPoint(x: 0.125, y: 0.875),
                                               topRight: CGPoint(x: 0.75, y: 0.75), bottomRight: CGPoint(x: 0.875, y: 0.125),
                                               bottomLeft: CGPoint(x: 0.25, y: 0.25))
        #expect(rectangle.boundingBox == CGRect(x: 0.125, y: 0.125, width: 0.75, height: 0.75))
        #expect(rectangle.topRight == CGPoint(x: 0.75, y: 0.75))
        let text = VNRecognizedTextObservation(boundingBox: box)
        #expect(text.topCandidates(3).isEmpty)
        #expect(text.bottomLeft == CGPoint(x: 0.1, y: 0.2))
        let face = VNFaceObservation(requestRevision: VNDetectFaceRectanglesRequestRevision3, boundingBox: box,
                                     roll: 0.5, yaw: nil, pitch: 0.25)
        #expect(face.roll?.doubleValue == 0.5)
        #expect(face.yaw == nil)
        #expect(face.requestRevision == 3)
        #expect(VNBarcodeObservation(boundingBox: box).payloadStringValue == nil)
        #expect(VNClassificationObservation().identifier.isEmpty)
    }

    @Test func errorCodesAndOptionsMatchApples() {
        #expect(VNErrorDomain == "com.apple.vis")
        #expect(VNErrorCode.requestCancelled.rawValue == 1)
        #expect(VNErrorCode.invalidImage.rawValue == 13)
        #expect(VNErrorCode.unsupportedComputeDevice.rawValue == 22)
        #expect(VNImageOption.ciContext.rawValue == "VNImageOptionCIContext")
        #expect(CGImagePropertyOrientation.right.rawValue == 6)
        #expect(CGImagePropertyOrientation(rawValue: 8) == .left)
    }
}
