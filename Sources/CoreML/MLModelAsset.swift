import Foundation

/// A compiled model, on disk or in memory, from which models load (iOS 16+). Making one only
/// records where the model is; a render has no Core ML runtime, so loading it
/// (`MLModel.load(asset:configuration:)`) or reading its description throws
/// `MLModelError(.generic)` after a runtime warning.
open class MLModelAsset: NSObject {
    /// The asset's name in warnings: its file name, or "an in-memory model".
    let name: String

    private init(name: String) {
        self.name = name
        super.init()
    }

    /// An asset holding the contents of a `.mlmodel` file. Never throws in a render: the
    /// specification is kept, not parsed.
    public convenience init(specification specificationData: Data) throws {
        self.init(name: "an in-memory model of \(specificationData.count) bytes")
    }

    /// An asset holding an ML Program specification and the blobs it refers to (iOS 18+).
    /// Never throws in a render: nothing is parsed.
    public convenience init(specification specificationData: Data, blobMapping: [URL: Data]) throws {
        self.init(name: "an in-memory model of \(specificationData.count) bytes")
    }

    /// An asset for the compiled model (`.mlmodelc`) at `compiledModelURL` (iOS 18+). Never
    /// throws in a render: the file is not read.
    public convenience init(url compiledModelURL: URL) throws {
        self.init(name: compiledModelURL.lastPathComponent)
    }

    /// Reads the model's description (iOS 18+), calling `handler` once on the calling thread:
    /// in a render with no description and `MLModelError(.generic)`, after a runtime warning.
    open func modelDescription(completionHandler handler: @escaping @Sendable (MLModelDescription?, (any Error)?) -> Void) {
        handler(nil, MLModelError.noRuntime("MLModelAsset.modelDescription(completionHandler:)", model: name))
    }

    /// The model's description (iOS 18+): throws `MLModelError(.generic)` in a render, after a
    /// runtime warning.
    open func modelDescription() async throws -> MLModelDescription {
        throw MLModelError.noRuntime("MLModelAsset.modelDescription()", model: name)
    }

    /// Reads the description of the function `functionName` (iOS 18+), calling `handler` once
    /// on the calling thread: in a render with `MLModelError(.generic)`, after a runtime warning.
    open func modelDescription(ofFunctionNamed functionName: String,
                               completionHandler handler: @escaping @Sendable (MLModelDescription?, (any Error)?) -> Void) {
        handler(nil, MLModelError.noRuntime("MLModelAsset.modelDescription(ofFunctionNamed:completionHandler:)", model: name))
    }

    /// Reads the names of the model's functions (iOS 18+), calling `handler` once on the
    /// calling thread: in a render with `MLModelError(.generic)`, after a runtime warning.
    open func functionNames(completionHandler handler: @escaping @Sendable ([String]?, (any Error)?) -> Void) {
        handler(nil, MLModelError.noRuntime("MLModelAsset.functionNames(completionHandler:)", model: name))
    }
}
