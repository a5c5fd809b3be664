import Foundation

// SwiftUI's overloads on an already attached view: a second accessibility modifier joins the
// first attachment, so `Text("a").accessibilityLabel("b").accessibilityHint("c")` stays a
// `ModifiedContent<Text, AccessibilityAttachmentModifier>`. The modifier written last wins.
nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    private func attaching(_ attributes: AccessibilityAttributes) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(attributes))
    }

    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        attaching(.init(label: label.plainString))
    }
    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(Text(labelKey))
    }
    /// Sets the label VoiceOver reads for the view, replacing its text. No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        attaching(.init(label: String(label)))
    }
    /// Sets the value VoiceOver reads after the label. No visible effect.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        attaching(.init(value: valueDescription.plainString))
    }
    /// Sets the value VoiceOver reads after the label. No visible effect.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityValue(Text(valueKey))
    }
    /// Sets the value VoiceOver reads after the label. No visible effect.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> {
        attaching(.init(value: String(value)))
    }
    /// Sets the hint VoiceOver reads after a pause. No visible effect.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        attaching(.init(hint: hint.plainString))
    }
    /// Sets the hint VoiceOver reads after a pause. No visible effect.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityHint(Text(hintKey))
    }
    /// Sets the hint VoiceOver reads after a pause. No visible effect.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
        attaching(.init(hint: String(hint)))
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by. No visible effect.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        attaching(.init(inputLabels: inputLabels.map(\.plainString)))
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by. No visible effect.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }
    /// Sets the labels Voice Control and Full Keyboard Access know the view by. No visible effect.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> {
        attaching(.init(inputLabels: inputLabels.map { String($0) }))
    }
    /// Sets the label (deprecated: `accessibilityLabel(_:)`). No visible effect.
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> { accessibilityLabel(label) }
    /// Sets the value (deprecated: `accessibilityValue(_:)`). No visible effect.
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> { accessibilityValue(value) }
    /// Sets the hint (deprecated: `accessibilityHint(_:)`). No visible effect.
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> { accessibilityHint(hint) }
}

extension AccessibilityAttachmentModifier {
    /// This attachment with `attributes` applied over its own (as an outer modifier would be).
    func adding(_ attributes: AccessibilityAttributes) -> AccessibilityAttachmentModifier {
        AccessibilityAttachmentModifier(self.attributes.overridden(by: attributes), representation: representation,
                                        labelView: labelView, valueView: valueView, isControl: isControl,
                                        actionsView: actionsView)
    }
}
