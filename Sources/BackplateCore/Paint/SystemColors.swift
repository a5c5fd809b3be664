import Foundation

/// The system colours the containers draw with, as fixed colours for a colour scheme: named ones
/// from `NamedSystemColor`, and the bars' measured ones.
enum SystemColors {
    static func background(_ dark: Bool) -> Color { NamedSystemColor.systemBackground.color(dark: dark) }
    static func groupedBackground(_ dark: Bool) -> Color { NamedSystemColor.systemGroupedBackground.color(dark: dark) }
    static func secondaryGroupedBackground(_ dark: Bool) -> Color {
        NamedSystemColor.secondarySystemGroupedBackground.color(dark: dark)
    }
    static func separator(_ dark: Bool) -> Color { NamedSystemColor.separator.color(dark: dark) }
    static func secondaryLabel(_ dark: Bool) -> Color { NamedSystemColor.secondaryLabel.color(dark: dark) }
    static func tertiaryLabel(_ dark: Bool) -> Color { NamedSystemColor.tertiaryLabel.color(dark: dark) }
    static func barHairline(_ dark: Bool) -> Color {
        dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3)
    }
    /// The bar material approximated as an opaque fill over the system background.
    static func barMaterial(_ dark: Bool) -> Color {
        dark ? Color(red: 24 / 255, green: 24 / 255, blue: 24 / 255) : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    }
    static func gray3(_ dark: Bool) -> Color { NamedSystemColor.systemGray3.color(dark: dark) }
    static func tabUnselected(_ dark: Bool) -> Color {
        dark ? Color(red: 117 / 255, green: 117 / 255, blue: 117 / 255) : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    }
}
