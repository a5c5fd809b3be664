import Foundation

// The iOS 13 spellings, deprecated since iOS 14 and still compiled by iOS's SDK.
nonisolated extension View {
    private var accessibilityAttached: ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds accessibility traits (deprecated: `accessibilityAddTraits(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(addedTraits: traits.rawValue)) }
    /// Sets the accessibility label (deprecated: `accessibilityLabel(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(label: label.plainString)) }
    /// Sets the accessibility value (deprecated: `accessibilityValue(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(value: value.plainString)) }
    /// Sets the accessibility hint (deprecated: `accessibilityHint(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(hint: hint.plainString)) }
    /// Hides the view from accessibility (deprecated: `accessibilityHidden(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(isHidden: hidden)) }
    /// Sets the accessibility identifier (deprecated: `accessibilityIdentifier(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(identifier: identifier)) }
    /// Removes accessibility traits (deprecated: `accessibilityRemoveTraits(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(removedTraits: traits.rawValue)) }
    /// Sets the sort priority (deprecated: `accessibilitySortPriority(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(sortPriority: sortPriority)) }
    /// Sets the voice-control input labels (deprecated: `accessibilityInputLabels(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached(.init(inputLabels: inputLabels.map(\.plainString))) }
    /// Sets the selection identifier (deprecated). No visible effect; read by the accessibility tree.
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the activation point (deprecated: `accessibilityActivationPoint(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the activation point (deprecated: `accessibilityActivationPoint(_:)`). No visible effect; read by the accessibility tree.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
}
