import Foundation

/// The edit mode of a list or form.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Temporarily editing (a swipe action).
    case transient
    /// Editing.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// A binding to the edit mode (`nil` by default: nothing set it). Set
    /// `.environment(\.editMode, .constant(.active))` to render the editing state.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
