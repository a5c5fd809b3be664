import Foundation

#if !canImport(Darwin)
/// Words a date relative to another ("3 days ago", "yesterday", "in 2 hr."), as Foundation
/// declares it on Apple platforms (Foundation on Linux has none). It writes what
/// `Date.AnchoredRelativeFormatStyle` does: the largest unit, rounded, in `locale`.
open class RelativeDateTimeFormatter: Formatter {
    /// Whether a date may be named ("yesterday") or is always a number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 0 seconds".
        case numeric = 0
        /// "yesterday", "now", "next week" where the language has a name.
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numbers only (the default) or named dates.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; `.full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization context (recorded; English output is the same in every context).
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar units are counted in; the current calendar by default.
    open var calendar: Calendar! = .current
    /// The language written in; the current locale by default.
    open var locale: Locale! = .current

    /// A formatter with the default styles.
    public override init() { super.init() }
    /// A formatter decoded from an archive (its styles are the defaults).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate`: "3 days ago", "in 2 hours", "yesterday" (`.named`).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        var calendar = self.calendar ?? .current
        calendar.locale = locale ?? .current
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                     unitsStyle: units, locale: locale ?? .current, calendar: calendar)
        return style.format(referenceDate)
    }

    /// A time interval from now, as a date that far from now is written ("in 2 hours").
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval.isFinite ? timeInterval : 0), relativeTo: now)
    }

    /// Date components from now, as a date that far from now is written ("3 days ago" for `day: -3`).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let calendar = self.calendar ?? .current
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A `Date` relative to now; nil for any other value.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
#endif
