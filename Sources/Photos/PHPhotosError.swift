import Foundation

/// Photos' error domain, "PHPhotosErrorDomain".
@available(iOS 13, macOS 10.15, *)
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// The `userInfo` key of the local identifiers an error concerns.
@available(iOS 15, macOS 12, *)
public let PHLocalIdentifiersErrorKey = "PHLocalIdentifiersErrorKey"

/// An error of the Photos framework, by code. In a render every change block fails with
/// `.accessUserDenied` (the app was never let in); match it with
/// `catch let error as PHPhotosError where error.code == .accessUserDenied`.
@available(iOS 13, macOS 10.15, *)
public struct PHPhotosError: Error, Hashable, Sendable, CustomNSError {
    /// The error's code.
    public let code: PHPhotosError.Code
    /// The local identifiers the error concerns (`PHLocalIdentifiersErrorKey`).
    private let identifiers: [String]?
    /// The message under `NSLocalizedDescriptionKey`, if any.
    private let message: String?

    /// An error of `code`; the local identifiers and the description in `userInfo` are kept.
    public init(_ code: PHPhotosError.Code, userInfo: [String: Any] = [:]) {
        self.code = code
        identifiers = userInfo[PHLocalIdentifiersErrorKey] as? [String]
        message = userInfo[NSLocalizedDescriptionKey] as? String
    }

    /// Photos' error domain, "PHPhotosErrorDomain".
    public static var errorDomain: String { PHPhotosErrorDomain }
    /// The code's number (3311 for `.accessUserDenied`).
    public var errorCode: Int { code.rawValue }
    /// The information the error carries: its local identifiers and description.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [:]
        if let identifiers { info[PHLocalIdentifiersErrorKey] = identifiers }
        if let message { info[NSLocalizedDescriptionKey] = message }
        return info
    }

    /// Whether both errors have the same code.
    public static func == (lhs: PHPhotosError, rhs: PHPhotosError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Photos' error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// An internal error (also the deprecated `invalid`).
        case internalError = -1
        /// The person cancelled the request.
        case userCancelled = 3072
        /// The library's volume is offline.
        case libraryVolumeOffline = 3114
        /// The library is being handed to another writer.
        case relinquishingLibraryBundleToWriter = 3142
        /// The system photo library is being switched.
        case switchingSystemPhotoLibrary = 3143
        /// The request needs network access, which is not allowed.
        case networkAccessRequired = 3164
        /// A network error happened.
        case networkError = 3169
        /// An identifier was not found.
        case identifierNotFound = 3201
        /// Several objects matched one identifier.
        case multipleIdentifiersFound = 3202
        /// The change request is not supported.
        case changeNotSupported = 3300
        /// The operation was interrupted.
        case operationInterrupted = 3301
        /// An asset resource failed validation.
        case invalidResource = 3302
        /// An asset resource is missing.
        case missingResource = 3303
        /// There is not enough space.
        case notEnoughSpace = 3305
        /// The request is not supported for the asset.
        case requestNotSupportedForAsset = 3306
        /// The system configuration restricts access.
        case accessRestricted = 3310
        /// The person denied access: what every change in a render fails with.
        case accessUserDenied = 3311
        /// The library is in a File Provider sync root.
        case libraryInFileProviderSyncRoot = 5423
        /// A persistent change token expired.
        case persistentChangeTokenExpired = 3105
        /// Persistent change details are unavailable.
        case persistentChangeDetailsUnavailable = 3210

        /// The deprecated name of `internalError`.
        @available(*, deprecated, renamed: "internalError")
        public static var invalid: PHPhotosError.Code { .internalError }
    }

    /// `Code.internalError`, as Apple's error struct spells its codes.
    public static var internalError: PHPhotosError.Code { .internalError }
    /// `Code.userCancelled`.
    public static var userCancelled: PHPhotosError.Code { .userCancelled }
    /// `Code.libraryVolumeOffline`.
    public static var libraryVolumeOffline: PHPhotosError.Code { .libraryVolumeOffline }
    /// `Code.relinquishingLibraryBundleToWriter`.
    public static var relinquishingLibraryBundleToWriter: PHPhotosError.Code { .relinquishingLibraryBundleToWriter }
    /// `Code.switchingSystemPhotoLibrary`.
    public static var switchingSystemPhotoLibrary: PHPhotosError.Code { .switchingSystemPhotoLibrary }
    /// `Code.networkAccessRequired`.
    public static var networkAccessRequired: PHPhotosError.Code { .networkAccessRequired }
    /// `Code.networkError`.
    public static var networkError: PHPhotosError.Code { .networkError }
    /// `Code.identifierNotFound`.
    public static var identifierNotFound: PHPhotosError.Code { .identifierNotFound }
    /// `Code.multipleIdentifiersFound`.
    public static var multipleIdentifiersFound: PHPhotosError.Code { .multipleIdentifiersFound }
    /// `Code.changeNotSupported`.
    public static var changeNotSupported: PHPhotosError.Code { .changeNotSupported }
    /// `Code.operationInterrupted`.
    public static var operationInterrupted: PHPhotosError.Code { .operationInterrupted }
    /// `Code.invalidResource`.
    public static var invalidResource: PHPhotosError.Code { .invalidResource }
    /// `Code.missingResource`.
    public static var missingResource: PHPhotosError.Code { .missingResource }
    /// `Code.notEnoughSpace`.
    public static var notEnoughSpace: PHPhotosError.Code { .notEnoughSpace }
    /// `Code.requestNotSupportedForAsset`.
    public static var requestNotSupportedForAsset: PHPhotosError.Code { .requestNotSupportedForAsset }
    /// `Code.accessRestricted`.
    public static var accessRestricted: PHPhotosError.Code { .accessRestricted }
    /// `Code.accessUserDenied`: what a render's change blocks fail with.
    public static var accessUserDenied: PHPhotosError.Code { .accessUserDenied }
    /// `Code.libraryInFileProviderSyncRoot`.
    public static var libraryInFileProviderSyncRoot: PHPhotosError.Code { .libraryInFileProviderSyncRoot }
    /// `Code.persistentChangeTokenExpired`.
    public static var persistentChangeTokenExpired: PHPhotosError.Code { .persistentChangeTokenExpired }
    /// `Code.persistentChangeDetailsUnavailable`.
    public static var persistentChangeDetailsUnavailable: PHPhotosError.Code { .persistentChangeDetailsUnavailable }
    /// The deprecated name of `internalError`.
    @available(*, deprecated, renamed: "internalError")
    public static var invalid: PHPhotosError.Code { .internalError }
}
