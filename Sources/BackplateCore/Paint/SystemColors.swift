import Foundation

/// Standard system colours the containers draw with (reference: controls.md §1–3, §10).
enum SystemColors {
    static func background(_ dark: Bool) -> Color { dark ? .black : .white }
    static func groupedBackground(_ dark: Bool) -> Color {
        dark ? .black : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    }
    static func secondaryGroupedBackground(_ dark: Bool) -> Color {
        dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : .white
    }
    static func separator(_ dark: Bool) -> Color {
        dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    }
    static func secondaryLabel(_ dark: Bool) -> Color {
        dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    }
    static func tertiaryLabel(_ dark: Bool) -> Color {
        dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
             : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    }
    static func barHairline(_ dark: Bool) -> Color {
        dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3)
    }
    /// The bar material approximated as an opaque fill over the system background.
    static func barMaterial(_ dark: Bool) -> Color {
        dark ? Color(red: 24 / 255, green: 24 / 255, blue: 24 / 255) : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    }
    /// systemGray3: 199, 199, 204 light; 72, 72, 74 dark.
    static func gray3(_ dark: Bool) -> Color {
        dark ? Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255) : Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    }
    static func tabUnselected(_ dark: Bool) -> Color {
        dark ? Color(red: 117 / 255, green: 117 / 255, blue: 117 / 255) : Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    }
}
