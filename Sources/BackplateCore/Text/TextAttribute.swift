import Foundation

/// A value attached to a run of text for a `TextRenderer` to read (iOS 17).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `value` to the text's runs: a text renderer reads it with
    /// `run[T.self]`. Without a renderer the text draws as it would without it.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { adding(.customAttribute(AnyHashable(value))) }
}
