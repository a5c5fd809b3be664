import Foundation

/// Core Bluetooth's error domain, `"CBErrorDomain"`.
public let CBErrorDomain = "CBErrorDomain"
/// The error domain of Attribute Protocol errors, `"CBATTErrorDomain"`.
public let CBATTErrorDomain = "CBATTErrorDomain"

/// An error of a Bluetooth transaction, by code. A render starts none, so none is ever
/// reported; apps make and match them (`catch CBError.connectionTimeout`).
public struct CBError: CustomNSError, Hashable, Sendable {
    /// Core Bluetooth's error codes.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 0
        /// The parameters are invalid.
        case invalidParameters = 1
        /// The attribute handle is invalid.
        case invalidHandle = 2
        /// The device is not connected.
        case notConnected = 3
        /// The device ran out of space.
        case outOfSpace = 4
        /// The operation was cancelled.
        case operationCancelled = 5
        /// The connection timed out.
        case connectionTimeout = 6
        /// The peripheral disconnected.
        case peripheralDisconnected = 7
        /// The UUID is not allowed.
        case uuidNotAllowed = 8
        /// The peripheral manager is already advertising.
        case alreadyAdvertising = 9
        /// The connection failed.
        case connectionFailed = 10
        /// The device has reached its connection limit.
        case connectionLimitReached = 11
        /// The device is unknown.
        case unknownDevice = 12
        /// The operation is not supported.
        case operationNotSupported = 13
        /// The peer removed its pairing information.
        case peerRemovedPairingInformation = 14
        /// Encrypting the connection timed out.
        case encryptionTimedOut = 15
        /// The device has as many paired LE devices as it can hold.
        case tooManyLEPairedDevices = 16

        /// `unknownDevice`, under its misspelled first name.
        @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "unknownDevice")
        public static var unkownDevice: Code { .unknownDevice }
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

    /// The error an `NSError` of `CBErrorDomain` stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `CBErrorDomain`.
    public static var errorDomain: String { CBErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.invalidParameters`.
    public static var invalidParameters: Code { .invalidParameters }
    /// `Code.invalidHandle`.
    public static var invalidHandle: Code { .invalidHandle }
    /// `Code.notConnected`.
    public static var notConnected: Code { .notConnected }
    /// `Code.outOfSpace`.
    public static var outOfSpace: Code { .outOfSpace }
    /// `Code.operationCancelled`.
    public static var operationCancelled: Code { .operationCancelled }
    /// `Code.connectionTimeout`.
    public static var connectionTimeout: Code { .connectionTimeout }
    /// `Code.peripheralDisconnected`.
    public static var peripheralDisconnected: Code { .peripheralDisconnected }
    /// `Code.uuidNotAllowed`.
    public static var uuidNotAllowed: Code { .uuidNotAllowed }
    /// `Code.alreadyAdvertising`.
    public static var alreadyAdvertising: Code { .alreadyAdvertising }
    /// `Code.connectionFailed`.
    public static var connectionFailed: Code { .connectionFailed }
    /// `Code.connectionLimitReached`.
    public static var connectionLimitReached: Code { .connectionLimitReached }
    /// `Code.unknownDevice`.
    public static var unknownDevice: Code { .unknownDevice }
    /// `Code.operationNotSupported`.
    public static var operationNotSupported: Code { .operationNotSupported }
    /// `Code.peerRemovedPairingInformation`.
    public static var peerRemovedPairingInformation: Code { .peerRemovedPairingInformation }
    /// `Code.encryptionTimedOut`.
    public static var encryptionTimedOut: Code { .encryptionTimedOut }
    /// `Code.tooManyLEPairedDevices`.
    public static var tooManyLEPairedDevices: Code { .tooManyLEPairedDevices }
}

extension CBError.Code {
    /// Whether `error` is a `CBError` of this code, so `catch CBError.notConnected` matches.
    public static func ~= (match: CBError.Code, error: any Error) -> Bool { (error as? CBError)?.code == match }
}

/// An Attribute Protocol error a GATT server answers with, by code (the Bluetooth ATT error
/// codes). A render exchanges no attributes, so none is ever reported.
public struct CBATTError: CustomNSError, Hashable, Sendable {
    /// The ATT error codes.
    public enum Code: Int, Sendable {
        /// The request succeeded.
        case success = 0
        /// The attribute handle is invalid.
        case invalidHandle = 1
        /// The attribute may not be read.
        case readNotPermitted = 2
        /// The attribute may not be written.
        case writeNotPermitted = 3
        /// The protocol data unit is invalid.
        case invalidPdu = 4
        /// The request needs authentication.
        case insufficientAuthentication = 5
        /// The request is not supported.
        case requestNotSupported = 6
        /// The offset is past the attribute's end.
        case invalidOffset = 7
        /// The request needs authorization.
        case insufficientAuthorization = 8
        /// Too many prepared writes are queued.
        case prepareQueueFull = 9
        /// No attribute was found in the handle range.
        case attributeNotFound = 10
        /// The attribute cannot be read or written with a blob request.
        case attributeNotLong = 11
        /// The encryption key is too short.
        case insufficientEncryptionKeySize = 12
        /// The value's length is invalid.
        case invalidAttributeValueLength = 13
        /// The request failed for an unlikely reason.
        case unlikelyError = 14
        /// The request needs encryption.
        case insufficientEncryption = 15
        /// The grouping attribute type is not supported.
        case unsupportedGroupType = 16
        /// The server lacks the resources.
        case insufficientResources = 17
    }

    /// What went wrong.
    public let code: Code
    /// The error's user-info strings.
    private let strings: [String: String]

    /// An error with a code and user info (its string values are kept).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { $0 as? String }
    }

    /// The error an `NSError` of `CBATTErrorDomain` stands for (an unknown code becomes `.unlikelyError`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unlikelyError, userInfo: _nsError.userInfo)
    }

    /// `CBATTErrorDomain`.
    public static var errorDomain: String { CBATTErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }

    /// `Code.success`.
    public static var success: Code { .success }
    /// `Code.invalidHandle`.
    public static var invalidHandle: Code { .invalidHandle }
    /// `Code.readNotPermitted`.
    public static var readNotPermitted: Code { .readNotPermitted }
    /// `Code.writeNotPermitted`.
    public static var writeNotPermitted: Code { .writeNotPermitted }
    /// `Code.invalidPdu`.
    public static var invalidPdu: Code { .invalidPdu }
    /// `Code.insufficientAuthentication`.
    public static var insufficientAuthentication: Code { .insufficientAuthentication }
    /// `Code.requestNotSupported`.
    public static var requestNotSupported: Code { .requestNotSupported }
    /// `Code.invalidOffset`.
    public static var invalidOffset: Code { .invalidOffset }
    /// `Code.insufficientAuthorization`.
    public static var insufficientAuthorization: Code { .insufficientAuthorization }
    /// `Code.prepareQueueFull`.
    public static var prepareQueueFull: Code { .prepareQueueFull }
    /// `Code.attributeNotFound`.
    public static var attributeNotFound: Code { .attributeNotFound }
    /// `Code.attributeNotLong`.
    public static var attributeNotLong: Code { .attributeNotLong }
    /// `Code.insufficientEncryptionKeySize`.
    public static var insufficientEncryptionKeySize: Code { .insufficientEncryptionKeySize }
    /// `Code.invalidAttributeValueLength`.
    public static var invalidAttributeValueLength: Code { .invalidAttributeValueLength }
    /// `Code.unlikelyError`.
    public static var unlikelyError: Code { .unlikelyError }
    /// `Code.insufficientEncryption`.
    public static var insufficientEncryption: Code { .insufficientEncryption }
    /// `Code.unsupportedGroupType`.
    public static var unsupportedGroupType: Code { .unsupportedGroupType }
    /// `Code.insufficientResources`.
    public static var insufficientResources: Code { .insufficientResources }
}

extension CBATTError.Code {
    /// Whether `error` is a `CBATTError` of this code, so `catch CBATTError.readNotPermitted` matches.
    public static func ~= (match: CBATTError.Code, error: any Error) -> Bool { (error as? CBATTError)?.code == match }
}
