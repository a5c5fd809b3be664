import Foundation
import BackplateCore

/// UIKit's mutable set of traits (iOS 17, a stand-in): the traits a `UITraitCollection`
/// holds, settable, so `UITraitCollection(mutations:)` and a bridged environment key can
/// write them.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Pixels per point (0: unspecified).
    var displayScale: CGFloat { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
}

/// An environment key bridged to a UIKit trait (iOS 17): `read(from:)` gives the value for a
/// trait collection and `write(to:value:)` sets the traits for a value, so UIKit trait
/// overrides and SwiftUI's environment agree. Backplate has no UIKit view hierarchy: the
/// environment value is the key's `defaultValue` unless `environment(_:_:)` sets it, and the
/// two functions convert as written.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The environment value for the traits of `traitCollection`.
    static func read(from traitCollection: UITraitCollection) -> Value
    /// Sets the traits that stand for `value`.
    static func write(to mutableTraits: inout UIMutableTraits, value: Value)
}

/// The traits `UITraitCollection(mutations:)` collects.
struct MutableTraitSet: UIMutableTraits {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
}

extension UITraitCollection {
    /// A collection of the traits `mutations` sets (iOS 17); the others are unspecified.
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits: UIMutableTraits = MutableTraitSet()
        mutations(&traits)
        self.init(traitsFrom: [
            UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle),
            UITraitCollection(preferredContentSizeCategory: traits.preferredContentSizeCategory),
            UITraitCollection(displayScale: traits.displayScale),
            UITraitCollection(horizontalSizeClass: traits.horizontalSizeClass),
            UITraitCollection(verticalSizeClass: traits.verticalSizeClass),
            UITraitCollection(layoutDirection: traits.layoutDirection),
            UITraitCollection(accessibilityContrast: traits.accessibilityContrast),
            UITraitCollection(legibilityWeight: traits.legibilityWeight),
        ])
    }
}
