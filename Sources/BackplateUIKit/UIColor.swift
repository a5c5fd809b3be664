import Foundation
import BackplateCore
import BackplateCairo

/// The contrast of a trait collection (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified (treated as normal).
    case unspecified
    /// Normal contrast.
    case normal
    /// Increased contrast.
    case high
}

/// UIKit's colour, for SwiftUI code that writes `Color(uiColor: .systemBackground)` or
/// `Color(UIColor.secondaryLabel)`: fixed colours, dynamic colours (`init(dynamicProvider:)`,
/// the system colours, asset-catalog colours) resolved per light/dark appearance with
/// iOS 15–18's values.
public final class UIColor: NSObject, @unchecked Sendable {
    // Unchecked Sendable: immutable after init (an `NSObject` subclass cannot be checked).
    // First stored property: Foundation on Linux reads it as CoreFoundation's type word.
    private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject
    enum Storage {
        case fixed(RGBAColor)
        case color(Color)
        case provider((UITraitCollection) -> UIColor)
    }
    let storage: Storage
    let label: String

    init(_ storage: Storage, label: String) {
        self.storage = storage
        self.label = label
    }

    /// A colour from sRGB components (0...1) and opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
        label = "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
    /// A colour from Display P3 components, converted to sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)), label: "UIColor(displayP3Red:)")
    }
    /// A grey from a white value (0...1) and opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(RGBAColor(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)))
        label = "UIColor(white: \(white), alpha: \(alpha))"
    }
    /// A colour from hue, saturation, brightness (0...1) and opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)),
                  label: "UIColor(hue:saturation:brightness:alpha:)")
    }
    /// A colour whose value a closure chooses per trait collection (light/dark, contrast).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .provider(dynamicProvider)
        label = "UIColor(dynamicProvider:)"
    }
    /// A SwiftUI colour as a UIKit colour (resolved per appearance).
    public convenience init(_ color: Color) { self.init(color, label: "UIColor(\(color))") }
    convenience init(_ color: Color, label: String) { self.init(.color(color), label: label) }
    /// A colour set from an asset catalog (see `AssetCatalog`), `nil` when none has it.
    public convenience init?(named name: String) {
        guard let dynamic = AssetCatalog.color(named: name) else { return nil }
        self.init(Color(dynamic: dynamic), label: "UIColor(named: \(name))")
    }
    /// The asset-catalog colour `resource` names (UIKit's `init(resource:)`, iOS 17); clear,
    /// with a runtime warning, when no catalog has it.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource), label: "UIColor(resource: \(resource.name))")
    }
    /// A colour set from an asset catalog; the bundle and traits are accepted for
    /// compatibility (Backplate's catalogs are found as `AssetCatalog` documents).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour's values in the given traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(.fixed(rgba(in: traitCollection.colorEnvironment)), label: label)
    }

    /// The colour with its opacity replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = Double(alpha)
        let values = appearance
        func with(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: a) }
        return UIColor(Color(dynamic: DynamicColor(name: label, light: with(values.light), dark: with(values.dark),
                                                   lightHighContrast: with(values.lightHigh), darkHighContrast: with(values.darkHigh))),
                       label: "\(label).withAlphaComponent(\(alpha))")
    }

    /// Reads the sRGB components and opacity of the light appearance.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(in: EnvironmentValues())
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    func rgba(in env: EnvironmentValues, depth: Int = 0) -> RGBAColor {
        switch storage {
        case .fixed(let c): return c
        case .color(let color): return color.resolve(in: env).rgbaValue
        case .provider(let provider):
            guard depth < 8 else { return .clear }
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: env.colorScheme == .dark ? .dark : .light),
                UITraitCollection(accessibilityContrast: env.colorSchemeContrast == .increased ? .high : .normal),
            ])
            return provider(traits).rgba(in: env, depth: depth + 1)
        }
    }

    var appearance: (light: RGBAColor, dark: RGBAColor, lightHigh: RGBAColor, darkHigh: RGBAColor) {
        var env = EnvironmentValues()
        let light = rgba(in: env)
        env.colorSchemeContrast = .increased
        let lightHigh = rgba(in: env)
        env.colorScheme = .dark
        let darkHigh = rgba(in: env)
        env.colorSchemeContrast = .standard
        return (light, rgba(in: env), lightHigh, darkHigh)
    }

    /// The colour as a SwiftUI `Color` that follows the environment's appearance.
    var swiftUIColor: Color {
        switch storage {
        case .color(let color): return color
        case .fixed(let c): return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
        case .provider:
            let v = appearance
            return Color(dynamic: DynamicColor(name: label, light: v.light, dark: v.dark, lightHighContrast: v.lightHigh, darkHighContrast: v.darkHigh))
        }
    }

    /// A description naming how the colour was made.
    public override var description: String { label }

    /// Whether `object` is a colour of the same components, as UIKit compares fixed colours
    /// (`UIColor(red: 1, green: 0, blue: 0, alpha: 1)` equals `.red`); dynamic colours equal
    /// only themselves.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        if case .fixed(let a) = storage, case .fixed(let b) = other.storage { return a == b }
        return false
    }

    /// A hash that equal colours share.
    public override var hash: Int {
        if case .fixed(let components) = storage { return components.hashValue }
        return ObjectIdentifier(self).hashValue
    }

    static func dynamic(_ name: String, light: RGBAColor, dark: RGBAColor) -> UIColor {
        UIColor(Color(dynamic: DynamicColor(name: "UIColor.\(name)", light: light, dark: dark)), label: "UIColor.\(name)")
    }
    static func system(_ name: String, _ color: Color) -> UIColor { UIColor(color, label: "UIColor.\(name)") }
    /// A named system colour of Backplate's one table, following the colour scheme.
    static func named(_ color: NamedSystemColor) -> UIColor { dynamic(color.rawValue, light: color.light, dark: color.dark) }
}

extension Color.Resolved {
    var rgbaValue: RGBAColor { RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)) }
}

extension UIColor {
    // Fixed colours.
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// 50% grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 33% grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 67% grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System tints (light / dark / increased contrast, as SwiftUI's colours).
    /// System red.
    public static let systemRed = system("systemRed", .red)
    /// System orange.
    public static let systemOrange = system("systemOrange", .orange)
    /// System yellow.
    public static let systemYellow = system("systemYellow", .yellow)
    /// System green.
    public static let systemGreen = system("systemGreen", .green)
    /// System mint.
    public static let systemMint = system("systemMint", .mint)
    /// System teal.
    public static let systemTeal = system("systemTeal", .teal)
    /// System cyan.
    public static let systemCyan = system("systemCyan", .cyan)
    /// System blue.
    public static let systemBlue = system("systemBlue", .blue)
    /// System indigo.
    public static let systemIndigo = system("systemIndigo", .indigo)
    /// System purple.
    public static let systemPurple = system("systemPurple", .purple)
    /// System pink.
    public static let systemPink = system("systemPink", .pink)
    /// System brown.
    public static let systemBrown = system("systemBrown", .brown)
    /// System gray: 142,142,147 in both appearances.
    public static let systemGray = system("systemGray", .gray)
    /// 174,174,178 light; 99,99,102 dark.
    public static let systemGray2 = named(.systemGray2)
    /// 199,199,204 light; 72,72,74 dark.
    public static let systemGray3 = named(.systemGray3)
    /// 209,209,214 light; 58,58,60 dark.
    public static let systemGray4 = named(.systemGray4)
    /// 229,229,234 light; 44,44,46 dark.
    public static let systemGray5 = named(.systemGray5)
    /// 242,242,247 light; 28,28,30 dark.
    public static let systemGray6 = named(.systemGray6)
    /// The app's tint (system blue).
    public static let tintColor = system("tintColor", .accentColor)

    // Label colours.
    /// Primary text: black light, white dark.
    public static let label = system("label", .primary)
    /// Secondary text: 60,60,67 @0.6 light; 235,235,245 @0.6 dark.
    public static let secondaryLabel = system("secondaryLabel", .secondary)
    /// Tertiary text: 60,60,67 @0.3 light; 235,235,245 @0.3 dark.
    public static let tertiaryLabel = named(.tertiaryLabel)
    /// Quaternary text: 60,60,67 @0.18 light; 235,235,245 @0.16 dark.
    public static let quaternaryLabel = named(.quaternaryLabel)
    /// Placeholder text: 60,60,67 @0.3 light; 235,235,245 @0.3 dark.
    public static let placeholderText = named(.placeholderText)
    /// Links: 0,122,255 light; 9,132,255 dark.
    public static let link = named(.link)
    /// Light text on dark backgrounds: white @0.6.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Dark text on light backgrounds: black.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // Separators and fills.
    /// 60,60,67 @0.29 light; 84,84,88 @0.6 dark.
    public static let separator = named(.separator)
    /// 198,198,200 light; 56,56,58 dark.
    public static let opaqueSeparator = named(.opaqueSeparator)
    /// 120,120,128 @0.2 light; @0.36 dark.
    public static let systemFill = named(.systemFill)
    /// 120,120,128 @0.16 light; @0.32 dark.
    public static let secondarySystemFill = named(.secondarySystemFill)
    /// 118,118,128 @0.12 light; @0.24 dark.
    public static let tertiarySystemFill = named(.tertiarySystemFill)
    /// 116,116,128 @0.08 light; @0.18 dark.
    public static let quaternarySystemFill = named(.quaternarySystemFill)

    // Backgrounds.
    /// White light; black dark.
    public static let systemBackground = named(.systemBackground)
    /// 242,242,247 light; 28,28,30 dark.
    public static let secondarySystemBackground = named(.secondarySystemBackground)
    /// White light; 44,44,46 dark.
    public static let tertiarySystemBackground = named(.tertiarySystemBackground)
    /// 242,242,247 light; black dark.
    public static let systemGroupedBackground = named(.systemGroupedBackground)
    /// White light; 28,28,30 dark.
    public static let secondarySystemGroupedBackground = named(.secondarySystemGroupedBackground)
    /// 242,242,247 light; 44,44,46 dark.
    public static let tertiarySystemGroupedBackground = named(.tertiarySystemGroupedBackground)
}

extension Color {
    /// A SwiftUI colour from a UIKit colour; dynamic colours keep following the environment's
    /// colour scheme and contrast.
    public init(uiColor: UIColor) { self = uiColor.swiftUIColor }
    /// A SwiftUI colour from a UIKit colour (the older spelling of `init(uiColor:)`). Disfavoured,
    /// so `Color(.brand)` takes the generated `ColorResource.brand` over `UIColor.brand`, as on iOS.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.swiftUIColor }
}
