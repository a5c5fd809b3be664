import BackplateCore
import Foundation

/// A machine-learning model: its description, configuration and predictions. A render has no
/// Core ML runtime, so no compiled model ever loads: `init(contentsOf:)`,
/// `load(contentsOf:configuration:)`, `load(asset:configuration:)` and `compileModel(at:)`
/// throw `MLModelError(.generic)` (or hand it to their completion handler) after a runtime
/// warning naming the model file, and Xcode's generated model classes, which load through
/// them, throw the same. The only models that exist are made by code with `MLModel()`: an empty
/// model whose predictions throw likewise.
open class MLModel: NSObject {
    /// The model's inputs, outputs and metadata: empty for every model in a render.
    public let modelDescription: MLModelDescription
    /// The settings the model was loaded with.
    public let configuration: MLModelConfiguration

    /// An empty model with no inputs or outputs and the default configuration, as
    /// `NSObject`'s initializer makes one on iOS. Its predictions throw.
    public override init() {
        modelDescription = MLModelDescription()
        configuration = MLModelConfiguration()
        super.init()
    }

    /// The compiled model (`.mlmodelc`) at `url`. A render has no Core ML runtime: it throws
    /// `MLModelError(.generic)` after a runtime warning naming the file.
    public convenience init(contentsOf url: URL) throws {
        throw MLModelError.noRuntime("MLModel(contentsOf:)", model: url.lastPathComponent)
    }

    /// The compiled model at `url`, loaded with `configuration`: throws `MLModelError(.generic)`
    /// in a render, after a runtime warning naming the file.
    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModelError.noRuntime("MLModel(contentsOf:configuration:)", model: MLModel.name(url, configuration))
    }

    /// Loads the compiled model at `url` (iOS 14+), calling `handler` once, on the calling
    /// thread before this returns: in a render with `.failure(MLModelError(.generic))`, after a
    /// runtime warning naming the file.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration(),
                         completionHandler handler: @escaping (Result<MLModel, any Error>) -> Void) {
        handler(.failure(MLModelError.noRuntime("MLModel.load(contentsOf:configuration:completionHandler:)",
                                                model: name(url, configuration))))
    }

    /// Loads the compiled model at `url` (iOS 15+): throws `MLModelError(.generic)` in a
    /// render, after a runtime warning naming the file.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw MLModelError.noRuntime("MLModel.load(contentsOf:configuration:)", model: name(url, configuration))
    }

    /// Loads a model from `asset` (iOS 16+), calling `handler` once on the calling thread: in a
    /// render with no model and `MLModelError(.generic)`, after a runtime warning.
    open class func load(_ asset: MLModelAsset, configuration: MLModelConfiguration,
                         completionHandler handler: @escaping @Sendable (MLModel?, (any Error)?) -> Void) {
        handler(nil, MLModelError.noRuntime("MLModel.load(_:configuration:completionHandler:)", model: asset.name))
    }

    /// Loads a model from `asset` (iOS 16+): throws `MLModelError(.generic)` in a render, after
    /// a runtime warning.
    open class func load(asset: MLModelAsset, configuration: MLModelConfiguration) async throws -> MLModel {
        throw MLModelError.noRuntime("MLModel.load(asset:configuration:)", model: asset.name)
    }

    /// Compiles the model file (`.mlmodel` or `.mlpackage`) at `modelURL` and returns the
    /// compiled model's URL: throws `MLModelError(.generic)` in a render, after a runtime
    /// warning naming the file.
    open class func compileModel(at modelURL: URL) throws -> URL {
        throw MLModelError.noRuntime("MLModel.compileModel(at:)", model: modelURL.lastPathComponent)
    }

    /// Compiles the model file at `url` (iOS 16+): throws `MLModelError(.generic)` in a render,
    /// after a runtime warning naming the file.
    open class func compileModel(at url: URL) async throws -> URL {
        throw MLModelError.noRuntime("MLModel.compileModel(at:)", model: url.lastPathComponent)
    }

    /// Compiles the model file at `url` (iOS 16+), calling `handler` once on the calling
    /// thread: in a render with `.failure(MLModelError(.generic))`, after a runtime warning.
    open class func compileModel(at url: URL, completionHandler handler: @escaping (Result<URL, any Error>) -> Void) {
        handler(.failure(MLModelError.noRuntime("MLModel.compileModel(at:completionHandler:)", model: url.lastPathComponent)))
    }

    /// The model's outputs for `input`: throws `MLModelError(.generic)` in a render, after a
    /// runtime warning, as no model runs.
    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        throw MLModelError.noRuntime("MLModel.prediction(from:)", model: displayName)
    }

    /// The model's outputs for `input` with `options`: throws `MLModelError(.generic)` in a
    /// render, after a runtime warning.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        throw MLModelError.noRuntime("MLModel.prediction(from:options:)", model: displayName)
    }

    /// The model's outputs for `input`, computed asynchronously (iOS 17+): throws
    /// `MLModelError(.generic)` in a render, after a runtime warning. Unlike iOS 17's, `options`
    /// has no default here: Backplate has no deployment target to hide this overload from apps
    /// built for earlier iOS, whose async code calls `try model.prediction(from:)` without
    /// `await`; that call keeps reaching the synchronous method (and `try await
    /// model.prediction(from:)` does too, with a warning that nothing is awaited).
    open func prediction(from input: any MLFeatureProvider,
                         options: MLPredictionOptions) async throws -> any MLFeatureProvider {
        throw MLModelError.noRuntime("MLModel.prediction(from:options:)", model: displayName)
    }

    /// The model's outputs for each of `inputBatch`'s inputs (iOS 12+): throws
    /// `MLModelError(.generic)` in a render, after a runtime warning.
    open func predictions(fromBatch inputBatch: any MLBatchProvider) throws -> any MLBatchProvider {
        throw MLModelError.noRuntime("MLModel.predictions(fromBatch:)", model: displayName)
    }

    /// The model's outputs for each of `inputBatch`'s inputs, with `options` (iOS 12+): throws
    /// `MLModelError(.generic)` in a render, after a runtime warning.
    open func predictions(from inputBatch: any MLBatchProvider, options: MLPredictionOptions) throws -> any MLBatchProvider {
        throw MLModelError.noRuntime("MLModel.predictions(from:options:)", model: displayName)
    }

    /// The model's name in warnings: its configured display name, or "an empty model".
    var displayName: String { configuration.modelDisplayName ?? "an empty model" }

    /// A model file's name in warnings: the configured display name, else the file name.
    static func name(_ url: URL, _ configuration: MLModelConfiguration) -> String {
        configuration.modelDisplayName ?? url.lastPathComponent
    }
}
