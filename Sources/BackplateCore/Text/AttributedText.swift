import Foundation

extension Text {
    /// A line style for underlines and strikethroughs in attributed strings.
    public struct LineStyle: Hashable, Sendable {
        /// The colour (`nil`: the text's colour).
        public var color: Color?
        /// The line's pattern.
        var pattern: Pattern
        /// A solid line in the text's colour.
        public static let single = LineStyle(color: nil)
        /// Creates a line style with a pattern and a colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.color = color
            self.pattern = pattern
        }

        /// The dash pattern: dots and dashes in multiples of the line's thickness.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dash, dot, dot.
            case dashDotDot
        }
    }

    /// Shows an attributed string: each run keeps its `font`, `foregroundColor`, `backgroundColor`,
    /// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking` and `baselineOffset` (the
    /// SwiftUI attribute scope) and Foundation's `link` (drawn in the accent colour, as
    /// SwiftUI draws links); other attributes are ignored. (Disfavoured: Foundation on Linux
    /// makes `AttributedString` a string literal, and a literal must stay a localized key.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var parts: [Text] = []
        for run in attributedContent.runs {
            var t = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { t = t.font(font) }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { t = t.foregroundColor(color) }
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] { t = t.underline(true, pattern: line.pattern, color: line.color) }
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                t = t.strikethrough(true, pattern: line.pattern, color: line.color)
            }
            if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { t = t.kerning(kern) }
            if let tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] { t = t.tracking(tracking) }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] { t = t.baselineOffset(offset) }
            if let background = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self] { t = t.runBackground(background) }
            #if !canImport(Darwin)
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { t = t.adding(.weight(.bold)) }
                if intent.contains(.emphasized) { t = t.adding(.italic(true)) }
                if intent.contains(.code) { t = t.adding(.monospaced(true)) }
                if intent.contains(.strikethrough) { t = t.adding(.strikethrough(true, nil)) }
            }
            #endif
            if run.link != nil { t = t.adding(.link) }
            parts.append(t)
        }
        self.init(concatenating: parts)
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public let font: FontAttribute
        /// The colour of a run.
        public let foregroundColor: ForegroundColorAttribute
        /// The background colour of a run, filling its line box behind the glyphs.
        public let backgroundColor: BackgroundColorAttribute
        /// The underline of a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The strikethrough of a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The kerning of a run, in points.
        public let kern: KerningAttribute
        /// The tracking of a run, in points.
        public let tracking: TrackingAttribute
        /// The baseline offset of a run, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`...).
        public let foundation: FoundationAttributes
        #if !canImport(Darwin)
        /// Inline Markdown styles (Foundation's `inlinePresentationIntent`, missing on Linux).
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        #endif

        /// The font key.
        public enum FontAttribute: AttributedStringKey, Sendable {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The foreground colour key.
        public enum ForegroundColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The background colour key.
        public enum BackgroundColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The underline key.
        public enum UnderlineStyleAttribute: AttributedStringKey, Sendable {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// The strikethrough key.
        public enum StrikethroughStyleAttribute: AttributedStringKey, Sendable {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The kerning key.
        public enum KerningAttribute: CodableAttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// The tracking key.
        public enum TrackingAttribute: CodableAttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// The baseline offset key.
        public enum BaselineOffsetAttribute: CodableAttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `attributed.foregroundColor = .red` and friends read and write SwiftUI attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
