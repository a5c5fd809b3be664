import Foundation

// Alerts and confirmation dialogs titled with a `LocalizedStringResource` (iOS 16), as
// Apple declares them. A still render shows the presenting view only, as for the other
// titles; the builders are not evaluated. Disfavoured, so a literal picks `LocalizedStringKey`.

nonisolated extension View {
    /// Presents an alert titled with a localized string resource. A still render shows the
    /// presenting view only.
    @_disfavoredOverload
    public func alert<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { modifier(_InertModifier()) }

    /// Presents an alert titled with a localized string resource, with a message. A still
    /// render shows the presenting view only.
    @_disfavoredOverload
    public func alert<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { modifier(_InertModifier()) }

    /// Presents a confirmation dialog titled with a localized string resource. A still render
    /// shows the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { modifier(_InertModifier()) }

    /// Presents a confirmation dialog titled with a localized string resource, with a
    /// message. A still render shows the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { modifier(_InertModifier()) }
}
