import Foundation
import BackplateCore
import BackplateCairo

/// The Bold Text accessibility setting as a trait (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    /// Not set: inherits.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text: SwiftUI's `legibilityWeight` is `.bold` and text draws one weight heavier.
    case bold = 1
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a UIKit content size category (`nil` for `.unspecified`), as
    /// SwiftUI's UIKit overlay converts it: `.extraSmall` is `.xSmall`, `.accessibilityMedium`
    /// is `.accessibility1` ... `.accessibilityExtraExtraExtraLarge` is `.accessibility5`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}

extension UIContentSizeCategory {
    /// The UIKit content size category of a Dynamic Type size (`nil`: `.unspecified`).
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        guard let dynamicTypeSize else { self = .unspecified; return }
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
        self = UIContentSizeCategory.ordered[index]
    }

    /// The UIKit content size category of a SwiftUI size category (`nil`: `.unspecified`).
    public init(_ sizeCategory: ContentSizeCategory?) {
        guard let sizeCategory, let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory) else {
            self = .unspecified
            return
        }
        self = UIContentSizeCategory.ordered[min(index, UIContentSizeCategory.ordered.count - 1)]
    }
}

extension ContentSizeCategory {
    /// The SwiftUI content size category of a UIKit one (`nil` for `.unspecified`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = ContentSizeCategory.allCases[index]
    }
}

extension UIUserInterfaceSizeClass {
    /// SwiftUI's size class for this UIKit one (`nil` for `.unspecified`).
    var userInterfaceSizeClass: UserInterfaceSizeClass? {
        switch self {
        case .compact: return .compact
        case .regular: return .regular
        case .unspecified: return nil
        }
    }
}

extension UserInterfaceSizeClass {
    /// The SwiftUI size class of a UIKit one (`nil` for `.unspecified`).
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        guard let value = uiUserInterfaceSizeClass.userInterfaceSizeClass else { return nil }
        self = value
    }
}
