import Foundation

/// The amounts of each form of precipitation expected over a period (iOS 18). No value exists in a
/// render, where every request throws.
public struct PrecipitationAmountByType: Codable, Equatable, Sendable {
    /// The amount of hail.
    public var hail: Measurement<UnitLength>
    /// The amount of wintry mix.
    public var mixed: Measurement<UnitLength>
    /// The liquid equivalent of all precipitation.
    public var precipitation: Measurement<UnitLength>
    /// The amount of rainfall.
    public var rainfall: Measurement<UnitLength>
    /// The amount of sleet.
    public var sleet: Measurement<UnitLength>
    /// The snowfall, as depth and as liquid equivalent.
    public var snowfallAmount: SnowfallAmount
}
