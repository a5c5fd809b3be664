import CoreML
import Foundation

/// A custom text classifier or word tagger made with Create ML. Running one needs a Core ML
/// runtime, which a render lacks: `init(contentsOf:)` and `init(mlModel:)` always throw, so no
/// `NLModel` is ever made on Linux. Its methods keep Apple's shapes.
open class NLModel: NSObject {

    /// The kinds of model.
    public enum ModelType: Int, Hashable, Sendable {
        /// Labels a whole text (a phrase, sentence or paragraph).
        case classifier = 0
        /// Labels each token of a text.
        case sequence = 1
    }

    /// The model's type, language and revision.
    public let configuration: NLModelConfiguration

    private init(configuration: NLModelConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// The compiled model at `url`: always throws `CocoaError(.featureUnsupported)` on Linux,
    /// which has no Core ML to run it.
    public convenience init(contentsOf url: URL) throws {
        throw CocoaError(.featureUnsupported, userInfo: [NSURLErrorKey: url])
    }

    /// The Create ML text model `mlModel` wraps: always throws `CocoaError(.featureUnsupported)`
    /// on Linux, which has no Core ML runtime (and a render's only models, `MLModel()`, are
    /// empty, neither a text classifier nor a word tagger).
    public convenience init(mlModel: MLModel) throws {
        throw CocoaError(.featureUnsupported)
    }

    /// The label the model predicts for `string`.
    public func predictedLabel(for string: String) -> String? { nil }

    /// The label the model predicts for each of `tokens`.
    public func predictedLabels(forTokens tokens: [String]) -> [String] { [] }

    /// The likeliest labels for `string`, at most `maxCount`, with their probabilities (iOS 14+).
    public func predictedLabelHypotheses(for string: String, maximumCount maxCount: Int) -> [String: Double] { [:] }

    /// The likeliest labels for each of `tokens`, at most `maxCount` each (iOS 14+).
    public func predictedLabelHypotheses(forTokens tokens: [String], maximumCount maxCount: Int) -> [[String: Double]] { [] }
}

/// A model's type, language and the framework revision that trained it.
open class NLModelConfiguration: NSObject, NSCopying {

    /// Whether the model classifies texts or tags tokens.
    public let type: NLModel.ModelType
    /// The language the model was trained for.
    public let language: NLLanguage?
    /// The framework revision that trained the model.
    public let revision: Int

    /// A classifier configuration with no language, revision 1.
    public override init() {
        type = .classifier
        language = nil
        revision = 1
        super.init()
    }

    /// The revisions of models of `type` this device runs: none on Linux, which has no Core ML.
    open class func supportedRevisions(for type: NLModel.ModelType) -> IndexSet { IndexSet() }

    /// The newest revision of models of `type` this device runs: 0 on Linux.
    open class func currentRevision(for type: NLModel.ModelType) -> Int { 0 }

    /// This configuration: it never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
