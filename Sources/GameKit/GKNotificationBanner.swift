import Foundation

/// A Game Center-style banner with the game's message. A render draws none: showing one emits a
/// runtime warning and runs the completion handler on the main queue, as once a banner left.
open class GKNotificationBanner: NSObject {
    /// Shows a banner with `title` and `message`: not drawn; `completionHandler` runs on the
    /// main queue after a runtime warning.
    open class func show(withTitle title: String?, message: String?, completionHandler: (@Sendable () -> Void)? = nil) {
        GameCenterUnavailable.notDrawn("GKNotificationBanner")
        GameCenterUnavailable.later(completionHandler)
    }

    /// Shows a banner: returns at once after a runtime warning (nothing is drawn).
    nonisolated(nonsending) open class func show(withTitle title: String?, message: String?) async {
        GameCenterUnavailable.notDrawn("GKNotificationBanner")
    }

    /// Shows a banner for `duration` seconds: not drawn; `completionHandler` runs on the main
    /// queue after a runtime warning, without waiting for `duration`.
    open class func show(withTitle title: String?, message: String?, duration: TimeInterval,
                         completionHandler: (@Sendable () -> Void)? = nil) {
        GameCenterUnavailable.notDrawn("GKNotificationBanner")
        GameCenterUnavailable.later(completionHandler)
    }

    /// Shows a banner for `duration` seconds: returns at once after a runtime warning.
    nonisolated(nonsending) open class func show(withTitle title: String?, message: String?, duration: TimeInterval) async {
        GameCenterUnavailable.notDrawn("GKNotificationBanner")
    }
}
