import Foundation

/// The person's consent to the app's use of their Apple Music data. A render has no one to ask:
/// `currentStatus` is `.notDetermined` (as on a fresh device) and stays so, and `request()`
/// answers `.denied` after a runtime warning, so apps show what they show when access is refused.
public struct MusicAuthorization: Sendable {
    /// The app's authorization to use MusicKit.
    public enum Status: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The person has not been asked: what a render reports.
        case notDetermined
        /// The person refused: what `request()` answers in a render.
        case denied
        /// Access is restricted on this device in a way the person can't change.
        case restricted
        /// The person consented.
        case authorized

        /// The case's name ("notDetermined").
        public var description: String {
            switch self {
            case .notDetermined: "notDetermined"
            case .denied: "denied"
            case .restricted: "restricted"
            case .authorized: "authorized"
            }
        }
    }

    /// The app's current authorization: `.notDetermined` in a render, before and after `request()`
    /// (a render records no answer, so every render starts alike).
    public static var currentStatus: MusicAuthorization.Status { .notDetermined }

    /// Asks the person for consent. No prompt can show or be answered in a render: it returns
    /// `.denied` at once, after a runtime warning.
    public static func request() async -> MusicAuthorization.Status {
        MusicKitRender.warn("MusicAuthorization.request()", "shows no prompt in a render; it answers .denied")
        return .denied
    }
}
