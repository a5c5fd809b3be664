import Foundation

nonisolated extension View {
    /// The message shown in file dialogs presented from this view, from a localized key (no
    /// dialog in a still render).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }

    /// The message shown in file dialogs presented from this view, from a string (no dialog in
    /// a still render).
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { modifier(_InertModifier()) }

    /// The confirming button's label in file dialogs presented from this view, from a localized
    /// key (no dialog in a still render).
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }

    /// The confirming button's label in file dialogs presented from this view, from a string
    /// (no dialog in a still render).
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_InertModifier()) }
}
