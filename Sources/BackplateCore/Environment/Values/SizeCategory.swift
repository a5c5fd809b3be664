import Foundation

/// The sizes you can specify for content (deprecated in SwiftUI: use `DynamicTypeSize`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the system default).
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The matching Dynamic Type size.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self) ?? 3]
    }

    /// The category matching a Dynamic Type size.
    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension EnvironmentValues {
    /// The content size category (deprecated in SwiftUI): the same setting as
    /// `dynamicTypeSize`, case for case (`.large` by default).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension ContentSizeCategory {
    /// Whether `lhs` is a larger size than `rhs`.
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { rhs < lhs }
    /// Whether `lhs` is the same size as `rhs` or larger.
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(lhs < rhs) }
}
