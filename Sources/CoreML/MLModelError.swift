import BackplateCore
import Foundation

/// Core ML's error domain, `"com.apple.CoreML"`.
public let MLModelErrorDomain = "com.apple.CoreML"

/// An error from loading, compiling or running a model, by code. A render has no Core ML
/// runtime: every load, compile and prediction throws one with code `.generic` and a
/// description saying so, and apps match it as on iOS (`catch let error as MLModelError`).
public struct MLModelError: CustomNSError, Hashable, Sendable {
    /// Core ML's error codes. Raw values are Apple's (2 is unused).
    public enum Code: Int, Hashable, Sendable {
        /// A general error, such as a model that cannot load: what a render reports.
        case generic = 0
        /// A feature value's type does not match the model's description.
        case featureType = 1
        /// Reading or writing a model file failed.
        case io = 3
        /// A custom layer failed (iOS 11.2+).
        case customLayer = 4
        /// A custom model failed (iOS 12+).
        case customModel = 5
        /// Updating a model failed (iOS 13+).
        case update = 6
        /// A model parameter is invalid (iOS 13+).
        case parameters = 7
        /// Fetching an encrypted model's key failed (iOS 14+).
        case modelDecryptionKeyFetch = 8
        /// Decrypting a model failed (iOS 14+).
        case modelDecryption = 9
        /// Accessing a model collection failed (iOS 14+).
        case modelCollection = 10
        /// A prediction was cancelled before it finished (iOS 17+).
        case predictionCancelled = 11
    }

    /// What went wrong.
    public let code: Code
    /// The error's user-info strings (a description, a failure reason...).
    private let strings: [String: String]

    /// An error with a code and user info (its string values are kept).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { $0 as? String }
    }

    /// The error an `NSError` of `MLModelErrorDomain` stands for (an unknown code becomes
    /// `.generic`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .generic, userInfo: _nsError.userInfo)
    }

    /// `MLModelErrorDomain`.
    public static var errorDomain: String { MLModelErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }

    /// `Code.generic`.
    public static var generic: Code { .generic }
    /// `Code.featureType`.
    public static var featureType: Code { .featureType }
    /// `Code.io`.
    public static var io: Code { .io }
    /// `Code.customLayer`.
    public static var customLayer: Code { .customLayer }
    /// `Code.customModel`.
    public static var customModel: Code { .customModel }
    /// `Code.update`.
    public static var update: Code { .update }
    /// `Code.parameters`.
    public static var parameters: Code { .parameters }
    /// `Code.modelDecryptionKeyFetch`.
    public static var modelDecryptionKeyFetch: Code { .modelDecryptionKeyFetch }
    /// `Code.modelDecryption`.
    public static var modelDecryption: Code { .modelDecryption }
    /// `Code.modelCollection`.
    public static var modelCollection: Code { .modelCollection }
    /// `Code.predictionCancelled`.
    public static var predictionCancelled: Code { .predictionCancelled }

    /// The error every load, compile and prediction throws in a render, after a runtime
    /// warning: `call` names the API, `model` the model it was given.
    static func noRuntime(_ call: String, model: String) -> MLModelError {
        RuntimeWarning.emit("CoreML: \(call) cannot run \(model): a render has no Core ML runtime; it throws MLModelError.generic")
        return MLModelError(.generic, userInfo: [
            NSLocalizedDescriptionKey: "Core ML is not available: \(model) cannot be loaded or run without a Core ML runtime.",
        ])
    }
}

extension MLModelError.Code {
    /// Whether `error` is an `MLModelError` with this code, for `catch MLModelError.io`.
    public static func ~= (match: MLModelError.Code, error: any Error) -> Bool {
        (error as? MLModelError)?.code == match
    }
}
