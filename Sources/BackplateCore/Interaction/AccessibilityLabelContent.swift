import Foundation

// `accessibilityLabel(content:)` (iOS 18): a label made of views, read but never drawn, in
// which `PlaceholderContentView` stands for the view's own label.
nonisolated extension View {
    /// Sets the view's label to what `content` reads: its texts joined with ", ", where the
    /// `PlaceholderContentView` it is given reads the view's existing label (add a badge's
    /// count before or after it). The views are resolved for the accessibility tree only,
    /// never laid out or drawn. No visible effect.
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        var attributes = AccessibilityAttributes()
        attributes.labelKeepsExisting = true
        let placeholder = PlaceholderContentView<Self>(Color.clear.accessibilityLabel(AccessibilityAttributes.existingLabelMarker))
        return modifier(AccessibilityAttachmentModifier(attributes, labelView: AnyView(content(placeholder))))
    }
}

extension AccessibilityAttributes {
    /// The label `accessibilityLabel(content:)`'s placeholder reads, replaced by the existing label.
    static let existingLabelMarker = "\u{1}Backplate.existingAccessibilityLabel"
}
