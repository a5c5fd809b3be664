import Foundation

/// An error WeatherKit returns. In a render every request to `WeatherService` fails with
/// `.unknown`: there is neither a WeatherKit entitlement nor a network to ask, and Apple documents
/// no more specific case for that.
public enum WeatherError: LocalizedError, Sendable {
    /// Permission to use WeatherKit was denied. Never thrown in a render.
    case permissionDenied
    /// An unknown error: what every request throws in a render.
    case unknown

    /// A message describing what went wrong.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: return "Permission to use WeatherKit was denied."
        case .unknown: return "An unknown WeatherKit error occurred."
        }
    }

    /// The reason the request failed.
    public var failureReason: String? {
        switch self {
        case .permissionDenied: return "The app is not permitted to use the weather service."
        case .unknown: return "The weather service could not be reached."
        }
    }

    /// A help anchor: none.
    public var helpAnchor: String? { nil }

    /// How to recover from the failure.
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied: return "Enable the WeatherKit capability for the app."
        case .unknown: return "Try again later."
        }
    }
}
