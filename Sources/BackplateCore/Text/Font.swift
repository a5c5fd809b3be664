import Foundation

/// An environment-dependent font, with SwiftUI's text styles, weights and designs.
/// The system font is SF Pro on Apple platforms; Backplate draws it with the user's own SF
/// files when they are in a font folder, otherwise with Inter 4 corrected to SF's widths
/// (optical size, SF's size-specific tracking, a width factor), and always keeps SF Pro's
/// sizes and vertical metrics (see docs/text-fonts-images.md).
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle, Design?, Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
        /// `Font.default`: the environment's font, whatever it is where the font is used.
        case inherited
    }

    var base: Base
    var weightOverride: Weight?
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false
    /// Small-caps features (`ResolvedFont.smallCaps` bits: 1 lowercase, 2 uppercase).
    var smallCapsBits: UInt8 = 0
    var widthValue: Width?
    var leadingValue: Leading?
    var designOverride: Design?

    init(_ base: Base) { self.base = base }

    /// A dynamic text style of the system font.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// 34 pt regular.
        case largeTitle
        /// 28 pt regular.
        case title
        /// 22 pt regular.
        case title2
        /// 20 pt regular.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt regular.
        case subheadline
        /// 17 pt regular (the default).
        case body
        /// 16 pt regular.
        case callout
        /// 13 pt regular.
        case footnote
        /// 12 pt regular.
        case caption
        /// 11 pt regular.
        case caption2

        /// iOS's size at the default Dynamic Type size (Large).
        var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .subheadline: return 15
            case .body: return 17
            case .callout: return 16
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight, with SwiftUI's numeric values.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// −0.8.
        public static let ultraLight = Weight(value: -0.8)
        /// −0.6.
        public static let thin = Weight(value: -0.6)
        /// −0.4.
        public static let light = Weight(value: -0.4)
        /// 0.
        public static let regular = Weight(value: 0)
        /// 0.23.
        public static let medium = Weight(value: 0.23)
        /// 0.3.
        public static let semibold = Weight(value: 0.3)
        /// 0.4.
        public static let bold = Weight(value: 0.4)
        /// 0.56.
        public static let heavy = Weight(value: 0.56)
        /// 0.62.
        public static let black = Weight(value: 0.62)
    }

    /// A design of the system font, each with its own tracking table.
    public enum Design: Hashable, Sendable {
        /// The default (SF Pro; drawn with Inter 4 unless the user has SF Pro).
        case `default`
        /// A serif design (New York; drawn with DejaVu Serif and New York's tracking unless
        /// the user has New York).
        case serif
        /// A rounded design (SF Pro Rounded; drawn with the SF Pro substitute and SF Pro
        /// Rounded's tracking unless the user has SF Pro Rounded).
        case rounded
        /// A monospaced design (SF Mono; drawn with DejaVu Sans Mono unless the user has it).
        case monospaced
    }

    /// 34 pt.
    public static let largeTitle = Font(.textStyle(.largeTitle, nil, nil))
    /// 28 pt.
    public static let title = Font(.textStyle(.title, nil, nil))
    /// 22 pt.
    public static let title2 = Font(.textStyle(.title2, nil, nil))
    /// 20 pt.
    public static let title3 = Font(.textStyle(.title3, nil, nil))
    /// 17 pt semibold.
    public static let headline = Font(.textStyle(.headline, nil, nil))
    /// 15 pt.
    public static let subheadline = Font(.textStyle(.subheadline, nil, nil))
    /// 17 pt, the default.
    public static let body = Font(.textStyle(.body, nil, nil))
    /// 16 pt.
    public static let callout = Font(.textStyle(.callout, nil, nil))
    /// 13 pt.
    public static let footnote = Font(.textStyle(.footnote, nil, nil))
    /// 12 pt.
    public static let caption = Font(.textStyle(.caption, nil, nil))
    /// 11 pt.
    public static let caption2 = Font(.textStyle(.caption2, nil, nil))

    /// The effective font of the environment it is used in (iOS 26): the font `font(_:)` set
    /// above, else the one a container gives (a list header's), else `.body`. Its modifiers
    /// (`Font.default.bold()`) apply to that font.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static var `default`: Font { Font(.inherited) }

    /// The font with `Font.default` replaced by `outer`, the environment's font, keeping the
    /// modifiers given to `.default` on top of the outer font's own.
    func resolvingInherited(from outer: Font) -> Font {
        guard case .inherited = base else { return self }
        var f = outer
        if let weightOverride { f.weightOverride = weightOverride }
        f.isItalic = f.isItalic || isItalic
        f.isMonospaced = f.isMonospaced || isMonospaced
        f.hasMonospacedDigits = f.hasMonospacedDigits || hasMonospacedDigits
        f.smallCapsBits |= smallCapsBits
        if let widthValue { f.widthValue = widthValue }
        if let leadingValue { f.leadingValue = leadingValue }
        if let designOverride { f.designOverride = designOverride }
        return f
    }

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.textStyle(style, design, weight))
    }

    /// The system font for a text style in a design (SwiftUI's iOS 13 form): the same font as
    /// `system(style, design: design)`.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(.textStyle(style, design, nil))
    }

    /// The system font at a size, weight and design (SwiftUI's iOS 13 form): the same font as
    /// the optional-argument form given these values.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(.system(size: size, weight: weight, design: design))
    }

    /// A font family by name at a size (scaled relative to `.body` under Dynamic Type).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: size, relativeTo: .body))
    }

    /// A font family by name at a size, scaled relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font family by name at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weightOverride = weight
        return f
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in bold when `isActive`; otherwise the font at its default weight, its bold or
    /// other weight removed.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func bold(_ isActive: Bool) -> Font {
        guard !isActive else { return bold() }
        var f = self
        f.weightOverride = nil
        return f
    }

    /// The font with a width (condensed ... expanded). Backplate's substitute faces have one
    /// width, so the value is recorded but the glyphs keep their standard width.
    public func width(_ width: Width) -> Font {
        var f = self
        f.widthValue = width
        return f
    }

    /// The font with a line spacing (leading) variant: a text style's wrapped lines sit 2 points
    /// closer (`.tight`) or further apart (`.loose`); fonts sized in points keep their spacing.
    public func leading(_ leading: Leading) -> Font {
        var f = self
        f.leadingValue = leading
        return f
    }

    /// The font with another design of the system font (ignored by custom fonts).
    func design(_ design: Design?) -> Font {
        var f = self
        f.designOverride = design
        return f
    }

    /// A width of the system font, with SwiftUI's numeric values.
    public struct Width: Hashable, Sendable {
        /// The numeric width (−0.2 compressed ... 0.2 expanded; 0 standard).
        public var value: CGFloat
        /// Creates a width from its value.
        public init(_ value: CGFloat) { self.value = value }
        /// −0.3.
        public static let compressed = Width(-0.3)
        /// −0.2.
        public static let condensed = Width(-0.2)
        /// 0.
        public static let standard = Width(0)
        /// 0.2.
        public static let expanded = Width(0.2)
    }

    /// A line spacing variant of a font.
    public enum Leading: Hashable, Sendable {
        /// The font's standard leading.
        case standard
        /// Less space between lines: 2 points less for a text style.
        case tight
        /// More space between lines: 2 points more for a text style.
        case loose

        /// What the variant adds to a text style's line height, in points.
        var adjustment: CGFloat {
            switch self {
            case .standard: return 0
            case .tight: return -2
            case .loose: return 2
            }
        }
    }

    /// The font in italic.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The font in italic when `isActive`; otherwise upright.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func italic(_ isActive: Bool) -> Font {
        var f = self
        f.isItalic = isActive
        return f
    }

    /// The font in its monospaced variant.
    public func monospaced() -> Font {
        var f = self
        f.isMonospaced = true
        return f
    }

    /// The font with tabular (equal-width) digits.
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }

    /// The largest point size Backplate lays out; larger sizes are clamped to it.
    public static let maximumPointSize: CGFloat = 4096

    static func sanitizedSize(_ size: CGFloat) -> CGFloat { sanitizedPointSize(size) }

    /// A defined point size for any input: NaN becomes 17 (body), negative sizes 0, sizes above
    /// `maximumPointSize` (infinity included) are clamped to it.
    public static func sanitizedPointSize(_ size: CGFloat) -> CGFloat {
        if size.isNaN { return TextStyle.body.size }
        return min(max(size, 0), maximumPointSize)
    }

    /// Resolves to concrete values at a Dynamic Type size (`resolved(in:)` reads it, and the
    /// legibility weight, from the environment): text styles take their size from
    /// `DynamicTypeSizes`, custom fonts with a `relativeTo` style scale by that style's ratio.
    func resolved(dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedFont {
        var r: ResolvedFont
        switch base {
        case .textStyle(let style, let styleDesign, let weight):
            let design = designOverride ?? styleDesign
            r = ResolvedFont(family: nil, size: style.size(at: dynamicTypeSize), weight: (weightOverride ?? weight ?? style.weight).value,
                             italic: isItalic, monospaced: isMonospaced || design == .monospaced, design: ResolvedFont.Design(design ?? .default))
            r.textStyleLineHeight = style.leading(at: dynamicTypeSize) + (leadingValue?.adjustment ?? 0)
        case .system(let size, let weight, let systemDesign):
            let design = designOverride ?? systemDesign
            r = ResolvedFont(family: nil, size: size, weight: (weightOverride ?? weight ?? .regular).value,
                             italic: isItalic, monospaced: isMonospaced || design == .monospaced, design: ResolvedFont.Design(design ?? .default))
        case .custom(let name, let size, let relativeTo):
            r = ResolvedFont(family: name, size: size * (relativeTo?.scale(at: dynamicTypeSize) ?? 1), weight: (weightOverride ?? .regular).value,
                             italic: isItalic, monospaced: isMonospaced)
        case .inherited:
            // Outside an environment (`Font.default.resolve(in:)`), the default font is `.body`.
            return resolvingInherited(from: .body).resolved(dynamicTypeSize: dynamicTypeSize)
        }
        r.size = Font.sanitizedSize(r.size)
        r.monospacedDigit = hasMonospacedDigits
        r.smallCaps = smallCapsBits
        if smallCapsBits != 0 && r.isSystemFont { Font.warnNoSmallCaps() }
        return r
    }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// The default font of this environment (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the default font for text in this view. `Font.default` (with its modifiers) is
    /// taken from the environment here: `.font(.default)` leaves the inherited font in place.
    public func font(_ font: Font?) -> some View {
        transformEnvironment(\.font) { inherited in
            guard let font, case .inherited = font.base else { inherited = font; return }
            // With nothing set above, a plain `.default` leaves the container's own default.
            if inherited == nil && font == Font(.inherited) { return }
            inherited = font.resolvingInherited(from: inherited ?? Font(.inherited))
        }
    }
}

extension ResolvedFont.Design {
    /// The text engine's design for SwiftUI's.
    package init(_ design: Font.Design) {
        switch design {
        case .default: self = .default
        case .serif: self = .serif
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        }
    }
}
