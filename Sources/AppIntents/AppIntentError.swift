import Foundation

/// An error an intent throws to have the system act: ask for a value and perform again, or stop.
public struct AppIntentError: Error, Sendable, Hashable, CustomStringConvertible {
    private let reason: String
    /// Perform the intent again once the person has supplied what it asked for.
    public static let restartPerform = AppIntentError(reason: "restartPerform")
    /// The intent cannot go on.
    public static let Unrecoverable = AppIntentError(reason: "unrecoverable")
    /// What the error asks for.
    public var description: String { "AppIntentError.\(reason)" }
}
