// `NSAttributedString()` and `NSMutableAttributedString()`, which iOS inherits from NSObject and
// Linux's Foundation lacks (its designated initializers hide NSObject's `init()`).
import Foundation

extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` and `NSMutableAttributedString()`
    /// make on iOS (`length` 0; a mutable one grows with `append(_:)`). Swift does not let an
    /// extension declare `init()` itself, so this is an `init` whose one argument is defaulted.
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}
