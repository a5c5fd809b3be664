import Foundation

/// A button that triggers the rename action in the environment (iOS 16), usually in a context
/// menu or a toolbar: the "pencil" symbol and the title "Rename", drawn as a `Button` with that
/// `Label` in the current button style. A still render never taps it, so the action set by
/// `renameAction(_:)` never runs.
nonisolated public struct RenameButton<Label: View>: View {
    /// Creates a rename button with the system's label.
    public init() where Label == BackplateCore.Label<Text, Image> {}

    /// The system label in a button.
    public var body: some View {
        Button {} label: { BackplateCore.Label("Rename", systemImage: "pencil") }
    }
}

nonisolated extension View {
    /// Sets the action a `RenameButton` in this view triggers. Nothing is renamed in a still
    /// render; the closure is not called.
    public func renameAction(_ action: @escaping () -> Void) -> some View { modifier(_InertModifier()) }

    /// Makes a `RenameButton` in this view focus the field bound to `isFocused`. No focus in a
    /// still render.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { modifier(_InertModifier()) }
}
