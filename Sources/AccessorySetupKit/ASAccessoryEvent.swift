import Foundation

/// An event a session delivers to the handler given to `activate(on:eventHandler:)`: its type,
/// with the accessory and error it concerns, if any. A render delivers two, each without an
/// accessory or error: `.activated`, then `.invalidated` once the app invalidates the session.
public final class ASAccessoryEvent: NSObject, Sendable {
    /// What happened.
    public let eventType: ASAccessoryEventType
    /// The accessory the event concerns (for `.accessoryAdded`, `.accessoryChanged`...): `nil`
    /// for life-cycle and picker events, the only ones a render delivers.
    public let accessory: ASAccessory?
    /// The error that came with the event, if any: `nil` in a render.
    public let error: (any Error)?

    /// An event of `eventType` (apps never make one: AccessorySetupKit does).
    init(eventType: ASAccessoryEventType, accessory: ASAccessory? = nil, error: (any Error)? = nil) {
        self.eventType = eventType
        self.accessory = accessory
        self.error = error
        super.init()
    }
}
