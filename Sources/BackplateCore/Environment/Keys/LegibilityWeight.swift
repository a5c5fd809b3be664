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
    /// The legibility weight (`.regular` by default: Bold Text off). Stored; text weight does
    /// not change with it in this version.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
