import Foundation

/// A Dynamic Type size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the system default).
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DynamicTypeSizeLimitsKey: EnvironmentKey {
    static let defaultValue: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5
}

extension EnvironmentValues {
    /// The Dynamic Type size (`.large` by default, the system default), within the limits set
    /// by `dynamicTypeSize(_:)` with a range. Text styles take their point size from it
    /// (`DynamicTypeSizes`), as do `Font.custom(_:size:)`, `Font.custom(_:size:relativeTo:)` and
    /// `@ScaledMetric`; `Font.system(size:)` and `Font.custom(_:fixedSize:)` do not scale.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let limits = self[DynamicTypeSizeLimitsKey.self]
            return min(max(self[DynamicTypeSizeKey.self], limits.lowerBound), limits.upperBound)
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The sizes `dynamicTypeSize` is limited to (every size by default).
    var dynamicTypeSizeLimits: ClosedRange<DynamicTypeSize> {
        get { self[DynamicTypeSizeLimitsKey.self] }
        set { self[DynamicTypeSizeLimitsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size within the view. A range set around the view
    /// (`dynamicTypeSize(...DynamicTypeSize.large)`) still limits the value, as in SwiftUI:
    /// `.dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)` draws at `.large`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.dynamicTypeSize, value: size))
    }

    /// Limits the Dynamic Type size within the view to `range`: a size outside it (inherited or
    /// set inside the view) is clamped to the range's nearest bound. Every `RangeExpression` of
    /// sizes works: `.small ... .xLarge`, `.small ..< .xLarge`, `.medium...`, `...DynamicTypeSize.large`
    /// and `..<DynamicTypeSize.xLarge`. A range nested in another is limited to both; an empty
    /// range (`.large ..< .large`) changes nothing.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(_EnvironmentTransformModifier { env in
            guard let lower = sizes.first, let upper = sizes.last else { return }
            let outer = env.dynamicTypeSizeLimits
            let low = max(lower, outer.lowerBound), high = min(upper, outer.upperBound)
            env.dynamicTypeSizeLimits = low <= high ? low ... high : lower ... upper
        })
    }
}
