import Foundation
import BackplateCore

/// UIKit's Dynamic Type scaler (`UIFontMetrics.default.scaledValue(for: 20)`): a value scales
/// with the body style's curve at the trait collection's content size category, so at the
/// default size (`.large`, a render's unless traits say otherwise) it comes back unchanged.
public final class UIFontMetrics: NSObject, Sendable {
    let textStyle: Font.TextStyle

    init(textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(textStyle: .body)

    /// `value` scaled for the current traits' content size category (`.large`: unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size category (`nil` or unspecified:
    /// the current traits', `.large` in a render).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let size = DynamicTypeSize(category) ?? .large
        return value * textStyle.scale(at: size)
    }
}
