import Foundation
import CoreLocation

/// Descriptive information that comes with weather data: when it was requested, when it expires
/// and where it is for. No value exists in a render, since every request throws.
public struct WeatherMetadata: Sendable {
    /// The time of the weather data request.
    public var date: Date
    /// The time the weather data expires.
    public var expirationDate: Date
    /// The location of the request.
    public var location: CLLocation
}

extension WeatherMetadata: Equatable {
    /// Whether both describe the same request: equal dates and the same coordinate and altitude.
    public static func == (lhs: WeatherMetadata, rhs: WeatherMetadata) -> Bool {
        lhs.date == rhs.date && lhs.expirationDate == rhs.expirationDate
            && lhs.location.coordinate.latitude == rhs.location.coordinate.latitude
            && lhs.location.coordinate.longitude == rhs.location.coordinate.longitude
            && lhs.location.altitude == rhs.location.altitude
    }
}

extension WeatherMetadata: Codable {
    private enum CodingKeys: String, CodingKey {
        case date, expirationDate, latitude, longitude, altitude
    }

    /// Decodes the metadata, rebuilding the location from its latitude, longitude and altitude.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        expirationDate = try container.decode(Date.self, forKey: .expirationDate)
        let coordinate = CLLocationCoordinate2D(latitude: try container.decode(Double.self, forKey: .latitude),
                                                longitude: try container.decode(Double.self, forKey: .longitude))
        location = CLLocation(coordinate: coordinate,
                              altitude: try container.decodeIfPresent(Double.self, forKey: .altitude) ?? 0,
                              horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: date)
    }

    /// Encodes the dates and the location's latitude, longitude and altitude.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(expirationDate, forKey: .expirationDate)
        try container.encode(location.coordinate.latitude, forKey: .latitude)
        try container.encode(location.coordinate.longitude, forKey: .longitude)
        try container.encode(location.altitude, forKey: .altitude)
    }
}
