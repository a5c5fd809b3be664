import Foundation

/// The kind of software keyboard a text field asks for. On iOS this is UIKit's type, which
/// `import SwiftUI` brings in; Backplate declares it in its core so `import Backplate` does too.
/// A still render shows no keyboard.
public enum UIKeyboardType: Int, Hashable, CaseIterable, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A name or phone number.
    case namePhonePad = 6
    /// Email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Optimised for social posts.
    case twitter = 9
    /// Optimised for web search.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11

    /// The ASCII keyboard (deprecated alias of `asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// Capitalisation for text input (UIKit's deprecated-in-SwiftUI style).
public enum UITextAutocapitalizationType: Int, Hashable, CaseIterable, Sendable {
    /// No capitalisation.
    case none = 0
    /// Each word.
    case words = 1
    /// Each sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}

nonisolated extension View {
    /// Sets the keyboard type of text fields in this view. A still render shows no keyboard:
    /// no visible effect.
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(_InertModifier()) }

    /// Sets the capitalisation of text input (deprecated in SwiftUI: use
    /// `textInputAutocapitalization(_:)`). No visible effect.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { modifier(_InertModifier()) }
}
