import Foundation

/// Whether minute forecasts and weather alerts are available at the requested location (other
/// data sets are supported everywhere). Apple gives it no public initializer; in a render no value
/// exists, because `WeatherService` throws for every request.
public struct WeatherAvailability: Codable, Equatable, Sendable {
    /// The availability of the minute forecast.
    public var minuteAvailability: WeatherAvailability.AvailabilityKind
    /// The availability of weather alerts.
    public var alertAvailability: WeatherAvailability.AvailabilityKind

    /// Whether a data set can be had at a location. Raw values are the case names.
    public enum AvailabilityKind: String, Codable, Hashable, Sendable {
        /// The data is available.
        case available
        /// The data is supported at the location but temporarily unavailable.
        case temporarilyUnavailable
        /// The data isn't supported at the location.
        case unsupported
        /// The availability is unknown.
        case unknown
    }
}
