import Foundation

/// What tab bar and bar button items share (UIKit's `UIBarItem`): the accessibility attributes
/// UIKit gives every object, kept for the app to read back; a render has no assistive app.
open class UIBarItem: NSObject {
    /// An item with no accessibility attributes set.
    public override init() { super.init() }
    /// Whether VoiceOver treats the item as one element.
    open var isAccessibilityElement = true
    /// The element's label (the title when unset, on iOS).
    open var accessibilityLabel: String?
    /// The element's hint.
    open var accessibilityHint: String?
    /// The element's value.
    open var accessibilityValue: String?
    /// The element's traits (none by default).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name UI tests find the item by.
    open var accessibilityIdentifier: String?
}
