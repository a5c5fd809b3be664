/// Declarations compiled into each preview module so that Foundation's date formatting with no
/// locale writes what an en_US simulator writes ("Jan 15, 2027"), not Linux's `en_001` ("15 Jan
/// 2027"): a module's own declaration shadows Foundation's of the same signature.
enum PreviewSimulatorFormatting {
    /// The declarations, each left out when the module's files (`sources`) declare a function
    /// of its name themselves; nil when none is left.
    static func source(sources: [String]) -> String? {
        var text = ""
        if !sources.contains(where: { $0.contains("func formatted(") }) { text += dates }
        if !sources.contains(where: { $0.contains("func localizedString(") }) { text += dateFormatter }
        return text.isEmpty ? nil : "\nimport Foundation\n" + text
    }

    private static let locale = PreviewScanRules.simulatorLocale

    /// `date.formatted()` and `date.formatted(date:time:)`, as Foundation defines them.
    private static let dates = """
        extension Date {
            nonisolated func formatted() -> String {
                formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: \(locale)))
            }
            nonisolated func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
                formatted(Date.FormatStyle(date: date, time: time, locale: \(locale)))
            }
        }

        """

    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`.
    private static let dateFormatter = """
        extension DateFormatter {
            nonisolated static func localizedString(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
                let formatter = DateFormatter()
                formatter.locale = \(locale)
                formatter.dateStyle = dateStyle
                formatter.timeStyle = timeStyle
                return formatter.string(from: date)
            }
        }

        """
}
