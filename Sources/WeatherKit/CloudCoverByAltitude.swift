import Foundation

/// The fraction of the sky covered by low, medium and high clouds, each from 0 (none) to 1
/// (complete), iOS 18's breakdown. No value exists in a render, where every request throws.
public struct CloudCoverByAltitude: Codable, Equatable, Sendable {
    /// Cover by clouds between 0 m and 1,800 m above the model's surface.
    public var low: Double
    /// Cover by clouds between 1,800 m and 6,300 m.
    public var medium: Double
    /// Cover by clouds above 6,300 m.
    public var high: Double
}
