import Foundation

/// A mode that indicates whether the user can edit a view's content (a list's rows).
public enum EditMode: Hashable, Sendable {
    /// The content can't be edited.
    case inactive
    /// The content is in a temporary edit mode.
    case transient
    /// The content can be edited.
    case active

    /// Whether the mode is an editing one (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the environment, if any; `EditButton` reads it. A still render draws
    /// lists in their normal (not editing) appearance whatever its value.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
