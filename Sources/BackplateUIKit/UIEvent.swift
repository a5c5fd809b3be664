import Foundation

/// An event UIKit delivers to responders (a touch, a motion, a press), as a stand-in: a render
/// delivers none, so none is ever made by Backplate.
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A device motion (a shake).
        case motion
        /// A remote-control command.
        case remoteControl
        /// Physical button presses.
        case presses
    }

    /// The event's kind (`.touches`).
    open var type: EventType { .touches }
    /// When the event happened, in seconds since the system started (0).
    open var timestamp: TimeInterval { 0 }
}
