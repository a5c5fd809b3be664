import Foundation

/// The form of precipitation for a minute, an hour, a day or part of a day. Raw values are the
/// case names; like Apple's, the type is not `CustomStringConvertible`, so interpolating a value
/// prints its case name ("rain") while `description` gives the display text ("Rain"). Never
/// reported in a render, where every request throws.
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable {
    /// No precipitation.
    case none
    /// A form of precipitation consisting of solid ice.
    case hail
    /// Wintry mix.
    case mixed
    /// Rain.
    case rain
    /// A form of precipitation consisting of ice pellets.
    case sleet
    /// Snow.
    case snow

    /// The form of precipitation in English words ("Wintry Mix").
    public var description: String {
        switch self {
        case .none: return "No Precipitation"
        case .hail: return "Hail"
        case .mixed: return "Wintry Mix"
        case .rain: return "Rain"
        case .sleet: return "Sleet"
        case .snow: return "Snow"
        }
    }

    /// The text VoiceOver reads for the form of precipitation: the same words as `description`.
    public var accessibilityDescription: String { description }
}
