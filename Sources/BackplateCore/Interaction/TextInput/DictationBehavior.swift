import Foundation

/// When inline dictation starts in a search field (visionOS; accepted on iOS).
public struct TextInputDictationActivation: Equatable, Sendable {
    let onLookAllowed: Bool
    /// Dictation starts when the field is selected.
    public static let onSelect = TextInputDictationActivation(onLookAllowed: false)
    /// Dictation starts when the person looks at the field.
    public static let onLook = TextInputDictationActivation(onLookAllowed: true)
}

/// How a search field offers dictation.
public struct TextInputDictationBehavior: Equatable, Sendable {
    let activation: TextInputDictationActivation?
    /// The platform's default.
    public static let automatic = TextInputDictationBehavior(activation: nil)
    /// Dictation inside the field, starting on `activation`.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}

nonisolated extension View {
    /// Sets how searchable fields in this view offer dictation. A still render shows no
    /// keyboard or microphone: no visible effect.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        modifier(_InertModifier())
    }
}
