import Foundation
import BackplateCore

/// UIKit's one-line text field, drawn as iOS draws one that is not being edited: its border
/// style, its text (or placeholder) on one line in its text rectangle, its overlay views and
/// clear button (`UITextFieldDrawing`). A render has no keyboard, so no delegate is called.
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

    /// The text (`""` unless set; setting it drops `attributedText`'s attributes).
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set { storedText = newValue ?? ""; storedAttributedText = nil }
    }
    private var storedText = ""
    /// Whether the field holds any text (the placeholder shows while it does not).
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// Adds `text` at the end, as typing does (a render has no caret elsewhere).
    open func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Removes the last character, as the delete key does.
    open func deleteBackward() { text = String((text ?? "").dropLast()) }
    /// The font the text draws in: `font`, else the body style's.
    var shownFont: UIFont { font ?? UIFont.preferredFont(forTextStyle: .body) }
    /// The attributed text as set (`nil`: plain text).
    private(set) var storedAttributedText: NSAttributedString?
    /// The attributed placeholder as set (`nil`: a plain one, in the placeholder grey).
    private(set) var storedAttributedPlaceholder: NSAttributedString?
    /// The selection `selectedTextRange` set, in UTF-16 offsets (`nil`: at the end of the text).
    var selection: NSRange?
    /// The grey text shown while the field is empty (setting it drops `attributedPlaceholder`'s attributes).
    open var placeholder: String? {
        didSet { if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil } }
    }
    /// The placeholder with attributes, drawn in its runs' fonts and colours.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set { storedAttributedPlaceholder = newValue; placeholder = newValue?.string }
    }
    /// The text with attributes, drawn in its runs' fonts and colours; its characters are `text`'s.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? ""; storedAttributedText = newValue }
    }
    /// The attributes of text without its own (the font and text colour).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: shownFont, .foregroundColor: textColor ?? UIColor.label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The attributes typed text takes (`nil` outside editing: always, in a render).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may style the text while editing (`false`; kept).
    open var allowsEditingTextAttributes = false
    /// Whether the font shrinks so the text fits the width (`false`; kept, the text truncates).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to (0; kept).
    open var minimumFontSize: CGFloat = 0
    /// The image behind an enabled field without the rounded border (stretched to its bounds).
    open var background: UIImage?
    /// The image behind a disabled field without the rounded border.
    open var disabledBackground: UIImage?
    /// Whether the field is being edited (never, in a render).
    open var isEditing: Bool { false }
    /// Whether typing replaces the text (`false`; kept).
    open var clearsOnInsertion = false
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
    /// A view on the field's left side, drawn while `leftViewMode` shows it.
    open var leftView: UIView?
    /// When `leftView` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never
    /// A view on the field's right side, drawn while `rightViewMode` shows it.
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
    /// The field's border (`.none` by default).
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != .none { warnIfProxy("borderStyle") } } }
    /// The object told of the field's editing (never called: a render has no keyboard).
    open weak var delegate: (any UITextFieldDelegate)?
    /// Which of `drawText(in:)`, `drawPlaceholder(in:)` ran their own (not an override's) drawing.
    var defaultDrawings: Set<DefaultDrawing> = []
    enum DefaultDrawing { case text, placeholder }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in: inside the border's inset, beside the overlay views
    /// and clear button that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text is edited in: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 points square, vertically centred, 6 points in from the
    /// trailing edge or before a right view that shows.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size, at the leading edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { standardOverlayRect(leftView, forBounds: bounds, leading: true) }
    /// The right view's rectangle: its size, at the trailing edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { standardOverlayRect(rightView, forBounds: bounds, leading: false) }
    /// Draws the text in `rect`. A render draws the text itself; what an override draws is
    /// drawn in its place (and the text too when the override calls `super`).
    open func drawText(in rect: CGRect) { defaultDrawings.insert(.text) }
    /// Draws the placeholder in `rect`, as `drawText(in:)` draws the text.
    open func drawPlaceholder(in rect: CGRect) { defaultDrawings.insert(.placeholder) }

    /// The text's (or placeholder's) size on one line with the border's insets and the overlays.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }
    /// The text's (or placeholder's) size on one line with the border's insets and the overlays.
    open override var intrinsicContentSize: CGSize { fittingSize }
}
