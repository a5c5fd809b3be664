import Foundation

// Traits UIKit gives its controls that SwiftUI's `AccessibilityTraits` does not name: VoiceOver
// speaks them ("Dimmed", "Tab", "Text Field"), so the tree records them. Engine-only.
extension AccessibilityTraits {
    /// UIKit's not-enabled trait: a disabled control, read "Dimmed".
    package static let notEnabled = AccessibilityTraits(rawValue: 1 << 17)
    /// A tab bar item, read "Tab" in place of "Button".
    package static let tabBarItem = AccessibilityTraits(rawValue: 1 << 18)
    /// A text field or text view, read "Text Field" (with the hint "Double tap to edit.").
    package static let textEntry = AccessibilityTraits(rawValue: 1 << 19)
    /// A secure text field (with `textEntry`), read "Secure Text Field".
    package static let secureTextField = AccessibilityTraits(rawValue: 1 << 20)
    /// A multi-line text view (with `textEntry`), which VoiceOver hints differently.
    package static let textArea = AccessibilityTraits(rawValue: 1 << 21)
    /// A navigation bar's back button, read "Back Button" in place of "Button".
    package static let backButton = AccessibilityTraits(rawValue: 1 << 22)
    /// A button that opens a menu of choices (a menu picker, as UIKit's pop-up button), read
    /// "Pop up button" in place of "Button".
    package static let popUpButton = AccessibilityTraits(rawValue: 1 << 23)
}
