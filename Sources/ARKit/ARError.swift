import Foundation

/// The domain of ARKit's errors.
public let ARErrorDomain = "com.apple.arkit.error"

/// An error ARKit reports (ARKit's `ARError`). A render reports `.unsupportedConfiguration`
/// when a session is run (no configuration is supported without a camera), and the codes named
/// on the calls that fail (`getCurrentWorldMap`, `captureHighResolutionFrame`...).
public struct ARError: CustomNSError, Hashable, Sendable {
    /// ARKit's error codes (ARKit's raw values).
    public enum Code: Int, Sendable {
        /// The configuration is not supported on this device: what `ARSession.run` reports in a render.
        case unsupportedConfiguration = 100
        /// A sensor the session needs is not available.
        case sensorUnavailable = 101
        /// A sensor failed to provide input.
        case sensorFailed = 102
        /// The app may not use the camera.
        case cameraUnauthorized = 103
        /// The app may not use the microphone.
        case microphoneUnauthorized = 104
        /// The app may not use location.
        case locationUnauthorized = 105
        /// A high-resolution frame capture is already in progress.
        case highResolutionFrameCaptureInProgress = 106
        /// A high-resolution frame capture failed: what a render reports.
        case highResolutionFrameCaptureFailed = 107
        /// World tracking failed.
        case worldTrackingFailed = 200
        /// Geotracking is not available at this location.
        case geoTrackingNotAvailableAtLocation = 201
        /// Geotracking failed.
        case geoTrackingFailed = 202
        /// A reference image is not valid.
        case invalidReferenceImage = 300
        /// A reference object is not valid: what a render reports for object scans and archives.
        case invalidReferenceObject = 301
        /// A world map is not valid: what a render reports for `getCurrentWorldMap`.
        case invalidWorldMap = 302
        /// A configuration is not valid.
        case invalidConfiguration = 303
        /// Collaboration data is not valid.
        case invalidCollaborationData = 304
        /// There are too few features.
        case insufficientFeatures = 400
        /// An object merge failed.
        case objectMergeFailed = 401
        /// A file could not be read or written.
        case fileIOFailed = 500
        /// A request failed.
        case requestFailed = 501
    }

    /// What went wrong.
    public let code: Code
    /// The error's user-info strings (a description, a failure reason...).
    private let strings: [String: String]

    /// An error with a code and user info (its string values are kept); an error made without a
    /// description gets one for its code where Backplate has one.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var strings = userInfo.compactMapValues { $0 as? String }
        if strings[NSLocalizedDescriptionKey] == nil, let description = Self.description(of: code) {
            strings[NSLocalizedDescriptionKey] = description
        }
        self.strings = strings
    }

    /// The error an `NSError` of `ARErrorDomain` stands for (an unknown code becomes
    /// `.requestFailed`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .requestFailed, userInfo: _nsError.userInfo)
    }

    /// `ARErrorDomain`.
    public static var errorDomain: String { ARErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info (its string values, with a description).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info, as Swift's bridged errors name it.
    public var userInfo: [String: Any] { strings }

    /// Descriptions of the codes a render reports (Backplate's wording).
    private static func description(of code: Code) -> String? {
        switch code {
        case .unsupportedConfiguration: return "The provided configuration is not supported on this device."
        case .invalidWorldMap: return "The world map is not available: the session has not mapped the world."
        case .invalidReferenceObject: return "The reference object is not valid."
        case .highResolutionFrameCaptureFailed: return "The high-resolution frame could not be captured."
        default: return nil
        }
    }

    /// `Code.unsupportedConfiguration`.
    public static var unsupportedConfiguration: Code { .unsupportedConfiguration }
    /// `Code.sensorUnavailable`.
    public static var sensorUnavailable: Code { .sensorUnavailable }
    /// `Code.sensorFailed`.
    public static var sensorFailed: Code { .sensorFailed }
    /// `Code.cameraUnauthorized`.
    public static var cameraUnauthorized: Code { .cameraUnauthorized }
    /// `Code.microphoneUnauthorized`.
    public static var microphoneUnauthorized: Code { .microphoneUnauthorized }
    /// `Code.locationUnauthorized`.
    public static var locationUnauthorized: Code { .locationUnauthorized }
    /// `Code.highResolutionFrameCaptureInProgress`.
    public static var highResolutionFrameCaptureInProgress: Code { .highResolutionFrameCaptureInProgress }
    /// `Code.highResolutionFrameCaptureFailed`.
    public static var highResolutionFrameCaptureFailed: Code { .highResolutionFrameCaptureFailed }
    /// `Code.worldTrackingFailed`.
    public static var worldTrackingFailed: Code { .worldTrackingFailed }
    /// `Code.geoTrackingNotAvailableAtLocation`.
    public static var geoTrackingNotAvailableAtLocation: Code { .geoTrackingNotAvailableAtLocation }
    /// `Code.geoTrackingFailed`.
    public static var geoTrackingFailed: Code { .geoTrackingFailed }
    /// `Code.invalidReferenceImage`.
    public static var invalidReferenceImage: Code { .invalidReferenceImage }
    /// `Code.invalidReferenceObject`.
    public static var invalidReferenceObject: Code { .invalidReferenceObject }
    /// `Code.invalidWorldMap`.
    public static var invalidWorldMap: Code { .invalidWorldMap }
    /// `Code.invalidConfiguration`.
    public static var invalidConfiguration: Code { .invalidConfiguration }
    /// `Code.invalidCollaborationData`.
    public static var invalidCollaborationData: Code { .invalidCollaborationData }
    /// `Code.insufficientFeatures`.
    public static var insufficientFeatures: Code { .insufficientFeatures }
    /// `Code.objectMergeFailed`.
    public static var objectMergeFailed: Code { .objectMergeFailed }
    /// `Code.fileIOFailed`.
    public static var fileIOFailed: Code { .fileIOFailed }
    /// `Code.requestFailed`.
    public static var requestFailed: Code { .requestFailed }
}
