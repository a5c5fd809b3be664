import BackplateCore
import Foundation

/// A collection of models deployed through Core ML Model Deployment (iOS 14; deprecated in
/// iOS 17.4). A render has no network and no deployment: beginning access fails with
/// `MLModelError(.modelCollection)` after a runtime warning, so no collection ever exists;
/// ending access answers `false`.
@available(iOS, introduced: 14.0, deprecated: 17.4, message: "Use Background Assets or URLSession instead")
open class MLModelCollection: NSObject {
    /// A model in a collection: its identifier and where it was downloaded.
    open class Entry: NSObject {
        /// The model's identifier.
        public let modelIdentifier: String
        /// The downloaded model's location.
        public let modelURL: URL

        init(modelIdentifier: String, modelURL: URL) {
            self.modelIdentifier = modelIdentifier
            self.modelURL = modelURL
            super.init()
        }
    }

    /// The collection's identifier, as set up in the deployment dashboard.
    public let identifier: String
    /// The downloaded models by identifier.
    public let entries: [String: Entry]
    /// The identifier of the deployment downloaded.
    public let deploymentID: String

    private init(identifier: String) {
        self.identifier = identifier
        entries = [:]
        deploymentID = ""
        super.init()
    }

    /// Requests access to the collection `identifier`, calling `completionHandler` once on the
    /// calling thread before this returns: in a render with no collection and
    /// `MLModelError(.modelCollection)`, after a runtime warning. The progress it returns is
    /// finished.
    @discardableResult
    open class func beginAccessing(identifier: String,
                                   completionHandler: @escaping (MLModelCollection?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, unavailable("beginAccessing(identifier:completionHandler:)", identifier))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// Requests access to the collection `identifier`: throws `MLModelError(.modelCollection)`
    /// in a render, after a runtime warning.
    open class func beginAccessing(identifier: String) async throws -> MLModelCollection {
        throw unavailable("beginAccessing(identifier:)", identifier)
    }

    /// Ends access to the collection `identifier`, calling `completionHandler` once on the
    /// calling thread: `false` and no error, as a render never began any.
    open class func endAccessing(identifier: String, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// Ends access to the collection `identifier`: `false`, as a render never began any.
    open class func endAccessing(identifier: String) async throws -> Bool { false }

    /// The error beginning access fails with, after a warning naming `call` and the collection.
    private static func unavailable(_ call: String, _ identifier: String) -> MLModelError {
        RuntimeWarning.emit("CoreML: MLModelCollection.\(call) cannot reach model collection \"\(identifier)\": a render has no network or model deployment; it fails with MLModelError.modelCollection")
        return MLModelError(.modelCollection, userInfo: [NSLocalizedDescriptionKey: "The model collection \"\(identifier)\" is not available."])
    }
}
