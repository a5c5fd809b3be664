import Foundation

nonisolated extension View {
    /// Binds the focus of the search field that `searchable` adds to a Boolean focus state
    /// (iOS 18). Backplate draws the search field at rest, as `focused(_:)` draws a text field;
    /// when the state says focused, where iOS draws the active field with its Cancel button
    /// and the keyboard, a runtime warning says so.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        modifier(_WarningModifier(message: binding.wrappedValue ? Self.searchFocusedWarning : nil))
    }

    /// Binds the focus of the search field that `searchable` adds to a focus state: focused
    /// when the state equals `value` (iOS 18). Drawn at rest, with a runtime warning when the
    /// state says focused (see `searchFocused(_:)`).
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        modifier(_WarningModifier(message: binding.wrappedValue == value ? Self.searchFocusedWarning : nil))
    }

    private static var searchFocusedWarning: String {
        "searchFocused: the search field is drawn at rest, not in its focused state (no Cancel button, no keyboard)"
    }
}
