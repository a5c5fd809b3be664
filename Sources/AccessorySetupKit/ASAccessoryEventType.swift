import Foundation

/// The kinds of events an accessory session delivers (AccessorySetupKit's raw values). A render
/// delivers only `.activated` and `.invalidated`: no picker appears and no accessory is added.
public enum ASAccessoryEventType: Int, Sendable {
    /// An unknown event: the placeholder an event type starts from.
    case unknown = 0
    /// The session activated: the first event `activate(on:eventHandler:)` delivers.
    case activated = 10
    /// The session was invalidated: the last event it delivers.
    case invalidated = 11
    /// Migrating an accessory to AccessorySetupKit completed. Never delivered in a render.
    case migrationComplete = 20
    /// The session added an accessory. Never delivered in a render.
    case accessoryAdded = 30
    /// The session removed an accessory. Never delivered in a render.
    case accessoryRemoved = 31
    /// An accessory's properties changed. Never delivered in a render.
    case accessoryChanged = 32
    /// The session discovered an accessory, for a picker filtering its own results. Never
    /// delivered in a render.
    case accessoryDiscovered = 33
    /// The picker appeared. Never delivered in a render, where no picker appears.
    case pickerDidPresent = 40
    /// The picker was dismissed. Never delivered in a render.
    case pickerDidDismiss = 50
    /// The picker started bridging with an accessory. Never delivered in a render.
    case pickerSetupBridging = 60
    /// The picker's setup of an accessory failed. Never delivered in a render.
    case pickerSetupFailed = 70
    /// The picker started pairing with a Bluetooth accessory. Never delivered in a render.
    case pickerSetupPairing = 80
    /// The picker started renaming an accessory. Never delivered in a render.
    case pickerSetupRename = 90
}
