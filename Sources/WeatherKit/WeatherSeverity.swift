import Foundation

/// How severe the event behind a weather alert is. Raw values are the case names. No alert exists
/// in a render (every request throws), so no severity is ever reported.
public enum WeatherSeverity: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// Minimal or no known threat.
    case minor
    /// Possible threat.
    case moderate
    /// Significant threat.
    case severe
    /// Extraordinary threat.
    case extreme
    /// Unknown threat.
    case unknown

    /// The severity in English words ("Severe").
    public var description: String {
        switch self {
        case .minor: return "Minor"
        case .moderate: return "Moderate"
        case .severe: return "Severe"
        case .extreme: return "Extreme"
        case .unknown: return "Unknown"
        }
    }

    /// The text VoiceOver reads for the severity: the same words as `description`.
    public var accessibilityDescription: String { description }
}
