import Foundation
import BackplateCore
import BackplateCairo

/// A set of interface traits (UIKit's `UITraitCollection`): appearance, size classes, text
/// size, display scale, layout direction and device idiom. Each trait may be unspecified;
/// `init(traitsFrom:)` merges collections, later specified values winning, as UIKit does.
///
/// Backplate has no trait environment of its own: snapshot strategies translate a collection
/// into SwiftUI environment values before rendering.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// Light or dark; `.unspecified` when not set.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size; `.unspecified` when not set.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point; 0 when not set (UIKit's convention).
    public let displayScale: CGFloat
    /// The horizontal size class; `.unspecified` when not set.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` when not set.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The layout direction; `.unspecified` when not set.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The device idiom; `.unspecified` when not set.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// 3D Touch availability; `.unknown` when not set.
    public let forceTouchCapability: UIForceTouchCapability
    /// Normal or increased contrast; `.unspecified` when not set.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Regular or bold text (the Bold Text setting); `.unspecified` when not set.
    public let legibilityWeight: UILegibilityWeight

    private init(style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
                 scale: CGFloat = 0, horizontal: UIUserInterfaceSizeClass = .unspecified,
                 vertical: UIUserInterfaceSizeClass = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
                 idiom: UIUserInterfaceIdiom = .unspecified, forceTouch: UIForceTouchCapability = .unknown,
                 contrast: UIAccessibilityContrast = .unspecified, legibility: UILegibilityWeight = .unspecified) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        layoutDirection = direction
        userInterfaceIdiom = idiom
        forceTouchCapability = forceTouch
        accessibilityContrast = contrast
        legibilityWeight = legibility
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }
    /// A collection that sets only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection that sets only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    /// A collection that sets only the display scale (0, negative or non-finite: unspecified).
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection that sets only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection that sets only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection that sets only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    /// A collection that sets only the device idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// A collection that sets only the contrast (dynamic colours resolve their
    /// increased-contrast variants for `.high`).
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
    /// A collection that sets only the legibility weight (`.bold`: text one weight heavier).
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(legibility: legibilityWeight) }
    /// A collection that sets only 3D Touch availability.
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init(forceTouch: forceTouchCapability) }

    /// Merges collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, category = UIContentSizeCategory.unspecified, scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified, idiom = UIUserInterfaceIdiom.unspecified
        var forceTouch = UIForceTouchCapability.unknown, contrast = UIAccessibilityContrast.unspecified
        var legibility = UILegibilityWeight.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.displayScale > 0 { scale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.forceTouchCapability != .unknown { forceTouch = c.forceTouchCapability }
            if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
            if c.legibilityWeight != .unspecified { legibility = c.legibilityWeight }
        }
        self.init(style: style, category: category, scale: scale, horizontal: horizontal, vertical: vertical,
                  direction: direction, idiom: idiom, forceTouch: forceTouch, contrast: contrast, legibility: legibility)
    }

    /// Whether every trait this collection specifies has the same value in `trait`
    /// (UIKit's `containsTraits(in:)`, read the other way round).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return false }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.forceTouchCapability == .unknown || t.forceTouchCapability == forceTouchCapability)
            && (t.accessibilityContrast == .unspecified || t.accessibilityContrast == accessibilityContrast)
            && (t.legibilityWeight == .unspecified || t.legibilityWeight == legibilityWeight)
    }

    /// The traits UIKit code runs under on this thread: a representable's appearance while its
    /// UIKit view is made, updated, laid out and drawn (so `cgColor` resolves dark in a dark
    /// render), else light, normal contrast.
    public static var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? UITraitCollection(userInterfaceStyle: .light) }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }
    private static let currentKey = "Backplate.UITraitCollection.current"

    /// Runs `actions` with these traits current, then restores the ones before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.withCurrent(self, actions)
    }

    /// `body`'s result with `traits` current.
    static func withCurrent<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        let before = Thread.current.threadDictionary[currentKey]
        Thread.current.threadDictionary[currentKey] = traits
        defer { Thread.current.threadDictionary[currentKey] = before }
        return try body()
    }

    /// The traits of a render's environment: its colour scheme and contrast.
    static func of(_ environment: EnvironmentValues) -> UITraitCollection {
        let traits = UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light)
        return traits
    }

    /// The SwiftUI environment these traits resolve dynamic colours in.
    var colorEnvironment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        env.colorSchemeContrast = accessibilityContrast == .high ? .increased : .standard
        return env
    }

    /// Collections are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.containsTraits(in: rhs) && rhs.containsTraits(in: lhs)
    }

    /// The specified traits, e.g. `UITraitCollection(userInterfaceStyle: dark, displayScale: 2)`.
    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("userInterfaceStyle: \(userInterfaceStyle)") }
        if preferredContentSizeCategory != .unspecified { parts.append("preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue)") }
        if displayScale > 0 { parts.append("displayScale: \(displayScale)") }
        if horizontalSizeClass != .unspecified { parts.append("horizontalSizeClass: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("verticalSizeClass: \(verticalSizeClass)") }
        if layoutDirection != .unspecified { parts.append("layoutDirection: \(layoutDirection)") }
        if userInterfaceIdiom != .unspecified { parts.append("userInterfaceIdiom: \(userInterfaceIdiom)") }
        if forceTouchCapability != .unknown { parts.append("forceTouchCapability: \(forceTouchCapability)") }
        if accessibilityContrast != .unspecified { parts.append("accessibilityContrast: \(accessibilityContrast)") }
        if legibilityWeight != .unspecified { parts.append("legibilityWeight: \(legibilityWeight)") }
        return "UITraitCollection(\(parts.joined(separator: ", ")))"
    }
}
