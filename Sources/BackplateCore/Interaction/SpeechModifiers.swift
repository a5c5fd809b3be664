import Foundation

// How VoiceOver speaks text (iOS 15): punctuation, spelling out, pitch, queuing. Nothing is
// spoken in a render and the text draws unchanged; the element's tree line lists the settings
// (`speech=[spellsOut, punctuation, pitch=0.5, queued]`).

extension Text {
    /// Has VoiceOver speak every punctuation mark (`punctuation` on the tree line). The text draws unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { withAccessibilityText { $0.speech.alwaysIncludesPunctuation = value } }
    /// Has VoiceOver spell the text out letter by letter (`spellsOut`). The text draws unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { withAccessibilityText { $0.speech.spellsOutCharacters = value } }
    /// Raises or lowers VoiceOver's pitch, -1...1 (`pitch=`). The text draws unchanged.
    public func speechAdjustedPitch(_ value: Double) -> Text { withAccessibilityText { $0.speech.adjustedPitch = value } }
    /// Queues the text's announcement behind the current one (`queued`). The text draws unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { withAccessibilityText { $0.speech.announcementsQueued = value } }
}

nonisolated extension View {
    /// Has VoiceOver speak every punctuation mark of the text inside (`punctuation` on each
    /// element's tree line). No visible effect.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { speechAttached(.init(alwaysIncludesPunctuation: value)) }
    /// Has VoiceOver spell the text inside out letter by letter (`spellsOut`). No visible effect.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { speechAttached(.init(spellsOutCharacters: value)) }
    /// Raises or lowers VoiceOver's pitch, -1...1, for the text inside (`pitch=`). No visible effect.
    public func speechAdjustedPitch(_ value: Double) -> some View { speechAttached(.init(adjustedPitch: value)) }
    /// Queues announcements of the text inside behind the current one (`queued`). No visible effect.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { speechAttached(.init(announcementsQueued: value)) }

    private func speechAttached(_ speech: AccessibilitySpeechRecord) -> some View {
        var attributes = AccessibilityAttributes()
        attributes.speech = speech
        return accessibilityAttached(attributes)
    }
}
