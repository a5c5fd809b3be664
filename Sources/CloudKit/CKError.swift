import Foundation

/// CloudKit's errors.
public struct CKError: Error, Hashable, Sendable {
    /// The error codes of `CKErrorDomain`.
    public enum Code: Int, Sendable {
        /// An internal error.
        case internalError = 1
        /// Some items of a batch failed.
        case partialFailure = 2
        /// The network is not available.
        case networkUnavailable = 3
        /// The network failed.
        case networkFailure = 4
        /// The container is unknown.
        case badContainer = 5
        /// The service is unavailable.
        case serviceUnavailable = 6
        /// Too many requests.
        case requestRateLimited = 7
        /// Missing entitlement.
        case missingEntitlement = 8
        /// No iCloud account is signed in.
        case notAuthenticated = 9
        /// Not permitted.
        case permissionFailure = 10
        /// The record does not exist.
        case unknownItem = 11
        /// The request's arguments are invalid.
        case invalidArguments = 12
        /// The query's results were cut short (deprecated).
        case resultsTruncated = 13
        /// The record changed on the server.
        case serverRecordChanged = 14
        /// The server rejected the request.
        case serverRejectedRequest = 15
        /// The asset's file was not found.
        case assetFileNotFound = 16
        /// The asset's file changed while it was saved.
        case assetFileModified = 17
        /// The app's version is older than the oldest the container allows.
        case incompatibleVersion = 18
        /// A unique field's constraint was violated.
        case constraintViolation = 19
        /// The operation was cancelled.
        case operationCancelled = 20
        /// The change token has expired.
        case changeTokenExpired = 21
        /// An item of an atomic batch failed, so the batch did.
        case batchRequestFailed = 22
        /// The zone is busy.
        case zoneBusy = 23
        /// The operation cannot run on this database.
        case badDatabase = 24
        /// The account's quota is full.
        case quotaExceeded = 25
        /// The zone does not exist.
        case zoneNotFound = 26
        /// The request is too large.
        case limitExceeded = 27
        /// The user deleted the zone.
        case userDeletedZone = 28
        /// The share has too many participants.
        case tooManyParticipants = 29
        /// The record is already shared.
        case alreadyShared = 30
        /// A reference's target does not exist.
        case referenceViolation = 31
        /// The account is managed and restricts this request.
        case managedAccountRestricted = 32
        /// The participant may need to verify their account.
        case participantMayNeedVerification = 33
        /// The server's response was lost.
        case serverResponseLost = 34
        /// The asset is not available.
        case assetNotAvailable = 35
        /// The iCloud account is temporarily unavailable.
        case accountTemporarilyUnavailable = 36
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// CloudKit's error domain.
    public static let errorDomain = "CKErrorDomain"
    /// No iCloud account is signed in.
    public static let notAuthenticated = Code.notAuthenticated
    /// The network is not available.
    public static let networkUnavailable = Code.networkUnavailable
    /// The record does not exist.
    public static let unknownItem = Code.unknownItem
    /// The record changed on the server.
    public static let serverRecordChanged = Code.serverRecordChanged
    /// The account's quota is full.
    public static let quotaExceeded = Code.quotaExceeded
    /// The request's arguments are invalid.
    public static let invalidArguments = Code.invalidArguments
    /// The server rejected the request.
    public static let serverRejectedRequest = Code.serverRejectedRequest
    /// Some items of a batch failed.
    public static let partialFailure = Code.partialFailure
    /// The network failed.
    public static let networkFailure = Code.networkFailure
    /// The service is unavailable.
    public static let serviceUnavailable = Code.serviceUnavailable
    /// Too many requests.
    public static let requestRateLimited = Code.requestRateLimited
    /// The zone does not exist.
    public static let zoneNotFound = Code.zoneNotFound
    /// The change token has expired.
    public static let changeTokenExpired = Code.changeTokenExpired
    /// The iCloud account is temporarily unavailable.
    public static let accountTemporarilyUnavailable = Code.accountTemporarilyUnavailable
}

extension CKError.Code {
    /// Whether `error` is a `CKError` of this code, so `catch CKError.notAuthenticated` matches.
    public static func ~= (match: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == match }
}
