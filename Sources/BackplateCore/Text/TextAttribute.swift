import Foundation

/// A value attached to a run of text for a `TextRenderer` to read (iOS 17).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `value` to the text for a text renderer. It changes nothing drawn: the text
    /// draws as without it (Backplate runs no `TextRenderer`).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}
