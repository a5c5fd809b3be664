import Foundation

// How VoiceOver speaks text (iOS 15): punctuation, spelling out, pitch, queuing. Nothing is
// spoken in a render: the text draws unchanged.

extension Text {
    /// Has VoiceOver speak every punctuation mark. The text draws unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Has VoiceOver spell the text out letter by letter. The text draws unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Raises or lowers VoiceOver's pitch (-1...1). The text draws unchanged.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Queues the text's announcement behind the current one. The text draws unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// Has VoiceOver speak every punctuation mark of the text inside. No visible effect.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { modifier(_InertModifier()) }
    /// Has VoiceOver spell the text inside out letter by letter. No visible effect.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { modifier(_InertModifier()) }
    /// Raises or lowers VoiceOver's pitch (-1...1) for the text inside. No visible effect.
    public func speechAdjustedPitch(_ value: Double) -> some View { modifier(_InertModifier()) }
    /// Queues announcements of the text inside behind the current one. No visible effect.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { modifier(_InertModifier()) }
}
