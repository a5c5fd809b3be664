import Foundation

/// A height at which a sheet rests.
public struct PresentationDetent: Hashable, Sendable {
    let height: CGFloat?
    let fraction: CGFloat?
    /// The medium detent (about half the screen).
    public static let medium = PresentationDetent(height: nil, fraction: 0.5)
    /// The large detent (the full sheet height).
    public static let large = PresentationDetent(height: nil, fraction: 1)
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: height, fraction: nil) }
    /// A fraction of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: nil, fraction: fraction) }
}

extension View {
    /// Sets the detents of the sheet this view is the content of. A sheet's content rendered
    /// on its own is laid out in the proposed size: no visible effect.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { modifier(_InertModifier()) }

    /// Sets the detents of the sheet, with the selected one bound to `selection`. No visible
    /// effect; the selection keeps its value.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_InertModifier())
    }

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
