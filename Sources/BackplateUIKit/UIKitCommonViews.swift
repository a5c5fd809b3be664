import Foundation
import BackplateCore

// Plain UIKit views SwiftUI apps make in representables and helpers. Only a label is drawn (as
// its text); a representable wrapping another is left empty with a warning.

/// The orientations an app or controller supports (UIKit's raw bits).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Orientations from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, home button (or indicator) on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape, home button (or indicator) on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside-down portrait (an iPhone app's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// UIKit's label. Wrapped in a `UIViewRepresentable`, it is drawn as SwiftUI's `Text` in its
/// font, colour, alignment and line limit; `attributedText` in its runs' fonts and colours.
open class UILabel: UIView, UIKitDrawnView {
    /// The text (setting it drops `attributedText`'s attributes).
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set { storedText = newValue; storedAttributedText = nil }
    }
    /// The text with attributes (setting it sets `text` to its characters).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set { storedAttributedText = newValue; storedText = nil }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// Whether the text was set with attributes.
    var hasAttributedText: Bool { storedAttributedText != nil }
    /// The font (the 17-point system font by default; `nil` resets it).
    open var font: UIFont! {
        get { assignedFont ?? .systemFont(ofSize: 17) }
        set { assignedFont = newValue }
    }
    private(set) var assignedFont: UIFont?
    /// The text colour (`.label` by default; `nil` resets it).
    open var textColor: UIColor! {
        get { assignedColor ?? .label }
        set { assignedColor = newValue }
    }
    private(set) var assignedColor: UIColor?
    /// How lines align (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines (1; 0: no limit).
    open var numberOfLines = 1
    /// Whether the font shrinks to fit the width (`false`).
    open var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink (0).
    open var minimumScaleFactor: CGFloat = 0
    /// How a line too long for the label ends (`.byTruncatingTail`; kept, labels are not drawn).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether letters tighten before the text truncates (`false`; kept).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows Dynamic Type (`false`).
    open var adjustsFontForContentSizeCategory = false

    /// The text in the label's font and colour, or the attributed text's runs in theirs.
    private var drawnText: Text {
        if let storedAttributedText { return UIKitAttributedText.text(storedAttributedText, font: font, color: textColor) }
        return Text(verbatim: storedText ?? "").font(Font(font)).foregroundColor(Color(uiColor: textColor))
    }

    /// The text's size: on one line, or wrapped at `size.width` when more lines are allowed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = drawnText.lineLimit(numberOfLines > 0 ? numberOfLines : nil)
        let width = numberOfLines == 1 || !size.width.isFinite || size.width <= 0 ? CGFloat.infinity : size.width
        return UIHostingController(rootView: text.fixedSize(horizontal: width == .infinity, vertical: true))
            .sizeThatFits(in: CGSize(width: width, height: .infinity))
    }
    /// The text's size on one line (several when `numberOfLines` allows and a width was set).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) }

    /// The text across the label's width, aligned as `textAlignment` says (vertically centred,
    /// as UIKit draws a label's lines).
    @MainActor package func swiftUIDrawing() -> AnyView {
        let frameAlignment = textAlignment.swiftUIFrameAlignment(vertical: .center)
        return AnyView(drawnText
            .multilineTextAlignment(textAlignment.swiftUITextAlignment)
            .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
            .frame(maxWidth: .infinity, alignment: frameAlignment))
    }
}
