import Foundation

// An inspector (iOS 17) is a trailing column in a regular width and a sheet in a compact one
// (an iPhone, Backplate's default canvas). As with `sheet`, a still render shows the
// presenting view only; the content closure is not evaluated.

nonisolated extension View {
    /// Presents `content` as an inspector when `isPresented` is `true`: on an iPhone, a
    /// sheet. A still render shows the presenting view only, laid out at its full width.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        presentation("inspector", isPresented: isPresented)
    }

    /// Sets the inspector column's width (a regular-width column). No visible effect on the
    /// iPhone canvas, where the inspector is a sheet.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { modifier(_InertModifier()) }

    /// Sets the inspector column's flexible width. No visible effect on the iPhone canvas.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_InertModifier())
    }
}
