import Foundation

// UIKit's boxing of geometry in `NSValue`, as keyboard notifications carry the keyboard's frame
// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue`): Foundation on Linux keeps
// the same values as `NSValue(rect:)`, `NSValue(point:)` and `NSValue(size:)`.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
