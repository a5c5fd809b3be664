import Foundation

extension Wind {
    /// The sixteen points of the compass, cardinal and intercardinal, as true headings. Raw values
    /// are the case names; `abbreviation` gives the short form an app draws ("NNE").
    @frozen public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// North (0°).
        case north
        /// North-northeast (22.5°).
        case northNortheast
        /// Northeast (45°).
        case northeast
        /// East-northeast (67.5°).
        case eastNortheast
        /// East (90°).
        case east
        /// East-southeast (112.5°).
        case eastSoutheast
        /// Southeast (135°).
        case southeast
        /// South-southeast (157.5°).
        case southSoutheast
        /// South (180°).
        case south
        /// South-southwest (202.5°).
        case southSouthwest
        /// Southwest (225°).
        case southwest
        /// West-southwest (247.5°).
        case westSouthwest
        /// West (270°).
        case west
        /// West-northwest (292.5°).
        case westNorthwest
        /// Northwest (315°).
        case northwest
        /// North-northwest (337.5°).
        case northNorthwest

        /// The short form of the direction: "N", "NNE", "NE" … "NNW".
        public var abbreviation: String {
            switch self {
            case .north: return "N"
            case .northNortheast: return "NNE"
            case .northeast: return "NE"
            case .eastNortheast: return "ENE"
            case .east: return "E"
            case .eastSoutheast: return "ESE"
            case .southeast: return "SE"
            case .southSoutheast: return "SSE"
            case .south: return "S"
            case .southSouthwest: return "SSW"
            case .southwest: return "SW"
            case .westSouthwest: return "WSW"
            case .west: return "W"
            case .westNorthwest: return "WNW"
            case .northwest: return "NW"
            case .northNorthwest: return "NNW"
            }
        }

        /// The direction in English words ("North-Northeast").
        public var description: String {
            switch self {
            case .north: return "North"
            case .northNortheast: return "North-Northeast"
            case .northeast: return "Northeast"
            case .eastNortheast: return "East-Northeast"
            case .east: return "East"
            case .eastSoutheast: return "East-Southeast"
            case .southeast: return "Southeast"
            case .southSoutheast: return "South-Southeast"
            case .south: return "South"
            case .southSouthwest: return "South-Southwest"
            case .southwest: return "Southwest"
            case .westSouthwest: return "West-Southwest"
            case .west: return "West"
            case .westNorthwest: return "West-Northwest"
            case .northwest: return "Northwest"
            case .northNorthwest: return "North-Northwest"
            }
        }

        /// The text VoiceOver reads for the direction: the same words as `description`.
        public var accessibilityDescription: String { description }
    }
}
