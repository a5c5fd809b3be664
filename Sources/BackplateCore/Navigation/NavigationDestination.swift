import Foundation

nonisolated extension View {
    /// Associates a destination view with a presented data type for the enclosing
    /// `NavigationStack`: a still render shows it when the stack's path ends with a value of
    /// that type.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationPreference(NavigationDestinationsKey.self, [
            ObjectIdentifier(D.self): { value in (value as? D).map { AnyView(destination($0)) } }
        ])
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true: a still render
    /// with `true` shows the destination with a back button.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let shown = isPresented.wrappedValue ? AnyView(destination()) : nil
        return navigationPreference(PresentedDestinationsKey.self, shown.map { [$0] })
    }

    /// Pushes the destination for `item` on the enclosing stack while it is non-`nil`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let shown = item.wrappedValue.map { AnyView(destination($0)) }
        return navigationPreference(PresentedDestinationsKey.self, shown.map { [$0] })
    }
}
