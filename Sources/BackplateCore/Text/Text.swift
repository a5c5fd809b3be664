import Foundation

/// A view that displays one or more lines of read-only text.
nonisolated public struct Text: View, Sendable {
    enum Storage {
        case verbatim(String)
        case concatenated([Text])
        case symbol(String)   // an SF Symbol drawn inline (InlineSymbols.swift)
        case image(Image)     // any other image, drawn inline at its own size (Image/InlineImages.swift)
        case formatted(EnvironmentFormattedString)   // formatted in the environment (TextEnvironmentFormatting.swift)
    }

    enum Modifier {
        case font(Font?)
        case foreground(AnyShapeStyle?)
        case weight(Font.Weight?)
        case italic(Bool)
        case monospaced(Bool)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case baselineOffset(CGFloat)
        case underline(Bool, Color?, LineStyle.Pattern = .solid)
        case strikethrough(Bool, Color?, LineStyle.Pattern = .solid)
        case monospacedDigit
        case link
        case design(Font.Design?)
        case width(Font.Width?)
        case customAttribute(CustomTextAttribute)   // `customAttribute(_:)`, read by a text renderer
        case runBackground(Color)                   // an AttributedString run's `backgroundColor`
    }

    let storage: Storage
    var modifiers: [Modifier] = []
    /// `Text.accessibilityLabel(_:)`/`accessibilityHeading(_:)` (Interaction/AccessibilityText.swift).
    var accessibilityText: AccessibilityTextAttributes?

    /// Creates text from a localized string key: string literals, with interpolation. As in
    /// SwiftUI (iOS 15+), inline Markdown in the literal is styled: `**strong**` (bold),
    /// `*emphasis*` (italic), `` `code` `` (monospaced), `~~strikethrough~~` and `[links](url)`
    /// (drawn in the accent colour); interpolated values are shown as they are, never parsed.
    /// Numbers and values interpolated with `format:` are formatted in the environment's locale,
    /// as on an iPhone: `Text("\(2014)")` shows "2,014" in en_US, `Text("\(3.14)")` "3.140000".
    /// A key without interpolations shows its value from the bundle's `.lproj` table
    /// (`tableName`, else `Localizable`) when it has one, else the key itself.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if key.isPlainLiteral, let value = StringTables.value(forKey: key.resolvedString, table: tableName, bundle: bundle) {
            self.init(markdownKey: LocalizedStringKey(value))
            return
        }
        guard key.formattedValues.isEmpty else {
            self = Text(markdownKey: key).expandingFormattedValues(key.formattedValues)
            return
        }
        self.init(markdownKey: key)
    }

    /// Text from a key's characters with its Markdown styled and its interpolated texts put back.
    private init(markdownKey key: LocalizedStringKey) {
        let source = key.markdownSource
        var parts = key.inlineTexts.makeIterator()
        guard InlineMarkdown.mayContainMarkup(source) else {
            storage = key.inlineTexts.isEmpty ? .verbatim(key.resolvedString)
                : InterpolatedTexts.expand(key.resolvedString, parts: &parts).storage
            return
        }
        let segments = InlineMarkdown.parse(source, placeholderNumbers: key.formattedNumbers)
        if key.inlineTexts.isEmpty, segments.count == 1, let s = segments.first, !s.strong, !s.emphasis, !s.code, !s.strikethrough, s.link == nil {
            storage = .verbatim(s.text)
            return
        }
        storage = .concatenated(segments.map { seg in
            var t = InterpolatedTexts.expand(seg.text, parts: &parts)
            if seg.strong { t = t.adding(.weight(.bold)) }
            if seg.emphasis { t = t.adding(.italic(true)) }
            if seg.code { t = t.adding(.monospaced(true)) }
            if seg.strikethrough { t = t.adding(.strikethrough(true, nil)) }
            if seg.link != nil { t = t.adding(.link) }
            return t
        })
    }

    /// Creates text that displays a string without localization.
    public init(verbatim content: String) { storage = .verbatim(content) }

    /// Creates text that displays a string variable without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    init(concatenating parts: [Text]) { storage = .concatenated(parts) }
    init(storage: Storage) { self.storage = storage }

    /// Concatenates two texts; each keeps its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(concatenating: [lhs, rhs]) }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func adding(_ m: Modifier) -> Text {
        var t = self
        t.modifiers.append(m)
        return t
    }

    /// Sets the font of this text.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    /// Sets the colour of this text.
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color.map { AnyShapeStyle($0) })) }
    /// Sets the style of this text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(AnyShapeStyle(style))) }
    /// Sets the weight of this text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    /// Bold text.
    public func bold() -> Text { adding(.weight(.bold)) }
    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic text.
    public func italic() -> Text { adding(.italic(true)) }
    /// Italic text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
    /// Monospaced text.
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
    /// Sets the design of the system font for this text.
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    /// Sets the width of this text (recorded; Backplate's faces have one width).
    public func fontWidth(_ width: Font.Width?) -> Text { adding(.width(width)) }
    /// Digits of equal width (tabular figures), so numbers line up in columns.
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }
    /// Extra space after each character, in points (negative: tighter); ligatures are kept.
    /// As with CoreText's kerning, the space follows every character, the last one included,
    /// so a string of n characters grows by n × `kerning` (the trailing edge moves too).
    /// Ignored when `tracking` is also set. Non-finite values are ignored.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning.isFinite ? kerning : 0)) }
    /// Extra space after each character cluster, in points; wins over `kerning` when both are
    /// set. Widens a string of n characters by n × `tracking`. Non-finite values are ignored.
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking.isFinite ? tracking : 0)) }
    /// Shifts the baseline up by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
    /// Underlines the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.underline(isActive, color)) }
    /// Strikes the text through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.strikethrough(isActive, color)) }
    /// Fills the text's line box behind its glyphs (an attributed string's `backgroundColor`).
    func runBackground(_ color: Color) -> Text { adding(.runBackground(color)) }

    /// How text is truncated when it does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// At the start.
        case head
        /// At the end.
        case tail
        /// In the middle.
        case middle
    }

    /// A case transformation.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

/// The key of a localized string; `Text` shows its value from the app's string tables, else the key.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The displayed characters, Markdown markers included.
    let resolvedString: String
    /// The characters to parse as Markdown: literals as written, interpolated values escaped.
    let markdownSource: String
    /// The styled texts and images interpolated into the key, in order, each standing at a
    /// U+FFFC (`InterpolatedTexts`).
    var inlineTexts: [Text] = []
    /// The values interpolated with a format style, in order (each stands at
    /// `EnvironmentFormattedString.placeholder`), formatted in the text's environment.
    var formattedValues: [EnvironmentFormattedString] = []
    /// Each formatted value's number when it is one (`Text("\(3) nights")`), for inflection.
    var formattedNumbers: [Double?] = []

    /// Creates a key from a string.
    public init(_ value: String) { resolvedString = value; markdownSource = value }
    /// Whether the key is characters alone (no interpolated values), so a table can hold it.
    var isPlainLiteral: Bool { !interpolated }
    /// Whether values were interpolated (their key on iOS has `%@` placeholders instead).
    var interpolated = false
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { resolvedString = value; markdownSource = value }
    /// Creates a key from an interpolation.
    public init(stringInterpolation: StringInterpolation) {
        resolvedString = stringInterpolation.output
        markdownSource = stringInterpolation.markdown
        inlineTexts = stringInterpolation.inlineTexts
        formattedValues = stringInterpolation.formattedValues
        formattedNumbers = stringInterpolation.formattedNumbers
        interpolated = stringInterpolation.interpolations > 0
    }

    /// Keys are equal when their characters are (formatted values compare by their en_US text).
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.resolvedString == rhs.resolvedString && lhs.markdownSource == rhs.markdownSource && lhs.inlineTexts == rhs.inlineTexts
            && lhs.formattedValues.map { $0.make(.standard) } == rhs.formattedValues.map { $0.make(.standard) }
    }

    /// Hashes the key's characters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolvedString)
        hasher.combine(inlineTexts.count)
    }

    /// Builds interpolated keys.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var markdown = ""
        var inlineTexts: [Text] = []
        var formattedValues: [EnvironmentFormattedString] = []
        var formattedNumbers: [Double?] = []
        /// Reserves space.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
            interpolations = interpolationCount
        }
        var interpolations = 0
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal; markdown += literal }
        private mutating func appendValue(_ s: String) {
            output += s
            for c in s {
                if c.isASCII, c.isPunctuation || c.isSymbol { markdown.append("\\") }
                markdown.append(c)
            }
        }
        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { appendValue(string) }
        /// Appends text with its own styling (`Text("Tap \(Text("here").bold())")` draws "here"
        /// bold), which wins over the key's Markdown around it. Text that formats a value
        /// (`Text(date, style: .time)`, `Text(value, format:)`) keeps formatting it in the
        /// environment where the key is shown.
        public mutating func appendInterpolation(_ text: Text) {
            switch text.storage {
            case .formatted(let value) where text.modifiers.isEmpty:
                formattedValues.append(value)
                formattedNumbers.append(nil)
                output.append(EnvironmentFormattedString.placeholder)
                markdown.append(EnvironmentFormattedString.placeholder)
            case .verbatim(let string) where text.modifiers.isEmpty && text.accessibilityText == nil:
                appendValue(string)
            default:
                appendInline(text)
            }
        }
        /// Appends a value formatted by a format style when the text is shown, in the
        /// environment's locale, time zone and calendar (as `Text(_:format:)` does).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendFormatted(EnvironmentFormattedString(make: { $0.format(input, with: format) }))
        }
        /// Appends a value formatted in the environment where the key is shown.
        mutating func appendFormatted(_ value: EnvironmentFormattedString, number: Double? = nil) {
            formattedValues.append(value)
            formattedNumbers.append(number)
            output.append(EnvironmentFormattedString.placeholder)
            markdown.append(EnvironmentFormattedString.placeholder)
        }
    }
}

extension Text {
    /// The text's characters without styling.
    var plainString: String {
        switch storage {
        case .verbatim(let s): return s
        case .concatenated(let parts): return parts.map(\.plainString).joined()
        case .symbol, .image: return ""
        case .formatted(let value): return value.make(.standard)
        }
    }
}

// MARK: - Text environment

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The maximum number of lines of text (`nil`: unlimited).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Lines of height text reserves even when shorter (`lineLimit(_:reservesSpace:)`).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
    /// Where text is truncated.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// The smallest scale text may shrink to before truncating.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// A case transformation of text.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Limits text to `number` lines (`nil`: unlimited).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.lineLimit = number.map { max($0, 1) } })
    }
    /// Limits text to `limit` lines and, with `reservesSpace`, always takes that many lines of height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.lineLimit = max(limit, 1)
            $0.reservedLines = reservesSpace ? max(limit, 1) : 0
        })
    }
    /// Limits text to a range of lines: the lower bound is reserved, the upper bound limits.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentTransformModifier {
            $0.lineLimit = max(limit.upperBound, 1)
            $0.reservedLines = max(limit.lowerBound, 0)
        })
    }
    /// Sets where text is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
    /// Sets the alignment of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Sets the extra space between lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
    /// Sets the smallest scale text may shrink to before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, min(max(factor, 0.01), 1))
    }
    /// Transforms the case of text.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension TextLayoutRequest.TruncationMode {
    /// The text engine's truncation for SwiftUI's.
    package init(_ mode: Text.TruncationMode) {
        switch mode {
        case .head: self = .head
        case .tail: self = .tail
        case .middle: self = .middle
        }
    }
}
