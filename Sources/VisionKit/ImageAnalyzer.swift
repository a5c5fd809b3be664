import BackplateCore
import Foundation

/// VisionKit's Live Text and Visual Look Up analyzer (iOS 16+). A render has none of the
/// device's models: `isSupported` is `false`, and `analyze` finds nothing (no text, codes or
/// subjects) after a runtime warning naming what was asked.
public final class ImageAnalyzer: Sendable {
    /// What an analysis looks for.
    public struct AnalysisTypes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Types from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Text (Live Text).
        public static let text = AnalysisTypes(rawValue: 1 << 0)
        /// Barcodes and QR codes.
        public static let machineReadableCode = AnalysisTypes(rawValue: 1 << 1)
        /// Subjects Visual Look Up knows (pets, plants, landmarks) and subject lifting.
        public static let visualLookUp = AnalysisTypes(rawValue: 1 << 2)
    }

    /// What an analysis looks for, and in which languages.
    public struct Configuration: Sendable {
        /// The types it looks for.
        public let analysisTypes: AnalysisTypes
        /// The languages text is read in, most preferred first.
        public var locales: [String] = []
        /// A configuration looking for `types`.
        public init(_ types: AnalysisTypes) { analysisTypes = types }
    }

    /// Whether the device can analyze images: `false` in a render.
    public static var isSupported: Bool { false }
    /// The languages Live Text reads: none in a render.
    public static var supportedTextRecognitionLanguages: [String] { get async { [] } }

    /// An analyzer.
    public init() {}

    /// Analyzes an image: finds nothing in a render (a runtime warning says so).
    public func analyze(_ image: UIImage, configuration: Configuration) async throws -> ImageAnalysis {
        ImageAnalyzer.nothingFound(configuration)
    }
    /// Analyzes a Core Graphics image in `orientation`: finds nothing in a render.
    public func analyze(_ image: CGImage, orientation: UIImage.Orientation, configuration: Configuration) async throws -> ImageAnalysis {
        ImageAnalyzer.nothingFound(configuration)
    }
    /// Analyzes the image file at `url` in `orientation`: finds nothing in a render.
    public func analyze(imageAt url: URL, orientation: UIImage.Orientation, configuration: Configuration) async throws -> ImageAnalysis {
        ImageAnalyzer.nothingFound(configuration)
    }

    private static func nothingFound(_ configuration: Configuration) -> ImageAnalysis {
        RuntimeWarning.emit("ImageAnalyzer: a render has no Live Text or Visual Look Up models; the analysis (types \(configuration.analysisTypes.rawValue)) finds nothing")
        return ImageAnalysis(types: configuration.analysisTypes)
    }
}

/// What an image analysis found: nothing, in a render.
public final class ImageAnalysis: Sendable {
    let types: ImageAnalyzer.AnalysisTypes
    init(types: ImageAnalyzer.AnalysisTypes) { self.types = types }

    /// The text found, in reading order: empty.
    public var transcript: String { "" }
    /// Whether anything of `types` was found: `false`.
    public func hasResults(for types: ImageAnalyzer.AnalysisTypes) -> Bool { false }
}

/// Live Text and subject lifting on a view showing an image. A render has no touches and its
/// analyses find nothing, so there are no subjects and nothing is highlighted.
@MainActor @preconcurrency
public final class ImageAnalysisInteraction: NSObject, UIInteraction {
    /// What the interaction lets a person do.
    public struct InteractionTypes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Types from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Everything the analysis supports.
        public static let automatic = InteractionTypes(rawValue: ~0)
        /// Select text.
        public static let textSelection = InteractionTypes(rawValue: 1 << 0)
        /// Tap links, dates and numbers.
        public static let dataDetectors = InteractionTypes(rawValue: 1 << 1)
        /// Lift the image's subject.
        public static let imageSubject = InteractionTypes(rawValue: 1 << 2)
        /// Look up the subject.
        public static let visualLookUp = InteractionTypes(rawValue: 1 << 3)
        /// Text selection and data detectors only.
        public static let automaticTextOnly: InteractionTypes = [.textSelection, .dataDetectors]
    }

    /// A subject found in the image.
    public struct Subject: Hashable, Sendable {
        /// The subject's bounds in the image.
        public let bounds: CGRect
        /// The subject cut out of its background (never made: a render finds no subjects).
        public var image: UIImage {
            get async throws { throw CocoaError(.featureUnsupported) }
        }
    }

    /// The analysis the interaction shows.
    public var analysis: ImageAnalysis?
    /// What a person may do.
    public var preferredInteractionTypes: InteractionTypes = .automatic
    /// What a person can do now: nothing, without results.
    public var activeInteractionTypes: InteractionTypes { [] }
    /// Whether the Live Text button shows.
    public var isSupplementaryInterfaceHidden = false
    /// The subjects found: none.
    public var subjects: Set<Subject> { get async { [] } }
    /// The subjects highlighted: none.
    public var highlightedSubjects: Set<Subject> = []
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// An interaction.
    public override init() { super.init() }

    /// Called before the interaction moves to `view`.
    public func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }
}
