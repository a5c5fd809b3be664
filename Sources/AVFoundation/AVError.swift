import Foundation

/// An error of AVFoundation, by code, with the details its `userInfo` keys carry. A render
/// decodes no media: loading an asset's properties throws `AVError(.decodeFailed)`.
public struct AVError: Error, Hashable, Sendable, CustomNSError {
    /// The error's code.
    public let code: AVError.Code
    private let details: Details

    /// The typed values of the error's `userInfo` (classes such as a capture device are not kept).
    private struct Details: Hashable, Sendable {
        var time: CMTime?, presentationTimeStamp: CMTime?
        var fileSize: Int64?, processID: Int?, recordingSuccessfullyFinished: Bool?
        var mediaType: String?, mediaSubtypes: [Int]?, persistentTrackID: CMPersistentTrackID?, fileType: String?
    }

    /// An error of `code` whose details are read from `userInfo` (`AVErrorTimeKey`...).
    public init(_ code: AVError.Code, userInfo: [String: Any] = [:]) {
        self.code = code
        details = Details(time: userInfo[AVErrorTimeKey] as? CMTime,
                          presentationTimeStamp: userInfo[AVErrorPresentationTimeStampKey] as? CMTime,
                          fileSize: (userInfo[AVErrorFileSizeKey] as? NSNumber)?.int64Value ?? userInfo[AVErrorFileSizeKey] as? Int64,
                          processID: (userInfo[AVErrorPIDKey] as? NSNumber)?.intValue ?? userInfo[AVErrorPIDKey] as? Int,
                          recordingSuccessfullyFinished: (userInfo[AVErrorRecordingSuccessfullyFinishedKey] as? NSNumber)?.boolValue
                              ?? userInfo[AVErrorRecordingSuccessfullyFinishedKey] as? Bool,
                          mediaType: userInfo[AVErrorMediaTypeKey] as? String,
                          mediaSubtypes: userInfo[AVErrorMediaSubTypeKey] as? [Int],
                          persistentTrackID: (userInfo[AVErrorPersistentTrackIDKey] as? NSNumber)?.int32Value
                              ?? userInfo[AVErrorPersistentTrackIDKey] as? CMPersistentTrackID,
                          fileType: userInfo[AVErrorFileTypeKey] as? String)
    }

    /// AVFoundation's error domain, "AVFoundationErrorDomain".
    public static var errorDomain: String { AVFoundationErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The error as an `NSError` of AVFoundation's domain.
    var asNSError: NSError { NSError(domain: AVFoundationErrorDomain, code: code.rawValue) }

    /// The capture device the error concerns: nil in a render, which has no devices.
    public var device: AVCaptureDevice? { nil }
    /// The media time the error happened at.
    public var time: CMTime? { details.time }
    /// The size in bytes of the file being recorded.
    public var fileSize: Int64? { details.fileSize }
    /// The process that holds the device.
    public var processID: Int? { details.processID }
    /// Whether the recording finished despite the error.
    public var recordingSuccessfullyFinished: Bool? { details.recordingSuccessfullyFinished }
    /// The media type the error concerns.
    public var mediaType: AVMediaType? { details.mediaType.map(AVMediaType.init(rawValue:)) }
    /// The media subtypes the error concerns.
    public var mediaSubtypes: [Int]? { details.mediaSubtypes }
    /// The presentation time of the sample the error concerns.
    public var presentationTimeStamp: CMTime? { details.presentationTimeStamp }
    /// The track the error concerns.
    public var persistentTrackID: CMPersistentTrackID? { details.persistentTrackID }
    /// The file type the error concerns.
    public var fileType: AVFileType? { details.fileType.map(AVFileType.init(rawValue:)) }

    /// AVFoundation's error codes.
    public enum Code: Int, Sendable, Equatable {
        /// An unknown error.
        case unknown = -11800
        /// Memory ran out.
        case outOfMemory = -11801
        /// Disk space ran out.
        case diskFull = -11807
        /// The capture device is not connected: what a render's camera calls throw.
        case deviceNotConnected = -11814
        /// Media services were reset.
        case mediaServicesWereReset = -11819
        /// Exporting failed.
        case exportFailed = -11820
        /// Decoding failed: loading media in a render, which decodes none.
        case decodeFailed = -11821
        /// The source media is invalid.
        case invalidSourceMedia = -11822
        /// A file already exists at the URL.
        case fileAlreadyExists = -11823
        /// The file's format is not recognized.
        case fileFormatNotRecognized = -11828
        /// The file could not be parsed.
        case fileFailedToParse = -11829
        /// The content is protected.
        case contentIsProtected = -11831
        /// No image exists at the time asked for.
        case noImageAtTime = -11832
        /// No decoder was found.
        case decoderNotFound = -11833
        /// No encoder was found.
        case encoderNotFound = -11834
    }
}

/// AVFoundation's error domain.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"
/// The `userInfo` key of the device an error concerns.
public let AVErrorDeviceKey = "AVErrorDeviceKey"
/// The `userInfo` key of the media time an error happened at.
public let AVErrorTimeKey = "AVErrorTimeKey"
/// The `userInfo` key of a recording's file size.
public let AVErrorFileSizeKey = "AVErrorFileSizeKey"
/// The `userInfo` key of the process holding a device.
public let AVErrorPIDKey = "AVErrorPIDKey"
/// The `userInfo` key of whether a recording finished.
public let AVErrorRecordingSuccessfullyFinishedKey = "AVErrorRecordingSuccessfullyFinishedKey"
/// The `userInfo` key of a media type.
public let AVErrorMediaTypeKey = "AVErrorMediaTypeKey"
/// The `userInfo` key of media subtypes.
public let AVErrorMediaSubTypeKey = "AVErrorMediaSubTypeKey"
/// The `userInfo` key of a sample's presentation time.
public let AVErrorPresentationTimeStampKey = "AVErrorPresentationTimeStampKey"
/// The `userInfo` key of a track identifier.
public let AVErrorPersistentTrackIDKey = "AVErrorPersistentTrackIDKey"
/// The `userInfo` key of a file type.
public let AVErrorFileTypeKey = "AVErrorFileTypeKey"
