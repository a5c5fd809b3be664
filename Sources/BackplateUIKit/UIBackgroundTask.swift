import Foundation
import Synchronization

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`), which
/// `beginBackgroundTask` answers and `endBackgroundTask(_:)` takes.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int
    /// An identifier of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` answers when running in the background is impossible.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The identifiers handed out so far, as the Simulator numbers them: 1, 2, 3...
private let lastBackgroundTask = Atomic<Int>(0)

extension UIApplication {
    /// Marks the start of work that should continue in the background, as UIKit's: a new
    /// identifier, never `.invalid`. A render's app never enters the background, so the
    /// expiration handler is never called.
    nonisolated public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask.add(1, ordering: .relaxed).newValue)
    }

    /// Marks the start of work that should continue in the background: a new identifier.
    nonisolated public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the end of a background task: nothing to release in a render.
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The time left to run in the background: `.greatestFiniteMagnitude` (`DBL_MAX`) while the
    /// app is in the foreground, as iOS answers, which a render's app always is.
    nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
