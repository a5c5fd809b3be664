import Foundation

/// The format styles that show live time in a `Text` (iOS 18): timers, stopwatches, offsets
/// and references to a date. A render is one frame: the text shows the moment it is drawn
/// (`EnvironmentValues.renderDate`, or the clock).
public enum SystemFormatStyle: Sendable {}

/// The clock-pattern pieces the timer and the stopwatch share (en_US digits and separators).
enum ClockPattern {
    /// The digits of `seconds` after the decimal point that `precision` keeps (0 to 3).
    static func fractionDigits(_ precision: Double) -> Int {
        guard precision < 1 else { return 0 }
        return min(3, max(1, Int((-log10(max(precision, 0.001))).rounded(.up) - 1e-9 + 0.5)))
    }

    /// `value` quantised to multiples of `precision`: up for a countdown, else down.
    static func quantise(_ value: Double, _ precision: Double, up: Bool) -> Double {
        guard precision > 0, value.isFinite else { return max(0, value.isFinite ? value : 0) }
        let steps = value / precision
        let whole = up ? (steps - 1e-9).rounded(.up) : (steps + 1e-9).rounded(.down)
        return max(0, whole * precision)
    }

    /// "1:23:45", "4:32", "00:05.23": hours when shown and nonzero, minutes (padded to
    /// `padMinutes` digits), seconds and `digits` fraction digits, at most `maxFields` fields.
    static func string(_ seconds: Double, showsHours: Bool, maxFields: Int, digits: Int,
                       padMinutes: Int, padHours: Int, dropsSeconds: Bool) -> String {
        let scale = pow(10, Double(digits))
        let totalUnits = Int((max(0, seconds) * scale + 1e-6).rounded(.down))
        let fraction = totalUnits % Int(scale)
        let whole = totalUnits / Int(scale)
        let hours = showsHours ? whole / 3600 : 0
        let minutes = showsHours ? (whole % 3600) / 60 : whole / 60
        let secs = whole % 60
        func pad(_ v: Int, _ n: Int) -> String {
            let s = String(v)
            return s.count >= n ? s : String(repeating: "0", count: n - s.count) + s
        }
        var fields: [String] = []
        if hours > 0 { fields.append(pad(hours, padHours)) }
        fields.append(pad(minutes, fields.isEmpty ? padMinutes : 2))
        if !dropsSeconds { fields.append(pad(secs, 2)) }
        let limit = max(1, maxFields)
        let fractionFits = digits > 0 && !dropsSeconds && fields.count < limit
        fields = Array(fields.prefix(limit))
        var text = fields.joined(separator: ":")
        if fractionFits { text += "." + pad(fraction, digits) }
        return text
    }

    static func seconds(_ duration: Duration) -> Double {
        let c = duration.components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// How far before a boundary the last input of the previous text is: past the rounding
    /// tolerance of `quantise`, well within any precision.
    static let justBefore = 1e-6
}

extension SystemFormatStyle {
    /// A timer counting down or up within an interval ("4:32", "1:23:45").
    public struct Timer: DiscreteFormatStyle, Sendable {
        var interval: Range<Date>
        var countsDown: Bool
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration
        var formatLocale: Locale?

        /// A timer counting down from the interval's length to 0:00 as the input moves through it.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval; countsDown = true; self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount; self.maxPrecision = maxPrecision
        }
        /// A timer counting up from 0:00 to the interval's length as the input moves through it.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval; countsDown = false; self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount; self.maxPrecision = maxPrecision
        }

        var precision: Double { max(0.001, ClockPattern.seconds(maxPrecision)) }
        var total: Double { interval.upperBound.timeIntervalSince(interval.lowerBound) }

        /// The time shown at `input`: remaining (rounded up) or elapsed (rounded down).
        func shownSeconds(at input: Date) -> Double {
            let elapsed = min(max(input.timeIntervalSince(interval.lowerBound), 0), total)
            return countsDown ? ClockPattern.quantise(total - elapsed, precision, up: true)
                : ClockPattern.quantise(elapsed, precision, up: false)
        }

        /// The timer's value at `value`: "5:00" at the start of a five-minute countdown.
        public func format(_ value: Date) -> AttributedString {
            AttributedString(ClockPattern.string(shownSeconds(at: value), showsHours: showsHours, maxFields: maxFieldCount,
                                                 digits: ClockPattern.fractionDigits(precision), padMinutes: 1, padHours: 1,
                                                 dropsSeconds: precision >= 60))
        }
        /// This style with `locale`.
        public func locale(_ locale: Locale) -> Timer { var s = self; s.formatLocale = locale; return s }

        /// The latest input before `input` whose text differs, or `nil` when none does.
        public func discreteInput(before input: Date) -> Date? {
            let start = interval.lowerBound.timeIntervalSinceReferenceDate
            let x = min(input.timeIntervalSinceReferenceDate, interval.upperBound.timeIntervalSinceReferenceDate + precision)
            guard x > start else { return nil }
            let offset = countsDown ? total - ((total - (x - start)) / precision).rounded(.up) * precision
                : ((x - start) / precision).rounded(.down) * precision
            var boundary = start + max(0, offset)
            if boundary >= x { boundary -= precision }
            return boundary < start ? nil : ClockPattern.date(boundary - ClockPattern.justBefore)
        }
        /// The earliest input after `input` whose text differs, or `nil` when none does.
        public func discreteInput(after input: Date) -> Date? {
            let start = interval.lowerBound.timeIntervalSinceReferenceDate
            let end = interval.upperBound.timeIntervalSinceReferenceDate
            let x = max(input.timeIntervalSinceReferenceDate, start)
            guard x < end else { return nil }
            let offset = countsDown ? total - ((total - (x - start)) / precision).rounded(.up) * precision + precision
                : ((x - start) / precision).rounded(.down) * precision + precision
            var boundary = start + offset
            if boundary <= input.timeIntervalSinceReferenceDate { boundary += precision }
            return boundary > end ? nil : ClockPattern.date(boundary)
        }
    }

    /// A stopwatch counting up from a start date ("00:05.23", "01:00:00.00").
    public struct Stopwatch: DiscreteFormatStyle, Sendable {
        var startDate: Date
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration
        var formatLocale: Locale?

        /// A stopwatch showing the time since `startDate` (00:00.00 before it).
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate; self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount; self.maxPrecision = maxPrecision
        }

        var precision: Double { max(0.001, ClockPattern.seconds(maxPrecision)) }

        /// The elapsed time at `value`, rounded down to the precision: "00:05.23" after 5.234 s.
        public func format(_ value: Date) -> AttributedString {
            let elapsed = ClockPattern.quantise(max(0, value.timeIntervalSince(startDate)), precision, up: false)
            if precision >= 60 {
                let units: Set<Duration.UnitsFormatStyle.Unit> = elapsed >= 3600 ? [.hours] : [.minutes]
                let style = Duration.UnitsFormatStyle(allowedUnits: units, width: .wide, maximumUnitCount: 1,
                                                      fractionalPart: .hide(rounded: .down))
                return AttributedString(Duration.seconds(elapsed).formatted(style.locale(formatLocale ?? Text.renderLocale)))
            }
            return AttributedString(ClockPattern.string(elapsed, showsHours: showsHours, maxFields: maxFieldCount,
                                                        digits: ClockPattern.fractionDigits(precision), padMinutes: 2,
                                                        padHours: 2, dropsSeconds: false))
        }
        /// This style with `locale`.
        public func locale(_ locale: Locale) -> Stopwatch { var s = self; s.formatLocale = locale; return s }

        /// The latest input before `input` whose text differs, or `nil` when none does.
        public func discreteInput(before input: Date) -> Date? {
            let start = startDate.timeIntervalSinceReferenceDate
            let x = input.timeIntervalSinceReferenceDate
            guard x > start else { return nil }
            var boundary = start + ((x - start) / precision).rounded(.down) * precision
            if boundary >= x { boundary -= precision }
            return boundary < start ? nil : ClockPattern.date(boundary - ClockPattern.justBefore)
        }
        /// The earliest input after `input` whose text differs.
        public func discreteInput(after input: Date) -> Date? {
            let start = startDate.timeIntervalSinceReferenceDate
            let x = max(input.timeIntervalSinceReferenceDate, start)
            var boundary = start + ((x - start) / precision).rounded(.down) * precision + precision
            if boundary <= input.timeIntervalSinceReferenceDate { boundary += precision }
            return ClockPattern.date(boundary)
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down from the interval's length to 0:00 ("4:32").
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
    /// A timer counting up from 0:00 to the interval's length.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch counting up from `startDate` ("00:05.23").
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}
