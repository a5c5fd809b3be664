import Foundation
import BackplateCore

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where no other is asked for: UIKit's
/// colour, as on iOS, so `Color(#colorLiteral(...))` draws the literal's sRGB colour.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// A colour from a colour literal's sRGB components (0...1) and opacity.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
