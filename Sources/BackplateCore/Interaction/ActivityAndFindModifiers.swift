import Foundation

// Keyboard, find-and-replace and system-integration modifiers whose effect needs a person, a
// keyboard or the system: a still render draws the view as without them.

nonisolated extension View {
    /// Presents the find (and replace) interface of the text editor inside this view while
    /// `isPresented` is true. The system's find bar is not drawn in a still render.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { modifier(_InertModifier()) }

    /// Turns off the find interface of text editors inside this view. No visible effect.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { modifier(_InertModifier()) }

    /// Turns off replacing in the find interface of text editors inside this view. No visible effect.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { modifier(_InertModifier()) }

    /// Stops (or not) submit triggers inside this view from reaching `onSubmit` outside it.
    /// Nothing is submitted in a still render.
    public func submitScope(_ isBlocking: Bool = true) -> some View { modifier(_InertModifier()) }

    /// The text that type-to-select matches against this view (macOS lists). No visible effect.
    public func typeSelectEquivalent(_ text: Text?) -> some View { modifier(_InertModifier()) }

    /// The type-to-select text, from a localized key. No visible effect.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { modifier(_InertModifier()) }

    /// The type-to-select text, from a string. No visible effect.
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { modifier(_InertModifier()) }

    /// Tags interactions inside this view for the system's activity tracking. No visible effect.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { modifier(_InertModifier()) }
}
