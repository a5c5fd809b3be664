import BackplateCore
import Foundation

/// An image-analysis request that recognizes text (iOS 18+; the Swift counterpart of
/// `VNRecognizeTextRequest`). A render has no text-recognition model: every `perform(on:)`
/// returns no observations, without throwing, after a runtime warning.
public struct RecognizeTextRequest: Hashable, Sendable, CustomStringConvertible {
    /// A text-recognition algorithm revision.
    public enum Revision: Comparable, Hashable, Sendable {
        /// The third revision (iOS 16's), the only one the Swift API offers.
        case revision3
    }

    /// Whether recognition favours speed or accuracy.
    public enum RecognitionLevel: Hashable, Sendable {
        /// Speed over accuracy.
        case fast
        /// Accuracy over speed: the default.
        case accurate
    }

    /// The revisions the request supports.
    public static let supportedRevisions: [Revision] = [.revision3]

    /// The revision the request uses.
    public let revision: Revision
    /// Whether to favour accuracy or speed (`.accurate`).
    public var recognitionLevel = RecognitionLevel.accurate
    /// The languages to recognize, in priority order (English, "en-US", by default).
    public var recognitionLanguages = [Locale.Language(identifier: "en-US")]
    /// Whether to correct readings against a language model (`true`).
    public var usesLanguageCorrection = true
    /// Words to favour during correction (none).
    public var customWords: [String] = []
    /// The smallest text to recognize, as a fraction of the image height (1/32, `0.03125`).
    public var minimumTextHeightFraction: Float = 0.03125
    /// Whether to detect the language before recognizing (`false`).
    public var automaticallyDetectsLanguage = false
    /// The part of the image to analyze (the whole image). Kept; a render analyzes nothing.
    public var regionOfInterest = NormalizedRect.fullImage

    /// A text-recognition request of `revision` (the newest when `nil`).
    public init(_ revision: Revision? = nil) {
        self.revision = revision ?? .revision3
    }

    /// The languages recognition supports at `recognitionLevel`, as data: the lists
    /// `VNRecognizeTextRequest.supportedRecognitionLanguages()` answers.
    public var supportedRecognitionLanguages: [Locale.Language] {
        let level: VNRequestTextRecognitionLevel = recognitionLevel == .fast ? .fast : .accurate
        let identifiers = (try? VNRecognizeTextRequest.supportedRecognitionLanguages(for: level, revision: 3)) ?? ["en-US"]
        return identifiers.map { Locale.Language(identifier: $0) }
    }

    /// Recognizes text in a CoreGraphics image: none in a render, after a runtime warning.
    public func perform(on image: CGImage, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        findsNothing()
    }

    /// Recognizes text in a CoreImage image: none in a render, after a runtime warning.
    public func perform(on image: CIImage, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        findsNothing()
    }

    /// Recognizes text in the image file at `url` (not read): none in a render, after a warning.
    public func perform(on url: URL, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        findsNothing()
    }

    /// Recognizes text in encoded image data (not decoded): none in a render, after a warning.
    public func perform(on data: Data, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        findsNothing()
    }

    private func findsNothing() -> [RecognizedTextObservation] {
        RuntimeWarning.emit("Vision: RecognizeTextRequest has no text-recognition model in a render; it finds no text")
        return []
    }

    /// The request's name and revision.
    public var description: String { "RecognizeTextRequest(\(revision))" }
}
