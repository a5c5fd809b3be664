import Foundation

// The editing notifications text fields and views post, which SwiftUI code observes with
// `onReceive(NotificationCenter.default.publisher(for:))`. A still render edits nothing, so none is posted.
extension UITextField {
    /// Posted when a text field starts editing (never in a render).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a text field's text changes (never in a render).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a text field stops editing (never in a render).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextView {
    /// Posted when a text view starts editing (never in a render).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view's text changes (never in a render).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view stops editing (never in a render).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
