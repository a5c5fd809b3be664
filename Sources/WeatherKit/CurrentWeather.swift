import Foundation

/// The conditions at a location now (a model's estimate from observations). Apple gives it no
/// public initializer; in a render no value exists, because `WeatherService` throws for every
/// request, so a view shows whatever its app shows when weather fails to load.
public struct CurrentWeather: Codable, Equatable, Sendable {
    /// The time of the conditions.
    public var date: Date
    /// The fraction of the sky covered with clouds, from 0 (none) to 1 (complete).
    public var cloudCover: Double
    /// The cloud cover at low, medium and high altitude (iOS 18).
    public var cloudCoverByAltitude: CloudCoverByAltitude
    /// The weather condition.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition, by day or by night ("cloud.sun.fill").
    public var symbolName: String
    /// The temperature at which relative humidity would be 100%.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, from 0 to 1.
    public var humidity: Double
    /// The sea-level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// The direction the sea-level pressure is changing in.
    public var pressureTrend: PressureTrend
    /// Whether there is daylight.
    public var isDaylight: Bool
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The feels-like temperature, factoring in wind and humidity.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The ultraviolet index.
    public var uvIndex: UVIndex
    /// The distance at which terrain is visible.
    public var visibility: Measurement<UnitLength>
    /// The wind speed, direction and gusts.
    public var wind: Wind
    /// The precipitation intensity, as a rate.
    public var precipitationIntensity: Measurement<UnitSpeed>
    /// When and where the data was requested, and when it expires.
    public var metadata: WeatherMetadata
}
