import Foundation

/// Wind for a moment, an hour, a day or part of a day: its sustained speed, the direction it comes
/// from and its gusts. Apple gives it no public initializer, and no value exists in a render,
/// where every request throws.
public struct Wind: Codable, Equatable, Sendable {
    /// The general direction the wind comes from: a north wind blows from north to south.
    public var compassDirection: Wind.CompassDirection
    /// The direction the wind comes from, in degrees clockwise from true north.
    public var direction: Measurement<UnitAngle>
    /// A sudden increase in wind speed (friction, wind shear or heating); nil when there is none.
    public var gust: Measurement<UnitSpeed>?
    /// The sustained wind speed.
    public var speed: Measurement<UnitSpeed>
}
