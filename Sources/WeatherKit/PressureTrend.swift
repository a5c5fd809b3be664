import Foundation

/// The direction in which sea-level air pressure is changing. Raw values are the case names.
/// Never reported in a render, where every request throws.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The pressure is rising.
    case rising
    /// The pressure is falling.
    case falling
    /// The pressure is not changing.
    case steady

    /// The trend in English words ("Rising").
    public var description: String {
        switch self {
        case .rising: return "Rising"
        case .falling: return "Falling"
        case .steady: return "Steady"
        }
    }

    /// The text VoiceOver reads for the trend: the same words as `description`.
    public var accessibilityDescription: String { description }
}
