import Foundation

extension Image: Equatable {
    /// Images are equal when they show the same thing the same way: the same symbol, pixels or
    /// source, and the same resizing, rendering mode and other settings, compared as written.
    /// SwiftUI's `Image` is `Equatable` too, so a model holding one can synthesize `==`.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        String(reflecting: lhs) == String(reflecting: rhs)
    }
}
