import Foundation

// A still render shows the presenting view only: sheets, full-screen covers and popovers are
// separate presentations above the app, not part of the view's frame. Their content closures
// are not evaluated; one presented is named in a runtime warning. To see a sheet's content,
// render the content view itself.

nonisolated extension View {
    /// Presents a sheet when `isPresented` is `true`. A still render shows the presenting
    /// view only.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation("sheet", isPresented: isPresented)
    }

    /// Presents a sheet built from `item` when it is non-nil. A still render shows the
    /// presenting view only.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation("sheet", item: item)
    }

    /// Presents a full-screen cover when `isPresented` is `true`. A still render shows the
    /// presenting view only.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation("fullScreenCover", isPresented: isPresented)
    }

    /// Presents a full-screen cover built from `item` when it is non-nil. A still render shows
    /// the presenting view only.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation("fullScreenCover", item: item)
    }
}
