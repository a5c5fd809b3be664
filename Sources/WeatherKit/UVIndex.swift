import Foundation

/// The expected intensity of the sun's ultraviolet radiation: the index and its exposure category.
/// Apple gives it no public initializer, and no value exists in a render, where every request
/// throws.
public struct UVIndex: Codable, Equatable, Sendable {
    /// The UV index value.
    public var value: Int
    /// The exposure category the value falls into.
    public var category: UVIndex.ExposureCategory

    /// How much harm unprotected sun exposure risks, from `low` to `extreme` (`allCases` runs in
    /// that order). Raw values are the case names.
    @frozen public enum ExposureCategory: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The UV index is low: 0, 1 or 2.
        case low
        /// The UV index is moderate: 3, 4 or 5.
        case moderate
        /// The UV index is high: 6 or 7.
        case high
        /// The UV index is very high: 8, 9 or 10.
        case veryHigh
        /// The UV index is extreme: 11 and higher.
        case extreme

        /// The UV index values that fall into the category (`extreme` runs to `Int.max`).
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: return 0...2
            case .moderate: return 3...5
            case .high: return 6...7
            case .veryHigh: return 8...10
            case .extreme: return 11...Int.max
            }
        }

        /// The category in English words ("Very High").
        public var description: String {
            switch self {
            case .low: return "Low"
            case .moderate: return "Moderate"
            case .high: return "High"
            case .veryHigh: return "Very High"
            case .extreme: return "Extreme"
            }
        }

        /// The text VoiceOver reads for the category: the same words as `description`.
        public var accessibilityDescription: String { description }
    }
}
