import Foundation

/// A language model built from custom training data (iOS 17+). A render has no speech service
/// to build one: every `prepareCustomLanguageModel` call fails at once with
/// `SFSpeechError.internalServiceError`, after a runtime warning, and writes no file.
open class SFSpeechLanguageModel: NSObject {
    /// The error every preparation ends with, after a runtime warning naming `call`.
    private static func unavailable(_ call: String) -> SFSpeechError {
        SpeechRender.warn("SFSpeechLanguageModel.\(call)",
                          "has no speech service in a render; it fails with SFSpeechError.internalServiceError")
        return SFSpeechError(.internalServiceError)
    }

    /// Builds the model described by `configuration` from the training data at `asset`. In a
    /// render `completion` gets `SFSpeechError.internalServiceError`, once, at once.
    open class func prepareCustomLanguageModel(for asset: URL, configuration: SFSpeechLanguageModel.Configuration,
                                               completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(unavailable("prepareCustomLanguageModel(for:configuration:completion:)"))
    }

    /// Builds the model, rebuilding it if `ignoresCache`. In a render `completion` gets
    /// `SFSpeechError.internalServiceError`, once, at once.
    open class func prepareCustomLanguageModel(for asset: URL, configuration: SFSpeechLanguageModel.Configuration,
                                               ignoresCache: Bool,
                                               completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(unavailable("prepareCustomLanguageModel(for:configuration:ignoresCache:completion:)"))
    }

    /// Builds the model; throws `SFSpeechError.internalServiceError` in a render.
    open class func prepareCustomLanguageModel(for asset: URL, configuration: SFSpeechLanguageModel.Configuration) async throws {
        throw unavailable("prepareCustomLanguageModel(for:configuration:)")
    }

    /// Builds the model, rebuilding it if `ignoresCache`; throws `SFSpeechError.internalServiceError` in a render.
    open class func prepareCustomLanguageModel(for asset: URL, configuration: SFSpeechLanguageModel.Configuration,
                                               ignoresCache: Bool) async throws {
        throw unavailable("prepareCustomLanguageModel(for:configuration:ignoresCache:)")
    }

    /// Builds the model for `clientIdentifier` (iOS 17–26). In a render `completion` gets
    /// `SFSpeechError.internalServiceError`, once, at once.
    @available(iOS, deprecated: 26.0, message: "Use prepareCustomLanguageModel(for:configuration:completion:)")
    open class func prepareCustomLanguageModel(for asset: URL, clientIdentifier: String,
                                               configuration: SFSpeechLanguageModel.Configuration,
                                               completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(unavailable("prepareCustomLanguageModel(for:clientIdentifier:configuration:completion:)"))
    }

    /// Builds the model for `clientIdentifier`, rebuilding it if `ignoresCache` (iOS 17–26). In a
    /// render `completion` gets `SFSpeechError.internalServiceError`, once, at once.
    @available(iOS, deprecated: 26.0, message: "Use prepareCustomLanguageModel(for:configuration:ignoresCache:completion:)")
    open class func prepareCustomLanguageModel(for asset: URL, clientIdentifier: String,
                                               configuration: SFSpeechLanguageModel.Configuration, ignoresCache: Bool,
                                               completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(unavailable("prepareCustomLanguageModel(for:clientIdentifier:configuration:ignoresCache:completion:)"))
    }

    /// Builds the model for `clientIdentifier` (iOS 17–26); throws `SFSpeechError.internalServiceError` in a render.
    @available(iOS, deprecated: 26.0, message: "Use prepareCustomLanguageModel(for:configuration:)")
    open class func prepareCustomLanguageModel(for asset: URL, clientIdentifier: String,
                                               configuration: SFSpeechLanguageModel.Configuration) async throws {
        throw unavailable("prepareCustomLanguageModel(for:clientIdentifier:configuration:)")
    }

    /// Builds the model for `clientIdentifier`, rebuilding it if `ignoresCache` (iOS 17–26);
    /// throws `SFSpeechError.internalServiceError` in a render.
    @available(iOS, deprecated: 26.0, message: "Use prepareCustomLanguageModel(for:configuration:ignoresCache:)")
    open class func prepareCustomLanguageModel(for asset: URL, clientIdentifier: String,
                                               configuration: SFSpeechLanguageModel.Configuration,
                                               ignoresCache: Bool) async throws {
        throw unavailable("prepareCustomLanguageModel(for:clientIdentifier:configuration:ignoresCache:)")
    }
}
