import Foundation

/// iOS's named system colours other than the tints: UIKit's label, link, separator, fill,
/// background and grey families, each with its light and dark value (0–255 and opacity) and,
/// where Backplate knows it, its increased-contrast value. The one table every view, style and
/// stand-in `UIColor` reads them from; the tints (`red`...`gray`) are `SystemColor`, with its
/// iOS 18 values in Color.swift and its iOS 26 ones in SystemColorPalette.swift.
package enum NamedSystemColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// Not a UIKit colour: SwiftUI's `.quinary` label level.
    case quinaryLabel
    case placeholderText, link, separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// (light, dark) and, if known, (light, dark) with increased contrast (Human Interface
    /// Guidelines' colour page, iOS 15–18; docs/layout-rules.md §8.2).
    private var values: (RGBAColor, RGBAColor, (RGBAColor, RGBAColor)?) {
        switch self {
        case .label: return (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255), nil)
        case .secondaryLabel:
            return (RGBAColor(60, 60, 67, 0.6), RGBAColor(235, 235, 245, 0.6),
                    (RGBAColor(60, 60, 67, 0.8), RGBAColor(235, 235, 245, 0.7)))
        case .tertiaryLabel:
            return (RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3),
                    (RGBAColor(60, 60, 67, 0.7), RGBAColor(235, 235, 245, 0.55)))
        case .quaternaryLabel:
            return (RGBAColor(60, 60, 67, 0.18), RGBAColor(235, 235, 245, 0.16),
                    (RGBAColor(60, 60, 67, 0.55), RGBAColor(235, 235, 245, 0.4)))
        case .quinaryLabel:
            return (RGBAColor(0, 0, 0, 0.05), RGBAColor(255, 255, 255, 0.05),
                    (RGBAColor(0, 0, 0, 0.0814), RGBAColor(255, 255, 255, 0.0814)))
        case .placeholderText: return (RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3), nil)
        case .link: return (RGBAColor(0, 122, 255), RGBAColor(9, 132, 255), nil)
        case .separator: return (RGBAColor(60, 60, 67, 0.29), RGBAColor(84, 84, 88, 0.6), nil)
        case .opaqueSeparator: return (RGBAColor(198, 198, 200), RGBAColor(56, 56, 58), nil)
        case .systemFill: return (RGBAColor(120, 120, 128, 0.2), RGBAColor(120, 120, 128, 0.36), nil)
        case .secondarySystemFill: return (RGBAColor(120, 120, 128, 0.16), RGBAColor(120, 120, 128, 0.32), nil)
        case .tertiarySystemFill: return (RGBAColor(118, 118, 128, 0.12), RGBAColor(118, 118, 128, 0.24), nil)
        case .quaternarySystemFill: return (RGBAColor(116, 116, 128, 0.08), RGBAColor(116, 116, 128, 0.18), nil)
        case .systemBackground: return (RGBAColor(255, 255, 255), RGBAColor(0, 0, 0), nil)
        case .secondarySystemBackground: return (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30), nil)
        case .tertiarySystemBackground: return (RGBAColor(255, 255, 255), RGBAColor(44, 44, 46), nil)
        case .systemGroupedBackground: return (RGBAColor(242, 242, 247), RGBAColor(0, 0, 0), nil)
        case .secondarySystemGroupedBackground: return (RGBAColor(255, 255, 255), RGBAColor(28, 28, 30), nil)
        case .tertiarySystemGroupedBackground: return (RGBAColor(242, 242, 247), RGBAColor(44, 44, 46), nil)
        case .systemGray2: return (RGBAColor(174, 174, 178), RGBAColor(99, 99, 102), nil)
        case .systemGray3: return (RGBAColor(199, 199, 204), RGBAColor(72, 72, 74), nil)
        case .systemGray4: return (RGBAColor(209, 209, 214), RGBAColor(58, 58, 60), nil)
        case .systemGray5: return (RGBAColor(229, 229, 234), RGBAColor(44, 44, 46), nil)
        case .systemGray6: return (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30), nil)
        }
    }

    /// The light-mode value.
    package var light: RGBAColor { values.0 }
    /// The dark-mode value.
    package var dark: RGBAColor { values.1 }

    /// The value for a colour scheme, standard contrast.
    package func rgba(dark isDark: Bool) -> RGBAColor { isDark ? dark : light }

    /// The value for a colour scheme and contrast; without a known increased-contrast value,
    /// the standard one.
    package func rgba(dark isDark: Bool, increasedContrast: Bool) -> RGBAColor {
        if increasedContrast, let high = values.2 { return isDark ? high.1 : high.0 }
        return rgba(dark: isDark)
    }

    /// The value in an environment (colour scheme and contrast).
    package func rgba(in env: EnvironmentValues) -> RGBAColor {
        rgba(dark: env.colorScheme == .dark, increasedContrast: env.colorSchemeContrast == .increased)
    }

    /// The colour as a fixed `Color` for a colour scheme, standard contrast.
    func color(dark isDark: Bool) -> Color { Color(provider: .rgb(rgba(dark: isDark))) }
}
