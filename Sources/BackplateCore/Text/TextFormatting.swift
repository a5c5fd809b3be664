import Foundation

extension Text {
    /// The locale Backplate formats values in: US English, as on an iPhone set to en_US, so
    /// a render does not depend on the machine's locale settings.
    public static let renderLocale = Locale(identifier: "en_US")

    /// A fixed moment to pin "now" to for deterministic snapshots of relative dates and
    /// timers: Foundation's reference date, 1 January 2001 00:00:00 UTC. Texts use it only
    /// when a render sets `.environment(\.renderDate, Text.stillRenderReferenceDate)`; by
    /// default they measure from the real clock, as SwiftUI does.
    public static let stillRenderReferenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// Shows a value formatted by a format style (numbers, dates, `.currency(code:)`,
    /// `.percent`...) in the environment's locale (`Text.renderLocale` unless
    /// `.environment(\.locale, ...)` sets one); date styles also use the environment's time
    /// zone and calendar, as SwiftUI does.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatting: { $0.format(input, with: format) })
    }

    /// Shows a date in a style. `.date` is the long date ("June 3, 2019") and `.time` the
    /// short time ("11:42 AM") in the environment's locale (`Text.renderLocale` unless set),
    /// time zone and calendar.
    /// `.relative` ("2 hours, 23 minutes"), `.offset` ("+2 hours") and `.timer` ("2:23:10")
    /// are measured from now: the real clock, or `EnvironmentValues.renderDate` when a render
    /// pins it. A render is one frame, so the text shows that instant and never updates.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatting: { style.format(date, now: $0.now, in: $0) })
    }

    /// Shows a date range ("10:00 AM – 11:30 AM" for a range within one day).
    public init(_ dates: ClosedRange<Date>) {
        self.init(formatting: { context in
            let formatter = DateIntervalFormatter()
            formatter.locale = context.locale
            formatter.timeZone = context.timeZone
            formatter.calendar = context.calendar
            let sameDay = context.calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
            formatter.dateStyle = sameDay ? .none : .medium
            formatter.timeStyle = .short
            return formatter.string(from: dates.lowerBound, to: dates.upperBound)
        })
    }

    /// Shows a date interval with its end.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer counting down to (or up from) a range of dates, shown as a still frame at
    /// `pauseTime`, or else now (the real clock, or `EnvironmentValues.renderDate` when a
    /// render pins it): "1:02:03", or "62:03" without hours.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(formatting: { context in
            let now = min(max(pauseTime ?? context.now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateStyle.timerString(seconds, showsHours: showsHours)
        })
    }

    /// A style of showing a date.
    public struct DateStyle: Hashable, Codable, Sendable {
        enum Kind: String, Hashable, Codable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time: "11:42 AM".
        public static let time = DateStyle(kind: .time)
        /// The time from now, in the two largest units, abbreviated as iOS writes them: "2 hr,
        /// 23 min", "11 min, 14 sec" (WidgetKit's documented output and real devices; SwiftUI's
        /// 2020 page shows full words).
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer since or until the date: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date, now: Date, in context: TextFormattingContext = .standard) -> String {
            switch kind {
            case .date, .time:
                let formatter = context.dateFormatter()
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return DateStyle.unitsString(abs(date.timeIntervalSince(now)), maximumUnits: 2, abbreviated: true)
            case .offset:
                let delta = date.timeIntervalSince(now)
                return (delta < 0 ? "-" : "+") + DateStyle.unitsString(abs(delta), maximumUnits: 1)
            case .timer:
                return DateStyle.timerString(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// "2 hours, 23 minutes" ("2 hr, 23 min" abbreviated): whole units from years down to
        /// seconds, the largest `maximumUnits` that are not zero.
        static func unitsString(_ seconds: TimeInterval, maximumUnits: Int, abbreviated: Bool = false) -> String {
            guard seconds.isFinite else { return "" }
            var rest = Int(min(seconds, 1e15).rounded(.down))
            // Seconds per unit, full name, and English's short forms (singular, plural).
            let units: [(Int, String, String, String)] = [
                (31_536_000, "year", "yr", "yrs"), (2_592_000, "month", "mth", "mths"), (604_800, "week", "wk", "wks"),
                (86_400, "day", "day", "days"), (3_600, "hour", "hr", "hr"), (60, "minute", "min", "min"),
                (1, "second", "sec", "sec")]
            var parts: [String] = []
            for (size, name, short, shortPlural) in units where parts.count < maximumUnits {
                let count = rest / size
                rest -= count * size
                if count > 0 {
                    let unit = abbreviated ? (count == 1 ? short : shortPlural) : name + (count == 1 ? "" : "s")
                    parts.append("\(count) \(unit)")
                } else if !parts.isEmpty { break }   // units stay adjacent: "1 hour", not "1 hour, 5 seconds"
            }
            return parts.isEmpty ? (abbreviated ? "0 sec" : "0 seconds") : parts.joined(separator: ", ")
        }

        /// "1:02:03" (hours shown when non-zero and allowed), "2:03", "0:05".
        static func timerString(_ seconds: TimeInterval, showsHours: Bool) -> String {
            guard seconds.isFinite else { return "0:00" }
            let total = Int(min(max(seconds, 0), 1e12).rounded(.down))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            if showsHours && h > 0 { return "\(h):\(two(m)):\(two(s))" }
            return "\(showsHours ? m : total / 60):\(two(s))"
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a date in a style (`"Updated \(date, style: .relative) ago"`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }
    /// Appends an attributed string with its attributes, as `Text(_:)` draws it.
    public mutating func appendInterpolation(_ attributed: AttributedString) {
        appendInterpolation(Text(attributed))
    }
    /// Appends a timer counting over `timerInterval`, as `Text(timerInterval:...)` draws it at
    /// the render's moment.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                             countsDown: Bool = true, showsHours: Bool = true) {
        appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
    // SwiftUI's `(ClosedRange<Date>)`, `(DateInterval)` and `(LocalizedStringResource)` forms and
    // the `formatter: Formatter? = nil` default are left out: each one-value candidate slows every
    // interpolation's type check (docs/text-fonts-images.md).
    /// Appends a value formatted by `formatter` as `Text(_:formatter:)` shows it (a formatter
    /// left on the process's locale writes in the text's); without one, its description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        guard let formatter else { return appendInterpolation(String(describing: subject)) }
        appendInterpolation(Text(subject, formatter: formatter))
    }
    /// Appends an object formatted by `formatter` as `Text(_:formatter:)` shows it; without
    /// one, its description.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        guard let formatter else { return appendInterpolation(subject.description) }
        appendInterpolation(Text(subject, formatter: formatter))
    }
    /// Appends a date formatted by `formatter` in the text's locale and time zone unless the
    /// formatter sets its own (iOS's `ReferenceConvertible` form; Linux's `Date` is not one).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
        guard let formatter else { return appendInterpolation(String(describing: date)) }
        appendInterpolation(Text(date, formatter: formatter))
    }
}
