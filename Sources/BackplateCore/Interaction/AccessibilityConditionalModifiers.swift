import Foundation

// iOS 18's `isEnabled:` forms of the accessibility modifiers: each applies its attribute only
// when `isEnabled` is true, else leaves the element as it was (an empty attachment).
nonisolated extension View {
    /// Sets where assistive technologies begin a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets where assistive technologies begin a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets where assistive technologies begin a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view, described by `description` (iOS 16).
    /// No visible effect.
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttached(.init())
    }
    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityLabel(label) : accessibilityAttached(.init())
    }
    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityLabel(labelKey) : accessibilityAttached(.init())
    }
    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityLabel(label) : accessibilityAttached(.init())
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityValue(valueDescription) : accessibilityAttached(.init())
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityValue(valueKey) : accessibilityAttached(.init())
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityValue(value) : accessibilityAttached(.init())
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityHint(hint) : accessibilityAttached(.init())
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityHint(hintKey) : accessibilityAttached(.init())
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityHint(hint) : accessibilityAttached(.init())
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityInputLabels(inputLabels) : accessibilityAttached(.init())
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityInputLabels(inputLabelKeys) : accessibilityAttached(.init())
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityInputLabels(inputLabels) : accessibilityAttached(.init())
    }
    /// Sets the identifier UI tests find the view by while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityIdentifier(identifier) : accessibilityAttached(.init())
    }
    /// Hides the view from VoiceOver (`hidden`) while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityHidden(hidden) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies activate the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityActivationPoint(activationPoint) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies activate the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityActivationPoint(activationPoint) : accessibilityAttached(.init())
    }
    /// Sets whether the view responds to interaction under an assistive technology while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityRespondsToUserInteraction(respondsToUserInteraction) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDragPoint(point, description: description) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : accessibilityAttached(.init())
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        isEnabled ? accessibilityDropPoint(point, description: description) : accessibilityAttached(.init())
    }
}

// The same on an already attached view, so a chain stays one `AccessibilityAttachmentModifier`.
nonisolated extension ModifiedContent where Content: View, Modifier == AccessibilityAttachmentModifier {
    /// This attachment joined by the attributes `attached` puts on the same content.
    private func joining(_ attached: ModifiedContent<Content, Modifier>) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(attached.modifier.attributes))
    }

    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityLabel(label)) : self
    }
    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityLabel(labelKey)) : self
    }
    /// Sets the label VoiceOver reads, replacing the view's text, while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityLabel(label)) : self
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityValue(valueDescription)) : self
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityValue(valueKey)) : self
    }
    /// Sets the value VoiceOver reads after the label while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityValue(value)) : self
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityHint(hint)) : self
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityHint(hintKey)) : self
    }
    /// Sets the hint VoiceOver reads after a pause while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityHint(hint)) : self
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityInputLabels(inputLabels)) : self
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityInputLabels(inputLabelKeys)) : self
    }
    /// Sets the Voice Control and Full Keyboard Access labels while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityInputLabels(inputLabels)) : self
    }
    /// Sets the identifier UI tests find the view by while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityIdentifier(identifier)) : self
    }
    /// Hides the view from VoiceOver (`hidden`) while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityHidden(hidden)) : self
    }
    /// Sets where assistive technologies activate the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityActivationPoint(activationPoint)) : self
    }
    /// Sets where assistive technologies activate the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityActivationPoint(activationPoint)) : self
    }
    /// Sets whether the view responds to interaction under an assistive technology while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityRespondsToUserInteraction(respondsToUserInteraction)) : self
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDragPoint(point, description: description)) : self
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDragPoint(point, description: description)) : self
    }
    /// Sets where assistive technologies begin a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDragPoint(point, description: description)) : self
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDropPoint(point, description: description)) : self
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDropPoint(point, description: description)) : self
    }
    /// Sets where assistive technologies end a drag in the view while `isEnabled`.
    /// With `isEnabled` false the element is left unchanged. No visible effect.
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        isEnabled ? joining(content.accessibilityDropPoint(point, description: description)) : self
    }
}
