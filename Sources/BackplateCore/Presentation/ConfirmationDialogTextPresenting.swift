import Foundation

nonisolated extension View {
    /// Presents a confirmation dialog with a text title built from `data`. A still render
    /// shows the presenting view only.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(_InertModifier())
    }

    /// Presents a confirmation dialog with a text title and a message built from `data`. A
    /// still render shows the presenting view only.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        modifier(_InertModifier())
    }
}
