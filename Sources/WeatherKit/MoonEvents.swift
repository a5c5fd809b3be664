import Foundation

/// A day's lunar events: the moon's phase and when it rises and sets (nil when it does not that
/// day). No value exists in a render, where every request throws.
public struct MoonEvents: Codable, Equatable, Sendable {
    /// The moon phase.
    public var phase: MoonPhase
    /// When the moon first appears above the horizon.
    public var moonrise: Date?
    /// When the moon sets below the horizon.
    public var moonset: Date?
}
