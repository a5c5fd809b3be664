import Foundation

/// A colour with one value per appearance: light, dark, and their increased-contrast
/// variants (each falls back to the light or dark value). Backs asset-catalog colours and
/// UIKit's dynamic colours.
package struct DynamicColor: Hashable, Sendable {
    /// A name for descriptions (`"Brand"`, `"UIColor.systemBackground"`).
    package var name: String
    package var light: RGBAColor
    package var dark: RGBAColor?
    package var lightHighContrast: RGBAColor?
    package var darkHighContrast: RGBAColor?

    package init(name: String, light: RGBAColor, dark: RGBAColor? = nil,
                 lightHighContrast: RGBAColor? = nil, darkHighContrast: RGBAColor? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    package func rgba(in env: EnvironmentValues) -> RGBAColor {
        let high = env.colorSchemeContrast == .increased
        if env.colorScheme == .dark {
            return (high ? darkHighContrast : nil) ?? dark ?? (high ? lightHighContrast : nil) ?? light
        }
        return (high ? lightHighContrast : nil) ?? light
    }
}

extension Color {
    /// A colour from an asset catalog's colour set, as on iOS: its light and dark (and
    /// high-contrast) appearances follow the environment's colour scheme. Catalogs are found
    /// as `AssetCatalog` documents (`BACKPLATE_ASSETS`, `AssetCatalog.register(_:)`, the
    /// bundle's `Assets.xcassets`). A name no catalog has draws clear and prints a warning
    /// once, as SwiftUI logs a missing colour.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = AssetCatalog.color(named: name, bundle: bundle) {
            self.init(provider: .dynamic(color))
        } else if AssetCatalog.setFolder(name, extension: "colorset", bundle: bundle) != nil {
            RuntimeWarning.emit("Color '\(name)': its colour set has no iOS colour Backplate can read (an unknown system colour or a "
                                + "macOS-only entry); drawing clear")
            self.init(provider: .dynamic(DynamicColor(name: name, light: .clear)))
        } else {
            RuntimeWarning.emit("No color named '\(name)' found in asset catalog (see AssetCatalog for the search folders); drawing clear")
            self.init(provider: .dynamic(DynamicColor(name: name, light: .clear)))
        }
    }

    /// A colour with per-appearance values, for the UIKit compatibility module.
    package init(dynamic: DynamicColor) { self.init(provider: .dynamic(dynamic)) }

    /// The colour's values for the four appearances (light, dark, light and dark with
    /// increased contrast), as gamma-encoded sRGB.
    package func appearanceValues() -> (light: RGBAColor, dark: RGBAColor, lightHigh: RGBAColor, darkHigh: RGBAColor) {
        var env = EnvironmentValues()
        let light = rgba(in: env)
        env.colorSchemeContrast = .increased
        let lightHigh = rgba(in: env)
        env.colorScheme = .dark
        let darkHigh = rgba(in: env)
        env.colorSchemeContrast = .standard
        return (light, rgba(in: env), lightHigh, darkHigh)
    }
}
