import Foundation

/// The domain of the Speech framework's errors (iOS 17+).
public let SFSpeechErrorDomain: String = "SFSpeechErrorDomain"

/// An error of the Speech framework's domain, by code (iOS 17+). In a render the iOS 26
/// analyzer throws `.noModel` (there is no speech model); `SFSpeechLanguageModel` reports
/// `.internalServiceError`. Recognition tasks fail with kAFAssistantErrorDomain errors instead,
/// as Apple documents for `SFSpeechRecognitionTask.error`.
public struct SFSpeechError: Error, Hashable, Sendable, CustomNSError {
    /// The error codes of `SFSpeechErrorDomain`. The codes Apple added in iOS 26 have no number in
    /// Apple's documentation; their raw values here are Backplate's (from 101).
    public enum Code: Int, Sendable, Hashable {
        /// There was an internal error.
        case internalServiceError = 1
        /// The audio source could not be read.
        case audioReadFailed = 2
        /// The custom language model templates were malformed.
        case undefinedTemplateClassName = 7
        /// The custom language model file was malformed.
        case malformedSupplementalModel = 8
        /// The operation timed out.
        case timeout = 12
        /// A required parameter is missing or nil.
        case missingParameter = 13
        /// The audio input's time-code overlaps or precedes earlier input (iOS 26).
        case audioDisordered = 101
        /// The audio input is in an unexpected format (iOS 26).
        case unexpectedAudioFormat = 102
        /// The selected locale or options have no model available or downloadable (iOS 26):
        /// what the analyzer throws in a render.
        case noModel = 103
        /// The selected modules share no audio format, or do not support one (iOS 26).
        case incompatibleAudioFormats = 104
        /// The module's result task failed (iOS 26).
        case moduleOutputFailed = 105
        /// A module needs an asset locale that has not been allocated (iOS 26).
        case assetLocaleNotAllocated = 106
        /// The app has allocated too many asset locales (iOS 26).
        case tooManyAssetLocalesAllocated = 107
        /// The asset locale asked for is not supported (iOS 26).
        case cannotAllocateUnsupportedLocale = 108
        /// The device lacks the resources to process the request (iOS 26).
        case insufficientResources = 109
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`. `userInfo` is not kept: a render's errors carry none.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    /// The domain of these errors, `SFSpeechErrorDomain`.
    public static var errorDomain: String { SFSpeechErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The information the error carries: none.
    public var errorUserInfo: [String: Any] { [:] }

    /// There was an internal error.
    public static var internalServiceError: Code { .internalServiceError }
    /// The audio source could not be read.
    public static var audioReadFailed: Code { .audioReadFailed }
    /// The custom language model templates were malformed.
    public static var undefinedTemplateClassName: Code { .undefinedTemplateClassName }
    /// The custom language model file was malformed.
    public static var malformedSupplementalModel: Code { .malformedSupplementalModel }
    /// The operation timed out.
    public static var timeout: Code { .timeout }
    /// A required parameter is missing or nil.
    public static var missingParameter: Code { .missingParameter }
}

extension SFSpeechError.Code {
    /// Whether `error` is an `SFSpeechError` of this code, so `catch SFSpeechError.timeout` matches.
    public static func ~= (match: SFSpeechError.Code, error: any Error) -> Bool {
        (error as? SFSpeechError)?.code == match
    }
}
