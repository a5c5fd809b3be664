import Foundation
import BackplateCore

/// UIKit's one-line text field, as a stand-in: it keeps its text and settings. Never drawn
/// (SwiftUI code draws `TextField`); a render has no keyboard, so no delegate is called.
open class UITextField: UIControl {
    /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is being edited.
        case whileEditing = 1
        /// Only while it is not being edited.
        case unlessEditing = 2
        /// Always (the clear button: when the field has text).
        case always = 3
    }

    /// A text field's border.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    private var isAppearanceProxy = false

    /// The proxy apps style every text field through (on iOS, SwiftUI's `TextField`s too:
    /// `UITextField.appearance().clearButtonMode = .whileEditing`). Backplate's `TextField` does
    /// not read it; a setting that would change a still render warns, naming it.
    public static func appearance() -> UITextField {
        let field = UITextField(frame: .zero)
        field.isAppearanceProxy = true
        return field
    }

    /// The proxy for fields inside the given containers (a search bar's field...). Its settings
    /// warn as `appearance()`'s do.
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITextField { appearance() }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UITextField", member) } }

    /// The text (`""` unless set).
    open var text: String? = ""
    /// The selection `selectedTextRange` set, in UTF-16 offsets (`nil`: at the end of the text).
    var selection: NSRange?
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// The placeholder with attributes: its characters are `placeholder`'s (kept; never drawn).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The text with attributes: its characters are `text`'s.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    private var keptAccessoryView: UIView?, keptInputView: UIView?
    /// The view above the keyboard while the field edits (kept; a render shows no keyboard).
    open override var inputAccessoryView: UIView? {
        get { keptAccessoryView }
        set { keptAccessoryView = newValue }
    }
    /// The view shown instead of the keyboard (kept; a render shows no keyboard).
    open override var inputView: UIView? {
        get { keptInputView }
        set { keptInputView = newValue }
    }
    /// The text's font (`nil`: the system's default).
    open var font: UIFont? { didSet { warnIfProxy("font") } }
    /// The text's colour (`nil`: the label colour).
    open var textColor: UIColor? { didSet { warnIfProxy("textColor") } }
    /// How lines align (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether typed text is hidden, as in a password field (`false`).
    open var isSecureTextEntry = false
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// How typed text is capitalised (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected (`.default`; kept, a render has no keyboard).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether misspellings are marked (`.default`; kept).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// The title of the keyboard's Return key (`.default`; kept, a render shows no keyboard).
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the Return key is disabled while there is no text (`false`; kept).
    open var enablesReturnKeyAutomatically = false
    /// The keyboard's look (`.default`; kept).
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// Whether straight quotes are curled (`.default`; kept).
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Whether double hyphens become dashes (`.default`; kept).
    open var smartDashesType = UITextSmartDashesType.default
    /// Whether spaces are adjusted around pasted words (`.default`; kept).
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// What the field's text is, for AutoFill.
    open var textContentType: UITextContentType?
    /// A view on the field's left side (kept, never drawn).
    open var leftView: UIView?
    /// When `leftView` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never
    /// A view on the field's right side (kept, never drawn).
    open var rightView: UIView?
    /// When `rightView` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never
    /// When the clear button shows in a field with text (`.never` by default). On the proxy,
    /// `.whileEditing` needs no drawing (a still render edits no field); `.always` and
    /// `.unlessEditing` would show a button Backplate's `TextField` does not draw, so they warn.
    open var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode == .always || clearButtonMode == .unlessEditing { warnIfProxy("clearButtonMode = .\(clearButtonMode)") } }
    }
    /// Whether editing starts by clearing the text (`false`; a render never edits).
    open var clearsOnBeginEditing = false
    /// The field's border (`.none` by default; a `TextField` draws its own style's border).
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != .none { warnIfProxy("borderStyle") } } }
    /// The object told of the field's editing (never called: a render has no keyboard).
    open weak var delegate: (any UITextFieldDelegate)?
}
