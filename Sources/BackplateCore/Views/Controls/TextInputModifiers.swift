import Foundation

// Modifiers that configure text input (keyboard, capitalisation, submission). They change
// nothing in a still render, which shows no keyboard and no editing; they exist so view files
// using them compile unchanged.

/// The keyboard type of a text field (UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes). No effect in a still render.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL keyboard.
    case URL
    /// A number pad.
    case numberPad
    /// A phone pad.
    case phonePad
    /// A name and phone pad.
    case namePhonePad
    /// An email keyboard.
    case emailAddress
    /// A number pad with a decimal point.
    case decimalPad
    /// A Twitter keyboard.
    case twitter
    /// A web search keyboard.
    case webSearch
    /// An ASCII-capable number pad.
    case asciiCapableNumberPad
}

/// The kinds of autocapitalisation behaviour for text input. No effect in a still render.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: Int
    /// Never capitalise.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// Capitalise the first letter of every word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// Capitalise the first letter of every sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Capitalise every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the return key. No effect in a still render.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The kinds of views that trigger `onSubmit`. No effect in a still render.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The semantic meaning of a text field's content (UIKit's `UITextContentType`), used for
/// autofill. No effect in a still render.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The raw name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension View {
    /// Sets the keyboard type for text fields in this view (no effect in a still render).
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(_InertModifier()) }
    /// Sets the autocapitalisation behaviour of text input (no effect in a still render).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { modifier(_InertModifier()) }
    /// Sets whether to disable autocorrection (no effect in a still render).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(_InertModifier()) }
    /// Sets whether to disable autocorrection (deprecated spelling; no effect in a still render).
    public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(_InertModifier()) }
    /// Sets the submit label of the keyboard (no effect in a still render).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(_InertModifier()) }
    /// Adds an action to run on submission; a still render never submits.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { modifier(_InertModifier()) }
    /// Sets the content type for autofill (no effect in a still render).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(_InertModifier()) }
}
