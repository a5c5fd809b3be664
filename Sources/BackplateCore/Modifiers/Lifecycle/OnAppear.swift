import Foundation

extension View {
    /// Adds an action to perform before the view appears. A still render never runs it (no
    /// view appears or disappears in a single frame): layout and pixels are unchanged, and
    /// state keeps its initial value.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(_InertModifier()) }

    /// Adds an action to perform after the view disappears. A still render never runs it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(_InertModifier()) }
}
