import Foundation

/// Hints that help Core ML optimize a model for how it will be used (iOS 17.4+). Kept; a
/// render runs no model.
public struct MLOptimizationHints: Equatable, Sendable {
    /// How often the input shapes will change (iOS 17.4+).
    public enum ReshapeFrequency: Int, Hashable, Sendable {
        /// Shapes change often: the default.
        case frequent = 0
        /// Shapes rarely change.
        case infrequent = 1
    }

    /// How to specialize the model for the device (iOS 18+).
    public enum SpecializationStrategy: Int, Hashable, Sendable {
        /// The strategy that suits most apps: the default.
        case `default` = 0
        /// Faster predictions at the cost of a slower first load.
        case fastPrediction = 1
    }

    /// How often the input shapes will change: `.frequent` by default.
    public var reshapeFrequency: ReshapeFrequency = .frequent
    /// How to specialize the model: `.default` by default (iOS 18+).
    public var specializationStrategy: SpecializationStrategy = .default

    /// The default hints.
    public init() {}
}

/// The settings a model loads with. Every setting is kept and has Apple's default; a render
/// loads no model, so none has an effect.
open class MLModelConfiguration: NSObject, NSCopying {
    /// The processors the model may use: `.all` by default.
    open var computeUnits: MLComputeUnits = .all
    /// Whether the GPU may accumulate in lower precision (iOS 13+): `false` by default.
    open var allowLowPrecisionAccumulationOnGPU = false
    /// A name for the model in tools and logs (iOS 16+): `nil` by default.
    open var modelDisplayName: String?
    /// The function of a multi-function model to use (iOS 18+): `nil`, the default function.
    open var functionName: String?
    /// Hints for optimizing the model (iOS 17.4+): the default hints.
    open var optimizationHints = MLOptimizationHints()

    /// The default configuration.
    public override init() { super.init() }

    /// A configuration with the same settings.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = MLModelConfiguration()
        copy.computeUnits = computeUnits
        copy.allowLowPrecisionAccumulationOnGPU = allowLowPrecisionAccumulationOnGPU
        copy.modelDisplayName = modelDisplayName
        copy.functionName = functionName
        copy.optimizationHints = optimizationHints
        return copy
    }
}

/// Options for one prediction. Kept; a render runs no prediction.
open class MLPredictionOptions: NSObject {
    /// Whether to run on the CPU only (deprecated in iOS 15: use the configuration's
    /// `computeUnits`): `false`.
    @available(iOS, introduced: 11.0, deprecated: 15.0, message: "Use MLModelConfiguration.computeUnits instead")
    open var usesCPUOnly: Bool {
        get { cpuOnly }
        set { cpuOnly = newValue }
    }
    private var cpuOnly = false

    /// Buffers to write outputs into, by output name (iOS 16+): empty by default.
    open var outputBackings: [String: Any] = [:]

    /// The default options.
    public override init() { super.init() }
}
