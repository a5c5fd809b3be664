import Foundation

/// What `Text`'s own accessibility modifiers set: they return `Text`, so a label or heading
/// survives in code that needs a `Text` (a `Label`'s title, a concatenation's part).
struct AccessibilityTextAttributes {
    var label: String?
    var isHeading = false
    /// The heading's level (`AccessibilityHeadingLevel.rawValue`).
    var headingLevel: Int?
    /// `accessibilityTextContentType`'s type name.
    var textContentType: String?
    /// The `speech…` modifiers' settings.
    var speech = AccessibilitySpeechRecord()

    /// The attributes the text's node gets.
    var attributes: AccessibilityAttributes {
        var attributes = AccessibilityAttributes(label: label, addedTraits: isHeading ? AccessibilityTraits.isHeader.rawValue : 0)
        attributes.headingLevel = headingLevel
        attributes.textContentType = textContentType
        if speech != AccessibilitySpeechRecord() { attributes.speech = speech }
        return attributes
    }
}

extension Text {
    /// A copy with `change` made to its accessibility attributes.
    func withAccessibilityText(_ change: (inout AccessibilityTextAttributes) -> Void) -> Text {
        var copy = self
        var attributes = copy.accessibilityText ?? AccessibilityTextAttributes()
        change(&attributes)
        copy.accessibilityText = attributes
        return copy
    }

    /// Sets the label VoiceOver reads for the text instead of its characters. No visible effect.
    public func accessibilityLabel(_ label: Text) -> Text { withAccessibilityText { $0.label = label.plainString } }
    /// Sets the label VoiceOver reads for the text instead of its characters. No visible effect.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { accessibilityLabel(Text(labelKey)) }
    /// Sets the label VoiceOver reads for the text instead of its characters. No visible effect.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { withAccessibilityText { $0.label = String(label) } }
    /// Marks the text as a heading of `level`: its element gets the `.isHeader` trait and the
    /// level VoiceOver speaks for `h1` to `h6`. No visible effect.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        withAccessibilityText {
            $0.isHeading = true
            $0.headingLevel = Int(level.rawValue)
        }
    }
}
