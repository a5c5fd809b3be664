import Backplate

nonisolated extension View {
    /// Applies `contentBuilder` to the view when `condition` holds, else returns the view
    /// unchanged (seed 000's conditional modifier).
    @ViewBuilder
    public func `if`<Content: View>(_ condition: Bool, contentBuilder: (Self) -> Content) -> some View {
        if condition {
            contentBuilder(self)
        } else {
            self
        }
    }
}
