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

/// The title of the keyboard's Return key (UIKit's raw values; a render shows no keyboard).
public enum UIReturnKeyType: Int, Sendable {
    /// “return”.
    case `default` = 0
    /// “Go”.
    case go = 1
    /// “Google”.
    case google = 2
    /// “Join”.
    case join = 3
    /// “Next”.
    case next = 4
    /// “Route”.
    case route = 5
    /// “Search”.
    case search = 6
    /// “Send”.
    case send = 7
    /// “Yahoo”.
    case yahoo = 8
    /// “Done”.
    case done = 9
    /// “Emergency Call”.
    case emergencyCall = 10
    /// “Continue” (iOS 9).
    case `continue` = 11
}

/// The keyboard's look (UIKit's raw values; a render shows no keyboard).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's look for the interface style.
    case `default` = 0
    /// The dark keyboard.
    case dark = 1
    /// The light keyboard.
    case light = 2
    /// The alert-panel keyboard, which is the dark one (deprecated in iOS 7).
    public static var alert: UIKeyboardAppearance { .dark }
}

/// Whether typed straight quotes become curly ones (UIKit's raw values; kept, never applied).
public enum UITextSmartQuotesType: Int, Sendable {
    /// The input's usual behaviour.
    case `default` = 0
    /// Straight quotes stay.
    case no = 1
    /// Quotes are curled.
    case yes = 2
}

/// Whether two typed hyphens become a dash (UIKit's raw values; kept, never applied).
public enum UITextSmartDashesType: Int, Sendable {
    /// The input's usual behaviour.
    case `default` = 0
    /// Hyphens stay.
    case no = 1
    /// Hyphens become dashes.
    case yes = 2
}

/// Whether spaces are adjusted around pasted or deleted words (UIKit's raw values; kept).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The input's usual behaviour.
    case `default` = 0
    /// No adjustment.
    case no = 1
    /// Spaces adjusted.
    case yes = 2
}
