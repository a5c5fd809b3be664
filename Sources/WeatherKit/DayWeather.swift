import Foundation

/// The weather for one day of a daily forecast. Apple gives it no public initializer; in a render
/// no value exists, because `WeatherService` throws for every request.
public struct DayWeather: Codable, Equatable, Sendable {
    /// The start of the day.
    public var date: Date
    /// The weather condition for the day.
    public var condition: WeatherCondition
    /// The SF Symbol for the day's condition.
    public var symbolName: String
    /// The daytime high temperature.
    public var highTemperature: Measurement<UnitTemperature>
    /// The overnight low temperature.
    public var lowTemperature: Measurement<UnitTemperature>
    /// When the high temperature occurs (iOS 18).
    public var highTemperatureTime: Date?
    /// When the low temperature occurs (iOS 18).
    public var lowTemperatureTime: Date?
    /// The highest relative humidity of the day, from 0 to 1 (iOS 18).
    public var maximumHumidity: Double
    /// The lowest relative humidity of the day, from 0 to 1 (iOS 18).
    public var minimumHumidity: Double
    /// The shortest distance, in meters, at which terrain is visible during the day (iOS 18).
    public var minimumVisibility: Double
    /// The form of precipitation for the day.
    public var precipitation: Precipitation
    /// The probability of precipitation during the day, from 0 to 1.
    public var precipitationChance: Double
    /// The amounts of each form of precipitation for the day (iOS 18).
    public var precipitationAmountByType: PrecipitationAmountByType
    /// The solar events for the day.
    public var sun: SunEvents
    /// The lunar events for the day.
    public var moon: MoonEvents
    /// The day's highest ultraviolet index.
    public var uvIndex: UVIndex
    /// The wind speed, direction and gusts.
    public var wind: Wind
    /// The highest sustained wind speed of the day (iOS 18).
    public var highWindSpeed: Measurement<UnitSpeed>?

    /// The liquid precipitation for the day: `precipitationAmountByType.precipitation`.
    @available(iOS, introduced: 16.0, deprecated: 18.0, message: "Use precipitationAmountByType.precipitation")
    @available(macOS, introduced: 13.0, deprecated: 15.0, message: "Use precipitationAmountByType.precipitation")
    public var precipitationAmount: Measurement<UnitLength> { precipitationAmountByType.precipitation }

    /// The liquid precipitation for the day, the name iOS 16.0–16.3 used for `precipitationAmount`.
    @available(iOS, introduced: 16.0, deprecated: 16.4, renamed: "precipitationAmount")
    @available(macOS, introduced: 13.0, deprecated: 13.3, renamed: "precipitationAmount")
    public var rainfallAmount: Measurement<UnitLength> {
        get { precipitationAmountByType.precipitation }
        set { precipitationAmountByType.precipitation = newValue }
    }

    /// The snowfall for the day, as depth of snow: `precipitationAmountByType.snowfallAmount.amount`.
    @available(iOS, introduced: 16.0, deprecated: 18.0, message: "Use precipitationAmountByType.snowfallAmount")
    @available(macOS, introduced: 13.0, deprecated: 15.0, message: "Use precipitationAmountByType.snowfallAmount")
    public var snowfallAmount: Measurement<UnitLength> {
        get { precipitationAmountByType.snowfallAmount.amount }
        set { precipitationAmountByType.snowfallAmount.amount = newValue }
    }
}
