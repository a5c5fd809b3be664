import Foundation

extension Text: Equatable {
    /// Texts are equal when they were made alike: the same characters, symbols, formatted
    /// values and modifiers, compared as written (a value type inside a style compares by its
    /// contents, a reference by its type). SwiftUI's `Text` is `Equatable` too, so a model
    /// holding one can synthesize `==`.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        String(reflecting: lhs.storage) == String(reflecting: rhs.storage)
            && String(reflecting: lhs.modifiers) == String(reflecting: rhs.modifiers)
            && String(reflecting: lhs.accessibilityText) == String(reflecting: rhs.accessibilityText)
    }
}
