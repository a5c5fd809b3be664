import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends the name VoiceOver gives `color` ("red", "dark blue"; iOS 18), the words the
    /// text then draws. iOS's wording is undocumented: Backplate names the nearest basic colour.
    public mutating func appendInterpolation(accessibilityName color: Color) {
        appendInterpolation(ColorAccessibilityName.name(of: color))
    }
}
