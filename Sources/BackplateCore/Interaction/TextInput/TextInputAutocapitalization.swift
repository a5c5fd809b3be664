import Foundation

/// How text input is capitalised as the user types. No visible effect in a still render.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

nonisolated extension View {
    /// Sets text input capitalisation (`nil`: the default). No visible effect.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_InertModifier())
    }
}
