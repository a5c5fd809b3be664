import Foundation

/// The precipitation for one minute of the next hour, where the region supports minute forecasts.
/// Apple gives it no public initializer; in a render no value exists, because `WeatherService`
/// throws for every request.
public struct MinuteWeather: Codable, Equatable, Sendable {
    /// The start of the minute.
    public var date: Date
    /// The form of precipitation for the minute.
    public var precipitation: Precipitation
    /// The probability of precipitation, from 0 to 1.
    public var precipitationChance: Double
    /// The forecast precipitation intensity, as a rate.
    public var precipitationIntensity: Measurement<UnitSpeed>
}
