import Foundation

/// The modifier SwiftUI's deprecated `accessibility(...)` spellings return. It carries
/// accessibility attributes only, so it draws nothing and changes no layout.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    init() {}
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] { content(context) }
}

// The iOS 13 spellings, deprecated since iOS 14 and still compiled by iOS's SDK.
nonisolated extension View {
    private var accessibilityAttached: ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Sets the accessibility label (deprecated: `accessibilityLabel(_:)`). No visible effect.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the accessibility value (deprecated: `accessibilityValue(_:)`). No visible effect.
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the accessibility hint (deprecated: `accessibilityHint(_:)`). No visible effect.
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Hides the view from accessibility (deprecated: `accessibilityHidden(_:)`). No visible effect.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the accessibility identifier (deprecated: `accessibilityIdentifier(_:)`). No visible effect.
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Removes accessibility traits (deprecated: `accessibilityRemoveTraits(_:)`). No visible effect.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the sort priority (deprecated: `accessibilitySortPriority(_:)`). No visible effect.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the voice-control input labels (deprecated: `accessibilityInputLabels(_:)`). No visible effect.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the selection identifier (deprecated). No visible effect.
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the activation point (deprecated: `accessibilityActivationPoint(_:)`). No visible effect.
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
    /// Sets the activation point (deprecated: `accessibilityActivationPoint(_:)`). No visible effect.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAttached }
}
