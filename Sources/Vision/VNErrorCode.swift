import Foundation

/// The domain of the errors Vision reports ("com.apple.vis", as iOS logs them). A render reports
/// none: every request succeeds.
public let VNErrorDomain: String = "com.apple.vis"

/// The codes of the errors in `VNErrorDomain`. A render never produces one: requests finish
/// without error and find nothing.
public enum VNErrorCode: Int, Hashable, Sendable {
    /// Create ML training failed on an invalid transformation or image.
    case turiCoreErrorCode = -1
    /// The operation finished without error.
    case OK = 0
    /// An app cancelled the request.
    case requestCancelled = 1
    /// The image's format is invalid.
    case invalidFormat = 2
    /// The operation failed.
    case operationFailed = 3
    /// Data was accessed out of bounds.
    case outOfBoundsError = 4
    /// A request option is invalid.
    case invalidOption = 5
    /// An I/O error for an image, image sequence or Core ML model.
    case ioError = 6
    /// A required request option is missing.
    case missingOption = 7
    /// The method is not implemented by the underlying model.
    case notImplemented = 8
    /// An error inside the framework.
    case internalError = 9
    /// Not enough memory to perform the request.
    case outOfMemory = 10
    /// An unknown error.
    case unknownError = 11
    /// The operation is not supported.
    case invalidOperation = 12
    /// The image is invalid, for instance it has no pixels.
    case invalidImage = 13
    /// A parameter passed to a request is invalid.
    case invalidArgument = 14
    /// The Core ML model does not suit the request.
    case invalidModel = 15
    /// The requested revision is not supported (iOS 12+).
    case unsupportedRevision = 16
    /// The data is not available (iOS 13+).
    case dataUnavailable = 17
    /// No timestamp was found (iOS 14+).
    case timeStampNotFound = 18
    /// The request is not supported (iOS 15+).
    case unsupportedRequest = 19
    /// The operation timed out (iOS 16+).
    case timeout = 20
    /// The compute stage is not supported (iOS 17+).
    case unsupportedComputeStage = 21
    /// The compute device is not supported (iOS 17+).
    case unsupportedComputeDevice = 22
}
