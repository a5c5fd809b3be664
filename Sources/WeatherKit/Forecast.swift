import Foundation

/// A minute, hourly or daily forecast: a random-access collection of its elements, in time order,
/// with the metadata of the request. Apple gives it no public initializer; in a render no value
/// exists, because `WeatherService` throws for every request.
public struct Forecast<Element>: RandomAccessCollection, Codable, Equatable, Sendable
where Element: Decodable & Encodable & Equatable & Sendable {
    /// The position of an element: an offset into `forecast`.
    public typealias Index = Int

    /// The forecast's elements, in time order.
    public var forecast: [Element]
    /// Descriptive information about the forecast data.
    public var metadata: WeatherMetadata

    /// The position of the first element.
    public var startIndex: Int { forecast.startIndex }
    /// The position past the last element.
    public var endIndex: Int { forecast.endIndex }

    /// The forecast element at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast where Element == MinuteWeather {
    /// A short description of the next hour's precipitation ("Rain starting in 10 min."), built
    /// from the minutes' forms and chances; empty when the forecast has no minutes.
    public var summary: String {
        guard let first = forecast.first else { return "" }
        let wet = forecast.firstIndex { $0.precipitation != .none && $0.precipitationChance >= 0.5 }
        guard let start = wet else { return "No precipitation for the hour." }
        let kind = forecast[start].precipitation.description
        if start == forecast.startIndex { return "\(kind) for the hour." }
        let minutes = Int(forecast[start].date.timeIntervalSince(first.date) / 60)
        return "\(kind) starting in \(minutes) min."
    }
}
