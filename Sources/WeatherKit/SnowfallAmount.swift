import Foundation

/// The snowfall expected over a period (iOS 18), as depth of snow and as liquid equivalent, with
/// the estimate's range. No value exists in a render, where every request throws.
public struct SnowfallAmount: Codable, Equatable, Sendable {
    /// The estimated snowfall, as depth of snow crystals.
    public var amount: Measurement<UnitLength>
    /// The estimated snowfall, as liquid equivalent.
    public var amountLiquidEquivalent: Measurement<UnitLength>
    /// The most snowfall expected, as depth of snow crystals.
    public var maximum: Measurement<UnitLength>
    /// The most snowfall expected, as liquid equivalent.
    public var maximumLiquidEquivalent: Measurement<UnitLength>
    /// The least snowfall expected, as depth of snow crystals.
    public var minimum: Measurement<UnitLength>
    /// The least snowfall expected, as liquid equivalent.
    public var minimumLiquidEquivalent: Measurement<UnitLength>
}
