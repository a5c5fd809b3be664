import Foundation

/// An image-analysis request that finds and recognizes text (iOS 13+). A render has no
/// text-recognition model: performing it warns "Vision: VNRecognizeTextRequest has no
/// text-recognition model in a render; it finds no text", leaves `results` empty and calls the
/// completion handler once with no error. Its settings are kept as set.
open class VNRecognizeTextRequest: VNImageBasedRequest {
    /// Whether to favour accuracy or speed: `.accurate` by default.
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    /// The languages to recognize, in priority order, as identifiers such as "en-US"
    /// (English, `["en-US"]`, by default).
    open var recognitionLanguages = ["en-US"]
    /// Whether recognized text is corrected against a language model (`true`).
    open var usesLanguageCorrection = true
    /// Words to favour over the language's lexicon during correction (none).
    open var customWords: [String] = []
    /// The smallest text to recognize, as a fraction of the image height (1/32, `0.03125`).
    open var minimumTextHeight: Float = 0.03125
    /// Whether to detect the language before recognizing (iOS 16+; `false`).
    open var automaticallyDetectsLanguage = false

    /// The text observations: `nil` before the request is performed, then empty in a render.
    public var results: [VNRecognizedTextObservation]? {
        storedResults?.compactMap { $0 as? VNRecognizedTextObservation }
    }

    /// The language identifiers the request accepts at its `recognitionLevel` (iOS 15+). Answered
    /// as data, without a model: the revision-2 lists Apple published (fast: English, French,
    /// Italian, German, Spanish, Portuguese; accurate adds Simplified and Traditional Chinese).
    open func supportedRecognitionLanguages() throws -> [String] {
        try Self.supportedRecognitionLanguages(for: recognitionLevel, revision: revision)
    }

    /// The language identifiers `recognitionLevel` accepts (deprecated in iOS 15): the same
    /// published lists for every revision, `["en-US"]` alone for revision 1.
    @available(iOS, introduced: 13.0, deprecated: 15.0)
    open class func supportedRecognitionLanguages(for recognitionLevel: VNRequestTextRecognitionLevel,
                                                  revision requestRevision: Int) throws -> [String] {
        if requestRevision == VNRecognizeTextRequestRevision1 { return ["en-US"] }
        let fast = ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR"]
        return recognitionLevel == .fast ? fast : fast + ["zh-Hans", "zh-Hant"]
    }

    /// Revisions 1, 2 and 3, as iOS 16 and later support.
    open override class var supportedRevisions: IndexSet { IndexSet(1...3) }

    override var renderWarning: String {
        "Vision: VNRecognizeTextRequest has no text-recognition model in a render; it finds no text"
    }
}

/// The first text-recognition revision (iOS 13).
public let VNRecognizeTextRequestRevision1: Int = 1
/// The second text-recognition revision (iOS 14; deprecated in iOS 18).
@available(iOS, introduced: 14.0, deprecated: 18.0)
public let VNRecognizeTextRequestRevision2: Int = 2
/// The third text-recognition revision (iOS 16): the default.
public let VNRecognizeTextRequestRevision3: Int = 3
