import Foundation
import Backplate
import BackplateUIKit

/// The traits a snapshot renders with, in Backplate's own terms: what a `UITraitCollection`
/// (the device preset's traits merged with the `traits:` argument) says about the
/// environment. `nil` fields were not specified.
struct SnapshotTraits: Equatable {
    var colorScheme: ColorScheme?
    var layoutDirection: LayoutDirection?
    var displayScale: CGFloat?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var contentSizeCategory: UIContentSizeCategory?
    var idiom: UIUserInterfaceIdiom?
    var contrast: ColorSchemeContrast?
    var legibilityWeight: LegibilityWeight?

    init(_ traits: UITraitCollection) {
        switch traits.userInterfaceStyle {
        case .light: colorScheme = .light
        case .dark: colorScheme = .dark
        case .unspecified: colorScheme = nil
        }
        switch traits.layoutDirection {
        case .leftToRight: layoutDirection = .leftToRight
        case .rightToLeft: layoutDirection = .rightToLeft
        case .unspecified: layoutDirection = nil
        }
        displayScale = traits.displayScale > 0 ? traits.displayScale : nil
        horizontalSizeClass = traits.horizontalSizeClass == .unspecified ? nil : traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass == .unspecified ? nil : traits.verticalSizeClass
        contentSizeCategory = traits.preferredContentSizeCategory == .unspecified ? nil : traits.preferredContentSizeCategory
        idiom = traits.userInterfaceIdiom == .unspecified ? nil : traits.userInterfaceIdiom
        switch traits.accessibilityContrast {
        case .high: contrast = .increased
        case .normal: contrast = .standard
        case .unspecified: contrast = nil
        }
        switch traits.legibilityWeight {
        case .bold: legibilityWeight = .bold
        case .regular: legibilityWeight = .regular
        case .unspecified: legibilityWeight = nil
        }
    }

    /// The pixels per point the image is rendered at: the traits' display scale, else 2.
    /// (A simulator uses its screen's scale when the traits leave it unset; a Linux host has
    /// no screen, so Backplate picks 2x, as swift-snapshot-testing does on macOS.)
    var resolvedScale: CGFloat { displayScale ?? 2 }

    /// Writes the traits into the environment the snapshot is resolved in. This is the one
    /// place traits become environment values: colour scheme (`userInterfaceStyle`), layout
    /// direction, display scale, size classes, the Dynamic Type size (from
    /// `preferredContentSizeCategory`: `.extraSmall` is `.xSmall`, `.accessibilityMedium` is
    /// `.accessibility1`...; a device preset sets `.medium`, as swift-snapshot-testing's do),
    /// contrast (`accessibilityContrast` `.high` is `.increased`: increased-contrast system
    /// colours) and legibility weight. An unspecified trait leaves the environment's value.
    func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        environment.displayScale = resolvedScale
        if let horizontalSizeClass { environment.horizontalSizeClass = UserInterfaceSizeClass(horizontalSizeClass) }
        if let verticalSizeClass { environment.verticalSizeClass = UserInterfaceSizeClass(verticalSizeClass) }
        if let contentSizeCategory, let size = DynamicTypeSize(contentSizeCategory) { environment.dynamicTypeSize = size }
        if let contrast { environment.colorSchemeContrast = contrast }
        if let legibilityWeight { environment.legibilityWeight = legibilityWeight }
    }
}
