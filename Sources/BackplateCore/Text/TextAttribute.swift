import Foundation

/// A value attached to a run of text for a `TextRenderer` to read (iOS 17).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches `value` to the text's runs: a text renderer reads it with
    /// `run[T.self]`. Without a renderer the text draws as it would without it.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { adding(.customAttribute(CustomTextAttribute(value))) }
}

/// A `customAttribute(_:)` value as `Text` keeps it, so `Text` stays `Sendable` (as SwiftUI's
/// is) although `TextAttribute` asks only for `Hashable`: the value sits under a lock and is read
/// by the text renderer of the render that draws it.
final class CustomTextAttribute: Sendable, CustomDebugStringConvertible {
    private let storage: LockedState<AnyHashable>

    init<T: TextAttribute>(_ value: T) {
        // `TextAttribute` values are plain data in practice (a tag, an identifier), as SwiftUI assumes.
        storage = LockedState(unchecked: AnyHashable(value))
    }

    /// The attached value.
    var value: AnyHashable { storage.withLockUnchecked { $0 } }

    /// The value as written, which `Text`'s `==` compares.
    var debugDescription: String { String(reflecting: value) }
}
