import Foundation

/// A weather alert a governmental authority issued for the requested location; not every alert is
/// severe. Apple gives it no public initializer; in a render no value exists, because
/// `WeatherService` throws for every request.
public struct WeatherAlert: Codable, Equatable, Sendable {
    /// The page with the alert's details, which an app must link to (attribution).
    public var detailsURL: URL
    /// The name of the issuing authority, which an app must show (attribution).
    public var source: String
    /// The summary of the event type.
    public var summary: String
    /// The name of the affected area, when the source gives one.
    public var region: String?
    /// The severity of the event.
    public var severity: WeatherSeverity
    /// When and where the data was requested, and when it expires.
    public var metadata: WeatherMetadata
}
