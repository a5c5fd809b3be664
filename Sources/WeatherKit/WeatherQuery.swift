import Foundation

/// One data set to request from `WeatherService.weather(for:including:)`; `T` is the type the
/// request returns for it. Combine several in one call:
/// `let (current, daily) = try await service.weather(for: place, including: .current, .daily)`.
/// In a render every request throws, whatever it includes.
public struct WeatherQuery<T>: Sendable {
    /// The data set and, for ranged forecasts, its dates.
    let dataSet: DataSet

    /// The data sets WeatherKit serves.
    enum DataSet: Sendable, Equatable {
        case current, minute, hourly, daily, alerts, availability
        case hourlyRange(Date, Date)
        case dailyRange(Date, Date)
    }

    /// How the data set is written in source, for warnings (".hourly(startDate:endDate:)").
    var name: String {
        switch dataSet {
        case .current: return ".current"
        case .minute: return ".minute"
        case .hourly: return ".hourly"
        case .daily: return ".daily"
        case .alerts: return ".alerts"
        case .availability: return ".availability"
        case .hourlyRange: return ".hourly(startDate:endDate:)"
        case .dailyRange: return ".daily(startDate:endDate:)"
        }
    }
}

extension WeatherQuery {
    /// The current weather.
    public static var current: WeatherQuery<CurrentWeather> { .init(dataSet: .current) }
    /// The minute forecast for the next hour; nil where the region has none.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { .init(dataSet: .minute) }
    /// The hourly forecast: 25 contiguous hours from the current hour.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { .init(dataSet: .hourly) }
    /// The daily forecast: 10 contiguous days from the current day.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { .init(dataSet: .daily) }
    /// The weather alerts; nil where the region has no alert service.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { .init(dataSet: .alerts) }
    /// Whether minute forecasts and alerts are available at the location.
    public static var availability: WeatherQuery<WeatherAvailability> { .init(dataSet: .availability) }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecast for the hours from `startDate` (inclusive) to `endDate` (exclusive):
    /// history from August 1, 2021, forecasts up to 10 days ahead, at most 240 hours a request.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        .init(dataSet: .hourlyRange(startDate, endDate))
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecast for the days whose local midnight falls from `startDate` (inclusive) to
    /// `endDate` (exclusive): history from August 1, 2021, at most 10 days ahead and 10 a request.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        .init(dataSet: .dailyRange(startDate, endDate))
    }
}
