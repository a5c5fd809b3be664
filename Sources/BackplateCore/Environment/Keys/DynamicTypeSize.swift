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

extension EnvironmentValues {
    /// The Dynamic Type size (`.large` by default, the system default). Backplate stores the
    /// value; text is drawn at the `.large` sizes whatever it is (scaling text by it is a later
    /// feature).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view's environment. The value is stored; text keeps
    /// the `.large` sizes in this version.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.dynamicTypeSize, value: size))
    }

    /// Limits the Dynamic Type size of this view's environment to `range`: a size outside it
    /// is clamped to its nearest bound. The value is stored; text keeps the `.large` sizes.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_EnvironmentTransformModifier { env in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lower = all.first, let upper = all.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, lower), upper)
        })
    }
}
