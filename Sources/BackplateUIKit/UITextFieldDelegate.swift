import Foundation

/// Told of a text field's editing (UIKit's `UITextFieldDelegate`). Every method is optional
/// (each has UIKit's default). A render has no keyboard and no focus: none is called.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing (`true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing (`true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field ended editing, for `reason`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the text in `range` may be replaced by `string` (`true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the text in `ranges` may be replaced by `string` (iOS 26; `true`).
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field (`true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled (`true`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (`nil`: the suggested actions).
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to hide.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    /// `true`, UIKit's answer.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// `true`, UIKit's answer.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does when only that one is implemented.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// `true`, UIKit's answer.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Asks `textField(_:shouldChangeCharactersIn:replacementString:)` with the first range.
    public func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
                          replacementString string: String) -> Bool {
        guard let first = ranges.first else { return true }
        return self.textField(textField, shouldChangeCharactersIn: first.rangeValue, replacementString: string)
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// `true`, UIKit's answer.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// `true`, UIKit's answer.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// `nil`: the system's suggested actions.
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                          suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Does nothing.
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}

extension UITextField {
    /// Why a text field ended editing.
    public enum DidEndEditingReason: Int, Sendable {
        /// The edit was committed.
        case committed = 0
        /// The edit was cancelled.
        case cancelled = 1
    }
}
