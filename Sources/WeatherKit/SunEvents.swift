import Foundation

/// The times of a day's solar events, from astronomical dawn to solar midnight. Each is optional
/// because at extreme latitudes the sun may not rise or set on a given day. No value exists in a
/// render, where every request throws.
public struct SunEvents: Codable, Equatable, Sendable {
    /// Astronomical sunrise: the sun's center is 18° below the horizon.
    public var astronomicalDawn: Date?
    /// Nautical sunrise: the sun's center is 12° below the horizon.
    public var nauticalDawn: Date?
    /// Civil sunrise: the sun's center is 6° below the horizon.
    public var civilDawn: Date?
    /// Sunrise: the sun's upper edge appears on the horizon.
    public var sunrise: Date?
    /// Solar noon: the sun is at its highest.
    public var solarNoon: Date?
    /// Sunset: the sun's upper edge disappears below the horizon.
    public var sunset: Date?
    /// Civil sunset: the sun's center is 6° below the horizon.
    public var civilDusk: Date?
    /// Nautical sunset: the sun's center is 12° below the horizon.
    public var nauticalDusk: Date?
    /// Astronomical sunset: the sun's center is 18° below the horizon.
    public var astronomicalDusk: Date?
    /// Solar midnight: the sun is at its lowest.
    public var solarMidnight: Date?
}
