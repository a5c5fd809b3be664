import Foundation
import BackplateCore

/// How text lines align (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges (drawn left-aligned here).
    case justified = 3
    /// The script's leading edge.
    case natural = 4
}

extension NSTextAlignment {
    /// SwiftUI's alignment of lines for this UIKit alignment (justified and natural lines lead).
    var swiftUITextAlignment: TextAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }

    /// Where a block of text aligned this way sits in a wider frame, vertically at `vertical`.
    func swiftUIFrameAlignment(vertical: VerticalAlignment) -> Alignment {
        Alignment(horizontal: self == .center ? .center : self == .right ? .trailing : .leading, vertical: vertical)
    }
}

/// The region a text view lays its text out in: its padding is what apps set most.
open class NSTextContainer: NSObject {
    /// The inset of each line from the container's edges (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0
}

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words with lookup suggestions.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values (lengths, temperatures).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// UIKit's multiline text view, as a stand-in. Wrapped in a `UIViewRepresentable`, it is drawn
/// as its text: in its font (the body style unless set) and colour (the label colour),
/// inset by `textContainerInset` and the line padding, on its background colour (the system
/// background), top-aligned in the space offered when it scrolls, at its text's height when not.
/// A render has no keyboard: the delegate is never called.
open class UITextView: UIScrollView, UIKitDrawnView {
    /// How Writing Tools work on the text (kept; a render offers none).
    open var writingToolsBehavior = UIWritingToolsBehavior.default
    /// The kinds of result Writing Tools may write back (kept).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    /// Whether Writing Tools are working on the text: never, in a render.
    open var isWritingToolsActive: Bool { false }
    /// The text shown (setting it drops `attributedText`'s attributes).
    open var text: String! {
        get { storedAttributedText?.string ?? storedText }
        set { storedText = newValue ?? ""; storedAttributedText = nil }
    }
    /// The text with attributes, drawn in its runs' fonts and colours (the view's where a run
    /// has none), its links in `linkTextAttributes`.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set { storedAttributedText = newValue; storedText = newValue?.string ?? "" }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?
    /// The font of the text (`nil`: the system font's body style, as UIKit documents).
    open var font: UIFont?
    /// The colour of the text (`nil`: the label colour).
    open var textColor: UIColor?
    /// How lines align (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text (`true`).
    open var isEditable = true
    /// Whether the user can select the text (`true`).
    open var isSelectable = true
    /// The space around the text container (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()
    /// The selected range, in UTF-16 offsets (an empty one at the end of the text).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The text the keyboard is still composing (marked, as for Japanese input): `nil`, as a
    /// render has no keyboard.
    open var markedTextRange: UITextRange? { nil }
    private var keptAccessoryView: UIView?, keptInputView: UIView?
    /// The view above the keyboard while the text is edited (kept; a render shows no keyboard).
    open override var inputAccessoryView: UIView? {
        get { keptAccessoryView }
        set { keptAccessoryView = newValue }
    }
    /// The view shown instead of the keyboard (kept; a render shows no keyboard).
    open override var inputView: UIView? {
        get { keptInputView }
        set { keptInputView = newValue }
    }
    /// The keyboard the view asks for (never shown in a render).
    open var keyboardType: UIKeyboardType = .default
    /// How typed text is capitalised (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected (`.default`; kept, a render has no keyboard).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether misspellings are marked (`.default`; kept, nothing is underlined in a render).
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
    /// Whether the font follows Dynamic Type (`false`).
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text's attributes can be edited (`false`).
    open var allowsEditingTextAttributes = false
    /// The attributes new text gets.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The kinds of data turned into links while the view is not editable (`[]`). Links (URLs,
    /// email addresses) are found and drawn; the other kinds are not, and a warning says so.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes links are drawn with, over the tint colour (`[:]`).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// A text view with a frame, on the system background colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    /// A text view from an archive: there is no storyboard on Linux, so an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    @MainActor package func swiftUIDrawing() -> AnyView {
        let alignment = textAlignment.swiftUITextAlignment
        let frameAlignment = textAlignment.swiftUIFrameAlignment(vertical: .top)
        let pad = textContainer.lineFragmentPadding, inset = textContainerInset
        return AnyView(drawnText
            .multilineTextAlignment(alignment)
            .lineLimit(textContainer.maximumNumberOfLines > 0 ? textContainer.maximumNumberOfLines : nil)
            .padding(EdgeInsets(top: inset.top, leading: inset.left + pad, bottom: inset.bottom, trailing: inset.right + pad))
            .frame(maxWidth: .infinity, maxHeight: isScrollEnabled ? .infinity : nil, alignment: frameAlignment)
            .background(Color(uiColor: backgroundColor ?? .clear)))
    }
}

extension UITextView {
    /// The text in the view's font and colour, or its runs in theirs, with links styled.
    @MainActor var drawnText: Text {
        let font = font ?? .preferredFont(forTextStyle: .body), color = textColor ?? .label
        let links = UITextViewLinks.ranges(in: attributedText, detecting: isEditable ? [] : dataDetectorTypes)
        guard storedAttributedText != nil || !links.isEmpty else {
            return Text(verbatim: text ?? "").font(Font(font)).foregroundColor(Color(uiColor: color))
        }
        let drawn = NSMutableAttributedString(attributedString: attributedText)
        var style = linkTextAttributes ?? [:]
        if style[.foregroundColor] == nil { style[.foregroundColor] = tintColor ?? UIColor.link }
        for range in links { drawn.addAttributes(style, range: range) }
        return UIKitAttributedText.text(drawn, font: font, color: color)
    }
}

/// What a text view tells its owner about editing. A render has no keyboard: never called.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (`true` by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (`true` by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Called after editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Called after editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced with `text` (`true` by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called after the text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Called after the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
