import Foundation

// CoreGraphics' C constructors, which Swift on iOS still imports (`CGSizeMake(20, 30)` in
// older app code); each makes the value its Swift initializer does.

/// A point at (`x`, `y`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A size of `width` × `height`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// A rectangle at (`x`, `y`) of `width` × `height`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A vector of (`dx`, `dy`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
