// `DateComponentsFormatter`, which iOS's Foundation has and Linux's declares unavailable ("Not
// supported in swift-corelibs-foundation"). This module imports Foundation, so its class shadows
// the unavailable one wherever both are visible: no ambiguity, as with any overlay's redeclaration.
import Foundation

/// Writes a quantity of time ("1 hour, 5 minutes", "1h 5m", "1:05:00"), as Foundation's
/// `DateComponentsFormatter` does in English; other languages get the English unit names.
/// `Text(date, style: .relative)` is its `.short` style with two units, `.offset` its `.full`
/// style with one, `.timer` its `.positional` style.
open class DateComponentsFormatter: Formatter {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:00".
        case positional = 0
        /// "1h 5m".
        case abbreviated = 1
        /// "1 hr, 5 min".
        case short = 2
        /// "1 hour, 5 minutes".
        case full = 3
        /// "one hour, five minutes".
        case spellOut = 4
        /// "1hr 5min".
        case brief = 5
    }

    /// Which zero-valued units are left out or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Zero units are kept.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped, the rest padded; other styles: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Leading zero units dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Trailing zero units dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional values padded with zeros ("0:05:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written: `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// The units written; empty (the default) for years down to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are dropped or padded: `.default`.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar intervals are counted in (the current one when `nil`).
    open var calendar: Calendar?
    /// The date intervals are counted from (now when `nil`).
    open var referenceDate: Date?
    /// Whether the last unit may be fractional (recorded; whole units are written).
    open var allowsFractionalUnits = false
    /// The most units written (0: no limit).
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is written in the next unit ("61 minutes").
    open var collapsesLargestUnit = false
    /// Whether "About " is written first.
    open var includesApproximationPhrase = false
    /// Whether " remaining" is written last.
    open var includesTimeRemainingPhrase = false
    /// The capitalization context (recorded).
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with the default settings.
    public override init() { super.init() }
    /// A formatter decoded from an archive (its settings are the defaults).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A `TimeInterval` (or `NSNumber` of seconds) or `DateComponents` written; `nil` otherwise.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let ti as TimeInterval: return string(from: ti)
        case let n as NSNumber: return string(from: n.doubleValue)
        case let c as DateComponents: return string(from: c)
        default: return nil
        }
    }

    /// A number of seconds written in the allowed units ("1 hour, 5 minutes" for 3900).
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time between two dates written in the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        let parts = (calendar ?? .current).dateComponents(Set(units.map(\.component)), from: from, to: to)
        return write(units.map { parts.value(for: $0.component) ?? 0 }, negative: negative)
    }

    /// Date components written in the allowed units (larger units not allowed are carried down
    /// only by `string(from:to:)`; here each component is written as given).
    open func string(from components: DateComponents) -> String? {
        let values = units.map { components.value(for: $0.component) ?? 0 }
        let negative = values.contains { $0 < 0 }
        return write(values.map(abs), negative: negative)
    }

    /// `components` in `unitsStyle` with the default settings.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The allowed units, largest first, with their English names.
    private var units: [DurationUnit] {
        let allowed = allowedUnits.isEmpty ? DurationUnit.all : DurationUnit.all.filter { allowedUnits.contains($0.unit) }
        return allowed.isEmpty ? [DurationUnit.all.last!] : allowed
    }

    private func write(_ values: [Int], negative: Bool) -> String {
        var values = values
        let units = self.units
        if collapsesLargestUnit, let first = values.firstIndex(where: { $0 != 0 }), values[first] == 1, first + 1 < values.count,
           let ratio = units[first].ratio(to: units[first + 1]) {
            values[first] = 0
            values[first + 1] += ratio
        }
        var text = unitsStyle == .positional ? positional(values) : named(values, units)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private func positional(_ values: [Int]) -> String {
        var shown = Array(values.indices)
        if !zeroFormattingBehavior.contains(.pad) {
            // Leading zero units go, keeping at least the last two ("0:05").
            while shown.count > 2, values[shown[0]] == 0 { shown.removeFirst() }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        return shown.enumerated().map { i, index in
            let v = values[index]
            return i == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(v)" : (v < 10 ? "0\(v)" : "\(v)")
        }.joined(separator: ":")
    }

    private func named(_ values: [Int], _ units: [DurationUnit]) -> String {
        let behavior = zeroFormattingBehavior
        let dropsAll = behavior.contains(.default) || behavior == .dropAll
        var shown = Array(values.indices)
        if let first = values.firstIndex(where: { $0 != 0 }), let last = values.lastIndex(where: { $0 != 0 }) {
            shown = shown.filter { i in
                guard values[i] == 0 else { return true }
                if dropsAll { return false }
                return !(i < first ? behavior.contains(.dropLeading) : i > last ? behavior.contains(.dropTrailing) : behavior.contains(.dropMiddle))
            }
        } else {
            shown = [values.count - 1]
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { units[$0].write(values[$0], style: unitsStyle) }
        return words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }
}

/// One unit a duration is written in, with its English names.
private struct DurationUnit {
    let unit: NSCalendar.Unit
    let component: Calendar.Component
    let full: String
    let short: (String, String)
    let abbreviated: String
    let seconds: Int

    static let all: [DurationUnit] = [
        DurationUnit(unit: .year, component: .year, full: "year", short: ("yr", "yrs"), abbreviated: "y", seconds: 31_536_000),
        DurationUnit(unit: .month, component: .month, full: "month", short: ("mth", "mths"), abbreviated: "mo", seconds: 2_592_000),
        DurationUnit(unit: .weekOfMonth, component: .weekOfMonth, full: "week", short: ("wk", "wks"), abbreviated: "w", seconds: 604_800),
        DurationUnit(unit: .day, component: .day, full: "day", short: ("day", "days"), abbreviated: "d", seconds: 86_400),
        DurationUnit(unit: .hour, component: .hour, full: "hour", short: ("hr", "hr"), abbreviated: "h", seconds: 3_600),
        DurationUnit(unit: .minute, component: .minute, full: "minute", short: ("min", "min"), abbreviated: "m", seconds: 60),
        DurationUnit(unit: .second, component: .second, full: "second", short: ("sec", "sec"), abbreviated: "s", seconds: 1),
    ]

    /// How many of `smaller` make one of this unit, for units of fixed length (hours and below, days, weeks).
    func ratio(to smaller: DurationUnit) -> Int? {
        seconds <= 604_800 ? seconds / smaller.seconds : nil
    }

    func write(_ value: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
        switch style {
        case .positional, .full: return "\(value) \(full)\(value == 1 ? "" : "s")"
        case .spellOut:
            let number = NumberFormatter()
            number.numberStyle = .spellOut
            number.locale = Locale(identifier: "en_US")
            return "\(number.string(from: NSNumber(value: value)) ?? "\(value)") \(full)\(value == 1 ? "" : "s")"
        case .short: return "\(value) \(value == 1 ? short.0 : short.1)"
        case .abbreviated: return "\(value)\(abbreviated)"
        case .brief: return "\(value)\(value == 1 ? short.0 : short.1)"
        }
    }
}
