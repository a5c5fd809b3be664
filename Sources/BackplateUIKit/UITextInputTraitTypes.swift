import Foundation

/// Whether a text input autocorrects typing (UIKit's raw values).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input's usual behaviour.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection on.
    case yes = 2
}

/// Whether a text input marks misspelt words (UIKit's raw values).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The input's usual behaviour.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking on.
    case yes = 2
}
