import Foundation

/// A key in a model's metadata dictionary.
public struct MLModelMetadataKey: RawRepresentable, Hashable, Sendable {
    /// The key's constant name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A short description of what the model does.
    public static let description = MLModelMetadataKey(rawValue: "MLModelDescriptionKey")
    /// The model's version, as a string.
    public static let versionString = MLModelMetadataKey(rawValue: "MLModelVersionStringKey")
    /// The model's author.
    public static let author = MLModelMetadataKey(rawValue: "MLModelAuthorKey")
    /// The model's license.
    public static let license = MLModelMetadataKey(rawValue: "MLModelLicenseKey")
    /// A dictionary of whatever else the model's creator recorded.
    public static let creatorDefinedKey = MLModelMetadataKey(rawValue: "MLModelCreatorDefinedKey")
}

/// A model's inputs, outputs and metadata. A render loads no model, so every description in
/// a render is empty: no inputs, outputs or states, no predicted feature, no metadata, no class
/// labels, not updatable.
open class MLModelDescription: NSObject {
    /// The inputs by name.
    public let inputDescriptionsByName: [String: MLFeatureDescription]
    /// The outputs by name.
    public let outputDescriptionsByName: [String: MLFeatureDescription]
    /// The states by name (iOS 18+).
    public let stateDescriptionsByName: [String: MLFeatureDescription]
    /// The name of the output a classifier predicts, if it is one.
    public let predictedFeatureName: String?
    /// The name of the output holding a classifier's probabilities, if it is one.
    public let predictedProbabilitiesName: String?
    /// The model's metadata: description, version, author, license...
    public let metadata: [MLModelMetadataKey: Any]
    /// A classifier's labels, strings or numbers (iOS 14+); `nil` for other models.
    public let classLabels: [Any]?
    /// Whether the model can be updated on the device (iOS 13+).
    public let isUpdatable: Bool
    /// The inputs an update takes, by name (iOS 13+).
    public let trainingInputDescriptionsByName: [String: MLFeatureDescription]

    /// An empty description.
    public override convenience init() {
        self.init(inputs: [:], outputs: [:])
    }

    init(inputs: [String: MLFeatureDescription], outputs: [String: MLFeatureDescription],
         states: [String: MLFeatureDescription] = [:], predictedFeatureName: String? = nil,
         predictedProbabilitiesName: String? = nil, metadata: [MLModelMetadataKey: Any] = [:], classLabels: [Any]? = nil) {
        inputDescriptionsByName = inputs
        outputDescriptionsByName = outputs
        stateDescriptionsByName = states
        self.predictedFeatureName = predictedFeatureName
        self.predictedProbabilitiesName = predictedProbabilitiesName
        self.metadata = metadata
        self.classLabels = classLabels
        isUpdatable = false
        trainingInputDescriptionsByName = [:]
        super.init()
    }
}
