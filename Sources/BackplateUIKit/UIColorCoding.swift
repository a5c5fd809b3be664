import Foundation

// UIKit's colours archive with `NSKeyedArchiver` (apps keep a chosen colour as `Data` in
// SwiftData or `@AppStorage`); Foundation on Linux archives any `NSSecureCoding` class.
extension UIColor: NSSecureCoding {
    /// Colours decode only as the components they archived.
    public static var supportsSecureCoding: Bool { true }

    /// Archives the light appearance's sRGB components under UIKit's keys (`UIRed`, `UIGreen`,
    /// `UIBlue`, `UIAlpha`); a dynamic colour keeps only that appearance, as a resolved copy.
    public func encode(with coder: NSCoder) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        coder.encode(Double(red), forKey: "UIRed")
        coder.encode(Double(green), forKey: "UIGreen")
        coder.encode(Double(blue), forKey: "UIBlue")
        coder.encode(Double(alpha), forKey: "UIAlpha")
        coder.encode(4, forKey: "UIColorComponentCount")
    }

    /// A colour from the components `encode(with:)` archived; `nil` when they are missing.
    public convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIRed") else { return nil }
        self.init(red: CGFloat(coder.decodeDouble(forKey: "UIRed")), green: CGFloat(coder.decodeDouble(forKey: "UIGreen")),
                  blue: CGFloat(coder.decodeDouble(forKey: "UIBlue")), alpha: CGFloat(coder.decodeDouble(forKey: "UIAlpha")))
    }
}
