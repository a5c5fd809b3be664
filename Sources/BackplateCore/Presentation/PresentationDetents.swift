import Foundation

/// A height at which a sheet rests.
public struct PresentationDetent: Hashable, Sendable {
    let height: CGFloat?
    let fraction: CGFloat?
    /// The `CustomPresentationDetent` type a custom detent computes its height with.
    var custom: String? = nil
    /// The medium detent (about half the screen).
    public static let medium = PresentationDetent(height: nil, fraction: 0.5)
    /// The large detent (the full sheet height).
    public static let large = PresentationDetent(height: nil, fraction: 1)
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: height, fraction: nil) }
    /// A fraction of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: nil, fraction: fraction) }
}

nonisolated extension View {
    /// Sets the detents of the sheet this view is the content of. A sheet's content rendered
    /// on its own is laid out in the proposed size: no visible effect.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { modifier(_InertModifier()) }

    /// Sets the detents of the sheet, with the selected one bound to `selection`. No visible
    /// effect; the selection keeps its value.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_InertModifier())
    }
}
