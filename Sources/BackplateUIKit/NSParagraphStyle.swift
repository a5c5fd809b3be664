import Foundation
import BackplateCore

/// The direction text is written in (UIKit's `NSWritingDirection`, with its raw values).
public enum NSWritingDirection: Int, Hashable, Sendable {
    /// The direction the language's script sets.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How the lines of a paragraph are set (UIKit's class, an attribute under `.paragraphStyle`).
/// UIKit's string drawing here sets words wrapped at the width, lines their natural height
/// apart: a style asking for more warns at run time when a string is measured or drawn with it.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    // First stored property: Foundation on Linux reads it as CoreFoundation's type word.
    private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject
    /// The style with every setting at its default (natural alignment, word wrapping, no spacing).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// Extra space between lines, in points (0).
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points (0).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph, in points (0).
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// How lines align (`.natural`).
    open internal(set) var alignment: NSTextAlignment = .natural
    /// The indent of every line but the first, in points (0).
    open internal(set) var headIndent: CGFloat = 0
    /// The trailing indent: from the leading margin when positive, the trailing one otherwise (0).
    open internal(set) var tailIndent: CGFloat = 0
    /// The indent of the first line, in points (0).
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The least line height, in points (0: none).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest line height, in points (0: none).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// What a line too long for the width does (`.byWordWrapping`).
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The writing direction (`.natural`).
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// The factor the natural line height is multiplied by (0: none).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// How eagerly words are hyphenated, 0 to 1 (0: never).
    open internal(set) var hyphenationFactor: Float = 0

    /// A style with every setting at its default.
    public override init() { super.init() }

    /// An immutable copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
    /// A mutable copy with the same settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

    init(copying other: NSParagraphStyle) {
        super.init()
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        alignment = other.alignment
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        firstLineHeadIndent = other.firstLineHeadIndent
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineBreakMode = other.lineBreakMode
        baseWritingDirection = other.baseWritingDirection
        lineHeightMultiple = other.lineHeightMultiple
        hyphenationFactor = other.hyphenationFactor
    }

    /// Whether two styles have the same settings, as UIKit compares them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return settings == other.settings
    }

    /// A hash equal styles share.
    open override var hash: Int { settings.hashValue }

    private var settings: [Double] {
        let lengths = [lineSpacing, paragraphSpacing, paragraphSpacingBefore, headIndent, tailIndent, firstLineHeadIndent,
                       minimumLineHeight, maximumLineHeight, lineHeightMultiple].map { Double($0) }
        return lengths + [Double(alignment.rawValue), Double(lineBreakMode.rawValue), Double(baseWritingDirection.rawValue),
                          Double(hyphenationFactor)]
    }

    /// The settings UIKit's string drawing here does not apply (empty for the default style
    /// and for word wrapping with a leading alignment).
    var unappliedSettings: [String] {
        var names: [String] = []
        if lineSpacing != 0 { names.append("lineSpacing") }
        if paragraphSpacing != 0 || paragraphSpacingBefore != 0 { names.append("paragraphSpacing") }
        if ![.natural, .left].contains(alignment) { names.append("alignment") }
        if headIndent != 0 || tailIndent != 0 || firstLineHeadIndent != 0 { names.append("indents") }
        if minimumLineHeight != 0 || maximumLineHeight != 0 || lineHeightMultiple != 0 { names.append("line height") }
        if ![.byWordWrapping, .byCharWrapping].contains(lineBreakMode) { names.append("lineBreakMode") }
        return names
    }
}

/// A paragraph style whose settings can be changed (UIKit's class).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// A style with every setting at its default.
    public override init() { super.init() }
    override init(copying other: NSParagraphStyle) { super.init(copying: other) }

    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// Space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// Space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    /// How lines align.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// The indent of every line but the first, in points.
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    /// The trailing indent, in points.
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    /// The indent of the first line, in points.
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// The least line height, in points.
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    /// The greatest line height, in points.
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    /// What a line too long for the width does.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// The writing direction.
    open override var baseWritingDirection: NSWritingDirection { get { super.baseWritingDirection } set { super.baseWritingDirection = newValue } }
    /// The factor the natural line height is multiplied by.
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// How eagerly words are hyphenated, 0 to 1.
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}

extension NSAttributedString.Key {
    /// A run's paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
