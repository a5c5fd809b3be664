import Foundation

// The sheet container's configuration. A still render does not draw the sheet container
// (only, when asked, the sheet's content rendered on its own), so these change nothing drawn.

nonisolated extension View {
    /// Sets the visibility of the sheet's drag indicator. No visible effect: the indicator
    /// belongs to the sheet's chrome, which a still render of the content does not draw.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { modifier(_InertModifier()) }

    /// Sets the corner radius of the sheet (`nil`: the system's). No visible effect on the
    /// content rendered on its own.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { modifier(_InertModifier()) }

    /// Sets the sheet's background style. No visible effect: the sheet's container is not drawn.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { modifier(_InertModifier()) }

    /// Sets the sheet's background view. No visible effect: the sheet's container is not drawn.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_InertModifier())
    }

    /// Prevents interactive dismissal of the sheet. No visible effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(_InertModifier()) }
}
