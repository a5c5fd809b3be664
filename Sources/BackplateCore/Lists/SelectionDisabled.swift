import Foundation

nonisolated extension View {
    /// Adds a condition that controls whether people can select this row of a
    /// `List(selection:)`. It stops taps from selecting the row; a render has no taps, and a
    /// row already in the selection draws selected, so the image is the same either way.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
