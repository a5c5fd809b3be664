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
        get {
            UITextRange(start: UITextPosition(offset: selectedRange.location),
                        end: UITextPosition(offset: selectedRange.location + selectedRange.length))
        }
        set {
            guard let range = newValue else { return }
            let length = (text ?? "").utf16.count
            let start = min(max(range.start.offset, 0), length), end = min(max(range.end.offset, start), length)
            selectedRange = NSRange(location: start, length: end - start)
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

    /// The range between two positions (`nil` when either lies outside the text).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = (text ?? "").utf16.count
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else { return nil }
        let (a, b) = fromPosition.offset <= toPosition.offset ? (fromPosition, toPosition) : (toPosition, fromPosition)
        return UITextRange(start: a, end: b)
    }

    /// The position `offset` UTF-16 units from `position` (`nil` outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...(text ?? "").utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// The number of UTF-16 units from one position to another (negative when `to` comes first).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The appearance proxy older apps style every text view through. Kept and read by nothing:
    /// since iOS 16 a `TextEditor`'s background follows `.scrollContentBackground`, not the proxy.
    public static func appearance() -> UITextView { UITextView(frame: .zero) }
}
