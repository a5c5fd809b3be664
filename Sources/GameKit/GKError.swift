import Foundation

/// GameKit's error domain, `"GKErrorDomain"`.
public let GKErrorDomain = "GKErrorDomain"

/// An error GameKit reports, by code. In a render every Game Center request fails with
/// `.notAuthenticated` (no player is signed in); apps make and match the others
/// (`catch GKError.cancelled`, `(error as? GKError)?.code == .notAuthenticated`).
public struct GKError: CustomNSError, Hashable, Sendable {
    /// GameKit's error codes (GameKit's raw values).
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The person cancelled the operation, or Game Center is disabled for the app.
        case cancelled = 2
        /// Game Center's server could not be reached.
        case communicationsFailure = 3
        /// The person denied the request.
        case userDenied = 4
        /// The account name or password is wrong.
        case invalidCredentials = 5
        /// The local player is not signed in: what every request answers in a render.
        case notAuthenticated = 6
        /// The local player is already signing in.
        case authenticationInProgress = 7
        /// The player is not valid.
        case invalidPlayer = 8
        /// The score was not set.
        case scoreNotSet = 9
        /// Parental controls block the feature.
        case parentalControlsBlocked = 10
        /// The player's status is too long.
        case playerStatusExceedsMaximumLength = 11
        /// The player's status is not valid.
        case playerStatusInvalid = 12
        /// The match request is not valid.
        case matchRequestInvalid = 13
        /// The feature is not available to underage players.
        case underage = 14
        /// Game Center does not know the app.
        case gameUnrecognized = 15
        /// The app does not have Game Center enabled.
        case notSupported = 16
        /// A parameter is not valid.
        case invalidParameter = 17
        /// An unexpected player connected to a match.
        case unexpectedConnection = 18
        /// The challenge is not valid (deprecated with Game Center's old challenges).
        case challengeInvalid = 19
        /// The turn-based match data is too large.
        case turnBasedMatchDataTooLarge = 20
        /// The player has too many turn-based sessions.
        case turnBasedTooManySessions = 21
        /// The turn-based participant is not valid.
        case turnBasedInvalidParticipant = 22
        /// It is not the participant's turn.
        case turnBasedInvalidTurn = 23
        /// The turn-based session is in a state that does not allow the operation.
        case turnBasedInvalidState = 24
        /// The receiving player turned invitations off.
        case invitationsDisabled = 25
        /// The player's photo could not be loaded.
        case playerPhotoFailure = 26
        /// iCloud Drive is not available to the player.
        case ubiquityContainerUnavailable = 27
        /// The match is not connected to other players.
        case matchNotConnected = 28
        /// The game session request is not valid.
        case gameSessionRequestInvalid = 29
        /// The player is restricted to automatch.
        case restrictedToAutomatch = 30
        /// The API is not available.
        case apiNotAvailable = 31
        /// The player is not authorized.
        case notAuthorized = 32
        /// The connection timed out.
        case connectionTimeout = 33
        /// The API is obsolete.
        case apiObsolete = 34
        /// The player's iCloud account is not available.
        case iCloudUnavailable = 35
        /// The player turned Lockdown Mode on.
        case lockdownMode = 36
        /// The game is not on the App Store.
        case appUnlisted = 37
        /// The operation is not available in debug mode.
        case debugMode = 38
        /// The app gives no reason for reading the friends list (no
        /// `NSGKFriendListUsageDescription`).
        case friendListDescriptionMissing = 100
        /// Access to the friends list is restricted.
        case friendListRestricted = 101
        /// The player denied access to the friends list.
        case friendListDenied = 102
        /// The player cannot send a friend request from this device now.
        case friendRequestNotAvailable = 103
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

    /// The error an `NSError` of `GKErrorDomain` stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `GKErrorDomain`.
    public static var errorDomain: String { GKErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info (its string values, with a description).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info, as Swift's bridged errors name it.
    public var userInfo: [String: Any] { strings }

    /// Descriptions of the codes a render reports (Backplate's wording).
    private static func description(of code: Code) -> String? {
        switch code {
        case .notAuthenticated:
            return "The operation could not be completed because no player is signed in to Game Center."
        case .cancelled:
            return "The operation was cancelled, or Game Center is turned off for this game."
        default:
            return nil
        }
    }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.cancelled`.
    public static var cancelled: Code { .cancelled }
    /// `Code.communicationsFailure`.
    public static var communicationsFailure: Code { .communicationsFailure }
    /// `Code.userDenied`.
    public static var userDenied: Code { .userDenied }
    /// `Code.invalidCredentials`.
    public static var invalidCredentials: Code { .invalidCredentials }
    /// `Code.notAuthenticated`.
    public static var notAuthenticated: Code { .notAuthenticated }
    /// `Code.authenticationInProgress`.
    public static var authenticationInProgress: Code { .authenticationInProgress }
    /// `Code.invalidPlayer`.
    public static var invalidPlayer: Code { .invalidPlayer }
    /// `Code.scoreNotSet`.
    public static var scoreNotSet: Code { .scoreNotSet }
    /// `Code.parentalControlsBlocked`.
    public static var parentalControlsBlocked: Code { .parentalControlsBlocked }
    /// `Code.playerStatusExceedsMaximumLength`.
    public static var playerStatusExceedsMaximumLength: Code { .playerStatusExceedsMaximumLength }
    /// `Code.playerStatusInvalid`.
    public static var playerStatusInvalid: Code { .playerStatusInvalid }
    /// `Code.matchRequestInvalid`.
    public static var matchRequestInvalid: Code { .matchRequestInvalid }
    /// `Code.underage`.
    public static var underage: Code { .underage }
    /// `Code.gameUnrecognized`.
    public static var gameUnrecognized: Code { .gameUnrecognized }
    /// `Code.notSupported`.
    public static var notSupported: Code { .notSupported }
    /// `Code.invalidParameter`.
    public static var invalidParameter: Code { .invalidParameter }
    /// `Code.unexpectedConnection`.
    public static var unexpectedConnection: Code { .unexpectedConnection }
    /// `Code.challengeInvalid`.
    public static var challengeInvalid: Code { .challengeInvalid }
    /// `Code.turnBasedMatchDataTooLarge`.
    public static var turnBasedMatchDataTooLarge: Code { .turnBasedMatchDataTooLarge }
    /// `Code.turnBasedTooManySessions`.
    public static var turnBasedTooManySessions: Code { .turnBasedTooManySessions }
    /// `Code.turnBasedInvalidParticipant`.
    public static var turnBasedInvalidParticipant: Code { .turnBasedInvalidParticipant }
    /// `Code.turnBasedInvalidTurn`.
    public static var turnBasedInvalidTurn: Code { .turnBasedInvalidTurn }
    /// `Code.turnBasedInvalidState`.
    public static var turnBasedInvalidState: Code { .turnBasedInvalidState }
    /// `Code.invitationsDisabled`.
    public static var invitationsDisabled: Code { .invitationsDisabled }
    /// `Code.playerPhotoFailure`.
    public static var playerPhotoFailure: Code { .playerPhotoFailure }
    /// `Code.ubiquityContainerUnavailable`.
    public static var ubiquityContainerUnavailable: Code { .ubiquityContainerUnavailable }
    /// `Code.matchNotConnected`.
    public static var matchNotConnected: Code { .matchNotConnected }
    /// `Code.gameSessionRequestInvalid`.
    public static var gameSessionRequestInvalid: Code { .gameSessionRequestInvalid }
    /// `Code.restrictedToAutomatch`.
    public static var restrictedToAutomatch: Code { .restrictedToAutomatch }
    /// `Code.apiNotAvailable`.
    public static var apiNotAvailable: Code { .apiNotAvailable }
    /// `Code.notAuthorized`.
    public static var notAuthorized: Code { .notAuthorized }
    /// `Code.connectionTimeout`.
    public static var connectionTimeout: Code { .connectionTimeout }
    /// `Code.apiObsolete`.
    public static var apiObsolete: Code { .apiObsolete }
    /// `Code.iCloudUnavailable`.
    public static var iCloudUnavailable: Code { .iCloudUnavailable }
    /// `Code.lockdownMode`.
    public static var lockdownMode: Code { .lockdownMode }
    /// `Code.appUnlisted`.
    public static var appUnlisted: Code { .appUnlisted }
    /// `Code.debugMode`.
    public static var debugMode: Code { .debugMode }
    /// `Code.friendListDescriptionMissing`.
    public static var friendListDescriptionMissing: Code { .friendListDescriptionMissing }
    /// `Code.friendListRestricted`.
    public static var friendListRestricted: Code { .friendListRestricted }
    /// `Code.friendListDenied`.
    public static var friendListDenied: Code { .friendListDenied }
    /// `Code.friendRequestNotAvailable`.
    public static var friendRequestNotAvailable: Code { .friendRequestNotAvailable }
}

extension GKError.Code {
    /// Whether `error` is a `GKError` of this code, so `catch GKError.notAuthenticated` matches.
    public static func ~= (match: GKError.Code, error: any Error) -> Bool { (error as? GKError)?.code == match }
}
