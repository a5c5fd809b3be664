import Foundation

// A still render shows the presenting view only: a confirmation dialog (an action sheet on
// iPhone) is presented by the system above the app. The builders are not evaluated.

nonisolated extension View {
    /// Presents a confirmation dialog when `isPresented` is `true`. A still render shows the
    /// presenting view only.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog. A still render shows the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog. A still render shows the presenting view only.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { presentation("confirmationDialog", isPresented: isPresented) }

    /// Presents a confirmation dialog with a message. A still render shows the presenting view only.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog with a message. A still render shows the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog with a message. A still render shows the presenting view only.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { presentation("confirmationDialog", isPresented: isPresented) }

    /// Presents a confirmation dialog built from `data`. A still render shows the presenting view only.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog built from `data`. A still render shows the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog with a message built from `data`. A still render shows
    /// the presenting view only.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
    /// Presents a confirmation dialog with a message built from `data`. A still render shows
    /// the presenting view only.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View { presentation("confirmationDialog", isPresented: isPresented) }
}
