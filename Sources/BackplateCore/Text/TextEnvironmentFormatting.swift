import Foundation

// Text whose characters depend on the environment it is shown in: `Text(_:format:)`,
// `Text(_:style:)` and `Text(_:)` with a date range format their value when the text is
// resolved, with the environment's locale, time zone and calendar, as SwiftUI does
// (`.environment(\.locale, Locale(identifier: "de_DE"))` shows "118,00 €" and "17.06.2024").

/// The locale, time zone and calendar a text formats its value with.
struct TextFormattingContext {
    var locale: Locale
    var timeZone: TimeZone
    var calendar: Calendar
    /// The moment relative dates and timers measure from: the environment's `renderDate`,
    /// or the real clock.
    var now: Date

    /// The environment's values; the locale is `Text.renderLocale` (en_US) unless the
    /// environment sets one, so a render does not depend on the machine's locale.
    init(_ environment: EnvironmentValues) {
        locale = environment.formattingLocale
        timeZone = environment.timeZone
        calendar = environment.calendar
        calendar.timeZone = timeZone
        now = environment.renderDate ?? Date()
    }

    /// The context of a text shown outside any environment (its `plainString`).
    static var standard: TextFormattingContext { TextFormattingContext(EnvironmentValues()) }

    /// A date formatter in this context.
    func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        return formatter
    }

    /// Formats `input` with `format` in this context: its locale always, and for date styles
    /// its time zone and calendar too.
    func format<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> String where F.FormatOutput == String {
        if var style = format as? Date.FormatStyle, let date = input as? Date {
            style.timeZone = timeZone
            var calendar = self.calendar
            calendar.locale = locale
            style.calendar = calendar
            return style.locale(locale).format(date)
        }
        return format.locale(locale).format(input)
    }
}

/// A text's characters, computed when it is resolved in an environment.
struct EnvironmentFormattedString: @unchecked Sendable {
    // Unchecked Sendable: an immutable closure over the text's own values, called while a view is resolved.
    let make: (TextFormattingContext) -> String

    func string(in environment: EnvironmentValues) -> String { make(TextFormattingContext(environment)) }
}

extension Text {
    /// Text formatted when resolved, in its environment's locale, time zone and calendar.
    init(formatting make: @escaping (TextFormattingContext) -> String) {
        self.init(storage: .formatted(EnvironmentFormattedString(make: make)))
    }

    /// `input` formatted with `format` when resolved, as `init(_:format:)` does, for inputs that
    /// are not `Equatable` (Swift Charts' axis labels).
    package init<F: FormatStyle>(formattedInEnvironment input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(formatting: { $0.format(input, with: format) })
    }

    /// This text with environment-formatted characters replaced by their value in `environment`
    /// (its modifiers kept).
    func formattingResolved(in environment: EnvironmentValues) -> Text {
        guard case .formatted(let value) = storage else { return self }
        var text = Text(verbatim: value.string(in: environment))
        text.modifiers = modifiers
        return text
    }
}

extension EnvironmentValues {
    /// The locale text formats values with: the one set with `.environment(\.locale, ...)`,
    /// else `Text.renderLocale`.
    var formattingLocale: Locale {
        hasValue(for: LocaleKey.self) ? locale : Text.renderLocale
    }

    /// The locale, time zone and calendar text and date pickers format with.
    var textFormattingContext: TextFormattingContext { TextFormattingContext(self) }
}

extension EnvironmentFormattedString {
    /// The character standing for a formatted value in a `LocalizedStringKey`'s characters
    /// until the text is resolved (a private-use code point no font draws).
    static let placeholder: Character = "\u{F8FE}"
}

extension Text {
    /// This text with each `EnvironmentFormattedString.placeholder` replaced by the next of
    /// `values`, formatted when the text is resolved; styling is kept.
    func expandingFormattedValues(_ values: [EnvironmentFormattedString]) -> Text {
        var iterator = values.makeIterator()
        return expandingFormattedValues(&iterator)
    }

    private func expandingFormattedValues(_ values: inout IndexingIterator<[EnvironmentFormattedString]>) -> Text {
        var result: Text
        switch storage {
        case .verbatim(let string):
            guard string.contains(EnvironmentFormattedString.placeholder) else { return self }
            var parts: [Text] = []
            var current = ""
            for c in string {
                if c == EnvironmentFormattedString.placeholder {
                    if !current.isEmpty { parts.append(Text(verbatim: current)); current = "" }
                    if let value = values.next() { parts.append(Text(storage: .formatted(value))) }
                } else {
                    current.append(c)
                }
            }
            if !current.isEmpty { parts.append(Text(verbatim: current)) }
            result = parts.count == 1 ? parts[0] : Text(concatenating: parts)
        case .concatenated(let parts):
            result = Text(concatenating: parts.map { $0.expandingFormattedValues(&values) })
        case .symbol, .image, .formatted:
            return self
        }
        result.modifiers = modifiers + result.modifiers
        return result
    }
}
