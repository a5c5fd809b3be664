import Foundation

// The words the date offset and date reference styles write, as iOS writes them for en_US
// ("3 minutes, 42 seconds", "in 5 minutes", "Monday, June 3"), and the search for the next
// input whose words differ.
enum DateWording {
    /// The Gregorian calendar in the current time zone: what a style uses unless given one.
    static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        return calendar
    }

    static let offsetUnits: [(Date.ComponentsFormatStyle.Field, Calendar.Component, String)] = [
        (.year, .year, "year"), (.month, .month, "month"), (.week, .weekOfYear, "week"), (.day, .day, "day"),
        (.hour, .hour, "hour"), (.minute, .minute, "minute"), (.second, .second, "second"),
    ]

    static func counted(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }

    /// The offset of `value` from `anchor`: a clock for minutes-and-seconds fields, else the
    /// largest nonzero units, at most `maxFields`, with the sign `sign` asks for.
    static func offset(from anchor: Date, to value: Date, allowed: Set<Date.ComponentsFormatStyle.Field>, maxFields: Int,
                       sign: NumberFormatStyleConfiguration.SignDisplayStrategy, calendar: Calendar) -> String {
        let delta = value.timeIntervalSince(anchor)
        let earlier = min(anchor, value), later = max(anchor, value)
        let body: String
        if allowed == [.minute, .second] || allowed == [.hour, .minute, .second] {
            body = ClockPattern.string(abs(delta), showsHours: allowed.contains(.hour), maxFields: max(maxFields, 2), digits: 0,
                                       padMinutes: 1, padHours: 1, dropsSeconds: false)
        } else {
            let units = offsetUnits.filter { allowed.contains($0.0) }
            let counts = calendar.dateComponents(Set(units.map(\.1)), from: earlier, to: later)
            let values = units.map { (counts.value(for: $0.1) ?? 0, $0.2) }
            if let first = values.firstIndex(where: { $0.0 != 0 }) {
                body = values[first..<min(values.count, first + max(1, maxFields))].filter { $0.0 != 0 }
                    .map { counted(abs($0.0), $0.1) }.joined(separator: ", ")
            } else {
                body = counted(0, units.last?.2 ?? "second")
            }
        }
        let isZero = abs(delta) < 1
        if delta < 0 && !isZero && sign != .never { return "-" + body }
        if (sign == .always() && !isZero) || sign == .always(includingZero: true) { return "+" + body }
        return body
    }

    static let referenceUnits: [(Date.RelativeFormatStyle.Field, Calendar.Component)] = [
        (.year, .year), (.month, .month), (.week, .weekOfYear), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
    ]

    /// The unit above `field`, within which a reference stays relative (`nil` above a year).
    static func limit(above field: Date.RelativeFormatStyle.Field) -> Calendar.Component? {
        switch field {
        case .second: return .minute
        case .minute: return .hour
        case .hour: return .day
        case .day, .week: return .month
        case .month: return .year
        default: return nil
        }
    }

    /// `date` read at `value`: "now" within a minute, relative words within the threshold,
    /// else the weekday and date ("Monday, June 3"), or the month and year beyond a year.
    static func reference(to date: Date, from value: Date, allowed: Set<Date.RelativeFormatStyle.Field>,
                          threshold: Date.RelativeFormatStyle.Field, calendar: Calendar, locale: Locale) -> String {
        let delta = date.timeIntervalSince(value)
        if abs(delta) < 60 { return "now" }
        let earlier = min(date, value), later = max(date, value)
        let withinThreshold = limit(above: threshold).map {
            (calendar.dateComponents([$0], from: earlier, to: later).value(for: $0) ?? 0) == 0
        } ?? true
        if withinThreshold {
            let fields = referenceUnits.filter { allowed.contains($0.0) || $0.0 == threshold }
            for (_, component) in fields {
                let n = calendar.dateComponents([component], from: earlier, to: later).value(for: component) ?? 0
                guard n != 0 else { continue }
                return relative(delta < 0 ? -n : n, component)
            }
            return "now"
        }
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        let overAYear = (calendar.dateComponents([.year], from: earlier, to: later).year ?? 0) != 0
        style = overAYear ? style.month(.wide).year() : style.weekday(.wide).month(.wide).day()
        return style.format(date)
    }

    /// iOS's named relative wording for en_US: "tomorrow", "last year", else "in 5 minutes"
    /// or "3 days ago".
    static func relative(_ n: Int, _ component: Calendar.Component) -> String {
        let named: [Calendar.Component: (String, String)] = [.day: ("tomorrow", "yesterday"), .weekOfYear: ("next week", "last week"),
                                                             .month: ("next month", "last month"), .year: ("next year", "last year")]
        if abs(n) == 1, let words = named[component] { return n > 0 ? words.0 : words.1 }
        let units: [Calendar.Component: String] = [.year: "year", .month: "month", .weekOfYear: "week", .day: "day",
                                                   .hour: "hour", .minute: "minute", .second: "second"]
        let amount = counted(abs(n), units[component] ?? "second")
        return n > 0 ? "in " + amount : amount + " ago"
    }

    /// The nearest input before or after `input` whose text differs, searched by seconds,
    /// then minutes, hours and days; `nil` when none within a year does.
    static func change(from input: Date, forward: Bool, _ format: (Date) -> AttributedString) -> Date? {
        let current = format(input)
        let start = input.timeIntervalSinceReferenceDate
        let base = forward ? start.rounded(.down) : start.rounded(.up)
        var step = 1.0, offset = 0.0
        for scale in [1.0, 60, 3600, 86_400] {
            step = scale
            for _ in 0..<(scale == 86_400 ? 366 : 60) {
                offset += step
                let candidate = forward ? base + offset : base - offset
                guard (forward ? candidate > start : candidate < start) else { continue }
                if format(Date(timeIntervalSinceReferenceDate: candidate)) != current {
                    return Date(timeIntervalSinceReferenceDate: candidate)
                }
            }
        }
        return nil
    }
}
