import Foundation

/// Every data set `WeatherService.weather(for:)` returns for a location: current conditions, the
/// minute, hourly and daily forecasts, alerts and availability. Apple gives it no public
/// initializer; in a render no value exists, because the request throws.
public struct Weather: Codable, Equatable, Sendable {
    /// The current weather.
    public var currentWeather: CurrentWeather
    /// The minute-by-minute forecast for the next hour; nil where the region has none.
    public var minuteForecast: Forecast<MinuteWeather>?
    /// The hourly forecast.
    public var hourlyForecast: Forecast<HourWeather>
    /// The daily forecast.
    public var dailyForecast: Forecast<DayWeather>
    /// The severe weather alerts; nil where the region has no alert service.
    public var weatherAlerts: [WeatherAlert]?
    /// Whether minute forecasts and alerts are available at the location.
    public var availability: WeatherAvailability
}
