import Foundation

/// CallKit's general error domain.
public let CXErrorDomain = "com.apple.CallKit.error"
/// The error domain of `reportNewIncomingCall(with:update:completion:)`.
public let CXErrorDomainIncomingCall = "com.apple.CallKit.error.incomingcall"
/// The error domain of `CXCallController` requests.
public let CXErrorDomainRequestTransaction = "com.apple.CallKit.error.requesttransaction"
/// The error domain of `CXCallDirectoryManager`.
public let CXErrorDomainCallDirectoryManager = "com.apple.CallKit.error.calldirectorymanager"
/// The error domain of reporting a call from a notification service extension.
public let CXErrorDomainNotificationServiceExtension = "com.apple.CallKit.error.notificationserviceextension"

/// A CallKit error of the general domain, by code.
public struct CXError: CustomNSError, Hashable, Sendable {
    /// The error codes, with CallKit's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknownError = 0
        /// The app lacks the entitlement.
        case unentitled = 1
        /// An argument was invalid.
        case invalidArgument = 2
        /// The app lacks the VoIP background mode.
        case missingVoIPBackgroundMode = 3
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

    /// The error an `NSError` of the domain stands for (an unknown code becomes `.unknownError`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknownError, userInfo: _nsError.userInfo)
    }

    /// `CXErrorDomain`.
    public static var errorDomain: String { CXErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknownError`.
    public static var unknownError: Code { .unknownError }
    /// `Code.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `Code.invalidArgument`.
    public static var invalidArgument: Code { .invalidArgument }
    /// `Code.missingVoIPBackgroundMode`.
    public static var missingVoIPBackgroundMode: Code { .missingVoIPBackgroundMode }
}

extension CXError.Code {
    /// Whether `error` is a `CXError` of this code, so `catch CXError.unknownError` matches.
    public static func ~= (match: CXError.Code, error: any Error) -> Bool { (error as? CXError)?.code == match }
}

/// Why the system refused an incoming call: what `reportNewIncomingCall(with:update:completion:)` reports (`.unknown` in a render, which has no telephony service).
public struct CXErrorCodeIncomingCallError: CustomNSError, Hashable, Sendable {
    /// The error codes, with CallKit's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error: what a render reports.
        case unknown = 0
        /// The app may not receive incoming calls.
        case unentitled = 1
        /// A call with this identifier already exists.
        case callUUIDAlreadyExists = 2
        /// Do Not Disturb filtered the call.
        case filteredByDoNotDisturb = 3
        /// The caller is blocked.
        case filteredByBlockList = 4
        /// A restricted sharing mode filtered the call.
        case filteredDuringRestrictedSharingMode = 5
        /// The call is protected.
        case callIsProtected = 6
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

    /// The error an `NSError` of the domain stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `CXErrorDomainIncomingCall`.
    public static var errorDomain: String { CXErrorDomainIncomingCall }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `Code.callUUIDAlreadyExists`.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// `Code.filteredByDoNotDisturb`.
    public static var filteredByDoNotDisturb: Code { .filteredByDoNotDisturb }
    /// `Code.filteredByBlockList`.
    public static var filteredByBlockList: Code { .filteredByBlockList }
    /// `Code.filteredDuringRestrictedSharingMode`.
    public static var filteredDuringRestrictedSharingMode: Code { .filteredDuringRestrictedSharingMode }
    /// `Code.callIsProtected`.
    public static var callIsProtected: Code { .callIsProtected }
}

extension CXErrorCodeIncomingCallError.Code {
    /// Whether `error` is a `CXErrorCodeIncomingCallError` of this code, so `catch CXErrorCodeIncomingCallError.unknown` matches.
    public static func ~= (match: CXErrorCodeIncomingCallError.Code, error: any Error) -> Bool { (error as? CXErrorCodeIncomingCallError)?.code == match }
}

/// Why the system refused a `CXCallController` request (`.emptyTransaction` for a transaction without actions, else `.unknown` in a render, which has no telephony service).
public struct CXErrorCodeRequestTransactionError: CustomNSError, Hashable, Sendable {
    /// The error codes, with CallKit's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error: what a render reports for a transaction with actions.
        case unknown = 0
        /// The app may not perform the actions.
        case unentitled = 1
        /// No provider was found to perform the actions.
        case unknownCallProvider = 2
        /// The transaction has no actions.
        case emptyTransaction = 3
        /// No call has the identifier.
        case unknownCallUUID = 4
        /// A call with the identifier already exists.
        case callUUIDAlreadyExists = 5
        /// An action is invalid.
        case invalidAction = 6
        /// The provider has as many call groups as it may.
        case maximumCallGroupsReached = 7
        /// The call is protected.
        case callIsProtected = 8
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

    /// The error an `NSError` of the domain stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `CXErrorDomainRequestTransaction`.
    public static var errorDomain: String { CXErrorDomainRequestTransaction }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `Code.unknownCallProvider`.
    public static var unknownCallProvider: Code { .unknownCallProvider }
    /// `Code.emptyTransaction`.
    public static var emptyTransaction: Code { .emptyTransaction }
    /// `Code.unknownCallUUID`.
    public static var unknownCallUUID: Code { .unknownCallUUID }
    /// `Code.callUUIDAlreadyExists`.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// `Code.invalidAction`.
    public static var invalidAction: Code { .invalidAction }
    /// `Code.maximumCallGroupsReached`.
    public static var maximumCallGroupsReached: Code { .maximumCallGroupsReached }
    /// `Code.callIsProtected`.
    public static var callIsProtected: Code { .callIsProtected }
}

extension CXErrorCodeRequestTransactionError.Code {
    /// Whether `error` is a `CXErrorCodeRequestTransactionError` of this code, so `catch CXErrorCodeRequestTransactionError.unknown` matches.
    public static func ~= (match: CXErrorCodeRequestTransactionError.Code, error: any Error) -> Bool { (error as? CXErrorCodeRequestTransactionError)?.code == match }
}

/// Why a `CXCallDirectoryManager` request failed (`.noExtensionFound` in a render, where no extension is installed).
public struct CXErrorCodeCallDirectoryManagerError: CustomNSError, Hashable, Sendable {
    /// The error codes, with CallKit's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 0
        /// No call directory extension has the identifier: what a render reports.
        case noExtensionFound = 1
        /// Loading the extension's entries was interrupted.
        case loadingInterrupted = 2
        /// The extension's entries were not in ascending order.
        case entriesOutOfOrder = 3
        /// The extension added an entry twice.
        case duplicateEntries = 4
        /// The extension added too many entries.
        case maximumEntriesExceeded = 5
        /// The extension is disabled.
        case extensionDisabled = 6
        /// The extension is already loading.
        case currentlyLoading = 7
        /// The extension removed entries from a complete load.
        case unexpectedIncrementalRemoval = 8
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

    /// The error an `NSError` of the domain stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `CXErrorDomainCallDirectoryManager`.
    public static var errorDomain: String { CXErrorDomainCallDirectoryManager }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.noExtensionFound`.
    public static var noExtensionFound: Code { .noExtensionFound }
    /// `Code.loadingInterrupted`.
    public static var loadingInterrupted: Code { .loadingInterrupted }
    /// `Code.entriesOutOfOrder`.
    public static var entriesOutOfOrder: Code { .entriesOutOfOrder }
    /// `Code.duplicateEntries`.
    public static var duplicateEntries: Code { .duplicateEntries }
    /// `Code.maximumEntriesExceeded`.
    public static var maximumEntriesExceeded: Code { .maximumEntriesExceeded }
    /// `Code.extensionDisabled`.
    public static var extensionDisabled: Code { .extensionDisabled }
    /// `Code.currentlyLoading`.
    public static var currentlyLoading: Code { .currentlyLoading }
    /// `Code.unexpectedIncrementalRemoval`.
    public static var unexpectedIncrementalRemoval: Code { .unexpectedIncrementalRemoval }
}

extension CXErrorCodeCallDirectoryManagerError.Code {
    /// Whether `error` is a `CXErrorCodeCallDirectoryManagerError` of this code, so `catch CXErrorCodeCallDirectoryManagerError.unknown` matches.
    public static func ~= (match: CXErrorCodeCallDirectoryManagerError.Code, error: any Error) -> Bool { (error as? CXErrorCodeCallDirectoryManagerError)?.code == match }
}

/// Why a call reported from a notification service extension was refused (`.unknown` in a render).
public struct CXErrorCodeNotificationServiceExtensionError: CustomNSError, Hashable, Sendable {
    /// The error codes, with CallKit's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error: what a render reports.
        case unknown = 0
        /// The caller is not a notification service extension.
        case invalidClientProcess = 1
        /// The extension lacks the notification filtering entitlement.
        case missingNotificationFilteringEntitlement = 2
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

    /// The error an `NSError` of the domain stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `CXErrorDomainNotificationServiceExtension`.
    public static var errorDomain: String { CXErrorDomainNotificationServiceExtension }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.invalidClientProcess`.
    public static var invalidClientProcess: Code { .invalidClientProcess }
    /// `Code.missingNotificationFilteringEntitlement`.
    public static var missingNotificationFilteringEntitlement: Code { .missingNotificationFilteringEntitlement }
}

extension CXErrorCodeNotificationServiceExtensionError.Code {
    /// Whether `error` is a `CXErrorCodeNotificationServiceExtensionError` of this code, so `catch CXErrorCodeNotificationServiceExtensionError.unknown` matches.
    public static func ~= (match: CXErrorCodeNotificationServiceExtensionError.Code, error: any Error) -> Bool { (error as? CXErrorCodeNotificationServiceExtensionError)?.code == match }
}
