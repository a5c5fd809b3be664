/// A message type that names itself with an app-chosen string rather than its type name when a
/// `GroupSessionMessenger` sends it. A render sends no messages, so the name is never used.
public protocol CustomMessageIdentifiable {
    /// The string that identifies the message type on every device.
    static var messageIdentifier: String { get }
}
