import Foundation

/// The weather for one hour of an hourly forecast. Apple gives it no public initializer; in a
/// render no value exists, because `WeatherService` throws for every request.
public struct HourWeather: Codable, Equatable, Sendable {
    /// The start of the hour.
    public var date: Date
    /// The fraction of the sky covered with clouds, from 0 (none) to 1 (complete).
    public var cloudCover: Double
    /// The cloud cover at low, medium and high altitude (iOS 18).
    public var cloudCoverByAltitude: CloudCoverByAltitude
    /// The weather condition for the hour.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition, by day or by night.
    public var symbolName: String
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, from 0 to 1.
    public var humidity: Double
    /// Whether there is daylight at the location during the hour.
    public var isDaylight: Bool
    /// The form of precipitation for the hour.
    public var precipitation: Precipitation
    /// The probability of precipitation, from 0 to 1.
    public var precipitationChance: Double
    /// The liquid equivalent of all precipitation for the hour (so also its intensity per hour).
    public var precipitationAmount: Measurement<UnitLength>
    /// The snowfall for the hour, as depth of snow (iOS 18).
    public var snowfallAmount: Measurement<UnitLength>
    /// The sea-level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// The direction the sea-level pressure is changing in.
    public var pressureTrend: PressureTrend
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The feels-like temperature.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The ultraviolet index.
    public var uvIndex: UVIndex
    /// The distance at which terrain is visible.
    public var visibility: Measurement<UnitLength>
    /// The wind speed, direction and gusts.
    public var wind: Wind
}
