import Foundation
import BackplateCore

/// A place in a text view's text (UIKit's class): here an offset in UTF-16 units, which is what
/// `UITextView`'s positions count.
open class UITextPosition: NSObject {
    let offset: Int
    /// A position at the start of the text.
    public override init() { offset = 0; super.init() }
    init(offset: Int) { self.offset = offset; super.init() }
}

/// A span of a text view's text between two positions (UIKit's class).
open class UITextRange: NSObject {
    private let bounds: (start: UITextPosition, end: UITextPosition)
    /// An empty range at the start of the text.
    public override init() { bounds = (UITextPosition(), UITextPosition()); super.init() }
    init(start: UITextPosition, end: UITextPosition) { bounds = (start, end); super.init() }
    /// Where the range starts.
    open var start: UITextPosition { bounds.start }
    /// Where the range ends.
    open var end: UITextPosition { bounds.end }
    /// Whether the range covers no text.
    open var isEmpty: Bool { bounds.start.offset == bounds.end.offset }
}

extension UITextView {
    /// The selection as a text range, in step with `selectedRange` (an empty range at the end
    /// of the text until something is selected). Setting `nil` leaves the selection unchanged.
    public var selectedTextRange: UITextRange? {
        get { TextPositions.range(of: selectedRange) }
        set { if let range = TextPositions.selection(newValue, in: text ?? "") { selectedRange = range } }
    }
    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    /// The range between two positions (`nil` when either lies outside the text).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, in: text ?? "")
    }
    /// The position `offset` UTF-16 units from `position` (`nil` outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, in: text ?? "")
    }
    /// The number of UTF-16 units from one position to another (negative when `to` comes first).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The appearance proxy older apps style every text view through. Kept and read by nothing:
    /// since iOS 16 a `TextEditor`'s background follows `.scrollContentBackground`, not the proxy.
    public static func appearance() -> UITextView { UITextView(frame: .zero) }
}

extension UITextField {
    /// The selection as a text range: an empty range at the end of the text until one is set
    /// (a render has no keyboard). Setting `nil` leaves the selection unchanged.
    public var selectedTextRange: UITextRange? {
        get { TextPositions.range(of: selection ?? NSRange(location: (text ?? "").utf16.count, length: 0)) }
        set { if let range = TextPositions.selection(newValue, in: text ?? "") { selection = range } }
    }
    /// The text being composed by an input method: none, as a render types nothing.
    public var markedTextRange: UITextRange? { nil }
    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    /// The range between two positions (`nil` when either lies outside the text).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, in: text ?? "")
    }
    /// The position `offset` UTF-16 units from `position` (`nil` outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, in: text ?? "")
    }
    /// The number of UTF-16 units from one position to another (negative when `to` comes first).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
}

/// The arithmetic of text positions that `UITextView` and `UITextField` share (UTF-16 offsets).
enum TextPositions {
    static func range(of selection: NSRange) -> UITextRange {
        UITextRange(start: UITextPosition(offset: selection.location),
                    end: UITextPosition(offset: selection.location + selection.length))
    }

    /// `range` clamped to `text`, as a selection (`nil` for a `nil` range).
    static func selection(_ range: UITextRange?, in text: String) -> NSRange? {
        guard let range else { return nil }
        let length = text.utf16.count
        let start = min(max(range.start.offset, 0), length), end = min(max(range.end.offset, start), length)
        return NSRange(location: start, length: end - start)
    }

    static func range(from a: UITextPosition, to b: UITextPosition, in text: String) -> UITextRange? {
        let length = text.utf16.count
        guard (0...length).contains(a.offset), (0...length).contains(b.offset) else { return nil }
        return a.offset <= b.offset ? UITextRange(start: a, end: b) : UITextRange(start: b, end: a)
    }

    static func position(from position: UITextPosition, offset: Int, in text: String) -> UITextPosition? {
        let target = position.offset + offset
        return (0...text.utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }
}
