import Foundation

nonisolated extension View {
    /// Shows `content` as a custom bar on the top or bottom edge of this view (iOS 26): laid
    /// out as `safeAreaInset(edge:alignment:spacing:content:)` lays it out (the view's safe
    /// area grows by the bar's height plus `spacing`, and scrolling content can pass under it).
    ///
    /// iOS 26 also blurs or fades scrolling content where it passes under the bar (its scroll
    /// edge effect); Backplate draws no scroll edge effect, and a runtime warning says so.
    public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
            .modifier(_WarningModifier(message: Self.safeAreaBarWarning))
    }

    /// Shows `content` as a custom bar on the leading or trailing edge of this view (iOS 26),
    /// laid out as `safeAreaInset(edge:alignment:spacing:content:)` lays it out, without the
    /// scroll edge effect (see the vertical form).
    public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
            .modifier(_WarningModifier(message: Self.safeAreaBarWarning))
    }

    private static var safeAreaBarWarning: String {
        "safeAreaBar: laid out as safeAreaInset; the scroll edge effect under the bar is not drawn"
    }
}
