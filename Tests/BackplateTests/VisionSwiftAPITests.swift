import Testing
import Foundation
import BackplateCore
import Vision

/// Vision's iOS 18 Swift API on Linux: `RecognizeTextRequest.perform(on:)` returns no
/// observations, without throwing, after a runtime warning; the normalized geometry is exact.
@Suite struct VisionSwiftAPITests {
    private func blankImage() throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        return try #require(context.makeImage())
    }

    @Test func recognizeTextRequestFindsNothingWithAWarning() async throws {
        var request = RecognizeTextRequest()
        request.recognitionLevel = .accurate
        request.recognitionLanguages = [Locale.Language(identifier: "en-US")]
        #expect(request.revision == .revision3)
        #expect(request.usesLanguageCorrection)
        #expect(request.minimumTextHeightFraction == 0.03125)
        #expect(request.regionOfInterest == .fullImage)
        let image = try blankImage()
        var found: [RecognizedTextObservation] = [RecognizedTextObservation(VNRecognizedTextObservation(boundingBox: .zero))]
        let message = "Vision: RecognizeTextRequest has no text-recognition model in a render; it finds no text"
        var warned = false
        for _ in 0..<3 where !warned {
            found = try await request.perform(on: image)
            warned = RuntimeWarning.emitted.contains(message)
        }
        #expect(found.isEmpty)
        #expect(warned)
        #expect(try await request.perform(on: Data()).isEmpty)
        #expect(request.supportedRecognitionLanguages.contains(Locale.Language(identifier: "en-US")))
    }

    @Test func normalizedRectConvertsToImageCoordinates() {
        let size = CGSize(width: 400, height: 200)
        let rect = NormalizedRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25)
        // Lower-left origin: (0.25 × 400, 0.5 × 200, 0.5 × 400, 0.25 × 200).
        #expect(rect.toImageCoordinates(size) == CGRect(x: 100, y: 100, width: 200, height: 50))
        // Upper-left origin: the top edge is at 0.75, so y is (1 − 0.75) × 200 = 50.
        #expect(rect.toImageCoordinates(size, origin: .upperLeft) == CGRect(x: 100, y: 50, width: 200, height: 50))
        #expect(NormalizedRect(imageRect: CGRect(x: 100, y: 100, width: 200, height: 50), in: size) == rect)
        let roi = NormalizedRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let inROI = NormalizedRect(x: 0, y: 0.5, width: 0.5, height: 0.5)
        #expect(inROI.toImageCoordinates(from: roi, imageSize: size) == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(NormalizedRect(imageRect: CGRect(x: 200, y: 100, width: 100, height: 100), in: size, normalizedTo: roi) == inROI)
    }

    @Test func normalizedPointConvertsToImageCoordinates() {
        let size = CGSize(width: 400, height: 200)
        let point = NormalizedPoint(x: 0.5, y: 0.25)
        #expect(point.toImageCoordinates(size) == CGPoint(x: 200, y: 50))
        // Upper-left origin: (1 − 0.25) × 200 = 150.
        #expect(point.toImageCoordinates(size, origin: .upperLeft) == CGPoint(x: 200, y: 150))
        #expect(NormalizedPoint(imagePoint: CGPoint(x: 200, y: 50), in: size) == point)
        #expect(NormalizedPoint.zero.cgPoint == .zero)
    }

    @Test func classicObservationsConvertToSwiftOnes() {
        let classic = VNRecognizedTextObservation(boundingBox: CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25))
        let observation = RecognizedTextObservation(classic)
        #expect(observation.uuid == classic.uuid)
        #expect(observation.boundingBox == NormalizedRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25))
        #expect(observation.topLeft == NormalizedPoint(x: 0.25, y: 0.75))
        #expect(observation.topCandidates(1).isEmpty)
        #expect(observation.transcript == "")
    }
}
