import Foundation
import BackplateCore

// SwiftUI's UIKit overlay converts each environment value to its UIKit trait and back; these are
// those initializers. `nil` stands for UIKit's `.unspecified` both ways.

extension ColorScheme {
    /// The colour scheme of a UIKit interface style; `nil` for `.unspecified`.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// The UIKit interface style of a colour scheme; `.unspecified` for `nil`.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// The contrast of a UIKit accessibility contrast; `nil` for `.unspecified`.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}

extension UIAccessibilityContrast {
    /// The UIKit accessibility contrast of a colour scheme contrast; `.unspecified` for `nil`.
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension LayoutDirection {
    /// The layout direction of a UIKit trait direction; `nil` for `.unspecified`.
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// The UIKit trait direction of a layout direction.
    public init(_ layoutDirection: LayoutDirection) {
        self = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension LegibilityWeight {
    /// The legibility weight of a UIKit legibility weight; `nil` for `.unspecified`.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}

extension UILegibilityWeight {
    /// The UIKit legibility weight of a legibility weight; `.unspecified` for `nil`.
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// The UIKit size class of a size class; `.unspecified` for `nil`.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension TextInputAutocapitalization {
    /// The capitalisation of a UIKit autocapitalization type (`.none` is `.never`,
    /// `.allCharacters` is `.characters`).
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
