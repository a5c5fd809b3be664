import Foundation

nonisolated extension View {
    /// Adds swipe actions to a list row. A still render shows the row at rest, actions hidden.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(_InertModifier())
    }
}
