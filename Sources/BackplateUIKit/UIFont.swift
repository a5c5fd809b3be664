import Foundation
import BackplateCore

/// UIKit's font, as a stand-in: a size, a weight and a design (or a named family), so code that
/// builds `UIFont.systemFont(ofSize: 14, weight: .bold)` compiles, and `Font(uiFont)` draws the
/// same face at that size in a still render. Its vertical metrics (`lineHeight`, `ascender`) are
/// those `Text` lays the face out with (UIFontLineMetrics.swift).
public final class UIFont: NSObject, Sendable {
    // First stored property: Foundation on Linux reads it as CoreFoundation's type word.
    private let coreFoundationInfo = CoreFoundationObjectInfo.swiftObject
    /// UIKit's text styles (`UIFont.TextStyle.body`).
    public typealias TextStyle = UIFontTextStyle

    /// A font weight, with UIKit's raw values (`regular` 0, `bold` 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, -1 (thinnest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The SwiftUI weight nearest this one.
        var swiftUIWeight: Font.Weight {
            let steps: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    enum Face: Hashable, Sendable {
        case system(Weight, Font.Design, italic: Bool, monospacedDigits: Bool)
        case named(String)
    }
    let face: Face
    /// The size in points.
    public let pointSize: CGFloat

    init(face: Face, pointSize: CGFloat) {
        self.face = face
        self.pointSize = pointSize
    }

    /// A font of the family, PostScript name or full name `fontName` at `fontSize` points.
    /// Never `nil` here, where iOS returns `nil` for a name no installed font has: text drawn in
    /// such a font uses the system font, with a runtime warning naming it.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(face: .named(fontName), pointSize: fontSize)
    }

    /// The system font (SF Pro) at `fontSize`, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: .system(weight, .default, italic: false, monospacedDigits: false), pointSize: fontSize)
    }
    /// The system font at `fontSize`, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The system font at `fontSize`, italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .system(.regular, .default, italic: true, monospacedDigits: false), pointSize: fontSize)
    }
    /// The monospaced system font (SF Mono) at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: .system(weight, .monospaced, italic: false, monospacedDigits: false), pointSize: fontSize)
    }
    /// The system font with digits of equal width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: .system(weight, .default, italic: false, monospacedDigits: true), pointSize: fontSize)
    }
    /// The font of `style` at the current traits' content size (`.large` in a render: body 17,
    /// headline 17 semibold, title1 28).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// The font of `style` at `traitCollection`'s content size category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let size = (style.pointSize * style.textStyle.scale(at: DynamicTypeSize(category) ?? .large)).rounded()
        return systemFont(ofSize: size, weight: style == .headline ? .semibold : .regular)
    }

    /// Whether `object` is a font of the same face and size, as UIKit compares fonts (two
    /// `preferredFont(forTextStyle: .body)` calls give equal fonts).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    /// A hash that equal fonts share.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, pointSize: fontSize) }

    /// The face's name (`.SFUI-Regular` for the system font, as UIKit reports it).
    public var fontName: String {
        if case .named(let name) = face { return name }
        return ".SFUI-Regular"
    }
    /// The family's name (`.AppleSystemUIFont` for the system font).
    public var familyName: String {
        if case .named(let name) = face { return name }
        return ".AppleSystemUIFont"
    }

    /// The SwiftUI font that draws this one.
    var swiftUIFont: Font {
        switch face {
        case .named(let name):
            return .custom(name, fixedSize: pointSize)
        case .system(let weight, let design, let italic, let digits):
            var font = Font.system(size: pointSize, weight: weight.swiftUIWeight, design: design)
            if italic { font = font.italic() }
            if digits { font = font.monospacedDigit() }
            return font
        }
    }
}

extension Font {
    /// The font a UIKit font draws: same face, size and weight (iOS's `init(_: CTFont)`, to
    /// which UIKit fonts bridge). Fixed size: it does not follow Dynamic Type.
    public init(_ font: UIFont) {
        self = font.swiftUIFont
    }
}

extension UIFontMetrics {
    /// The metrics of a text style (`UIFontMetrics(forTextStyle: .title1)`).
    public convenience init(forTextStyle textStyle: UIFont.TextStyle) {
        self.init(textStyle: textStyle.textStyle)
    }

    /// `font` at its size scaled for the current traits (`.large` in a render: unchanged).
    public func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize))
    }
}

extension NSAttributedString.Key {
    /// A run's `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A run's text colour (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A run's background colour (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style (`NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (`NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The baseline offset, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
}
