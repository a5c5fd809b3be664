import Foundation

/// The font weight to apply to text (the Bold Text accessibility setting).
public enum LegibilityWeight: Hashable, CaseIterable, Sendable {
    /// The regular weight.
    case regular
    /// A bolder weight.
    case bold
}

private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// The legibility weight (`.regular` by default: Bold Text off). With `.bold`, text (and
    /// symbol images) draw one weight heavier than their font says: regular becomes medium,
    /// semibold becomes bold, and so on up to black (`Font.resolved(in:)`).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
