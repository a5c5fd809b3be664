import Foundation
import Synchronization

/// Keeps an app's location updates going in the background while it is held. A render has no
/// background: the session only records whether it was invalidated.
@available(iOS 17.0, macOS 15.0, *)
public final class CLBackgroundActivitySession: Sendable {
    private let invalidated = Mutex(false)

    /// Starts a session (an app does this while in the foreground).
    public init() {}

    /// Ends the session; calling it again does nothing.
    public func invalidate() {
        invalidated.withLock { $0 = true }
    }

    /// Whether `invalidate()` was called.
    package var isInvalidated: Bool { invalidated.withLock { $0 } }
}
