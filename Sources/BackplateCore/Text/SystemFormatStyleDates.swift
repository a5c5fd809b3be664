import Foundation

extension SystemFormatStyle {
    /// The offset between the input and an anchor date, in units ("3 minutes, 42 seconds") or,
    /// for minutes and seconds (and hours) only, as a clock ("5:32", "1:23:45").
    public struct DateOffset: DiscreteFormatStyle, Sendable {
        var anchor: Date
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        var maxFieldCount: Int
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var formatCalendar: Calendar?
        var formatLocale: Locale?

        /// The offset from `anchor`, in at most `maxFieldCount` of `allowedFields`.
        public init(to anchor: Date,
                    allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor; self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount; self.sign = sign
        }

        /// The offset at `value`: "3 minutes, 42 seconds" 222 s after the anchor.
        public func format(_ value: Date) -> AttributedString {
            AttributedString(DateWording.offset(from: anchor, to: value, allowed: allowedFields, maxFields: maxFieldCount,
                                                sign: sign, calendar: formatCalendar ?? DateWording.gregorian))
        }
        /// This style with `locale`.
        public func locale(_ locale: Locale) -> DateOffset { var s = self; s.formatLocale = locale; return s }
        /// This style with `calendar`, which measures months and years.
        public func calendar(_ calendar: Calendar) -> DateOffset { var s = self; s.formatCalendar = calendar; return s }
        /// The latest input before `input` whose text differs.
        public func discreteInput(before input: Date) -> Date? { DateWording.change(from: input, forward: false) { format($0) } }
        /// The earliest input after `input` whose text differs.
        public func discreteInput(after input: Date) -> Date? { DateWording.change(from: input, forward: true) { format($0) } }
        /// The latest input before `input` whose text differs (as `discreteInput(before:)`).
        public func input(before input: Date) -> Date? { discreteInput(before: input) }
        /// The earliest input after `input` whose text differs (as `discreteInput(after:)`).
        public func input(after input: Date) -> Date? { discreteInput(after: input) }
    }

    /// A date in the most natural words for how far it is from the input: "now", "in 5
    /// minutes", "tomorrow", "3 days ago" within the threshold, then "Monday, June 3" or "June 2019".
    public struct DateReference: DiscreteFormatStyle, Sendable {
        var date: Date
        var allowedFields: Set<Date.RelativeFormatStyle.Field>
        var maxFieldCount: Int
        var thresholdField: Date.RelativeFormatStyle.Field
        var formatCalendar: Calendar?
        var formatLocale: Locale?

        /// A reference to `date`, relative within about one `thresholdField`'s next unit.
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date; self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount; self.thresholdField = thresholdField
        }

        /// The reference as read at `value`: "in 5 minutes" five minutes before the date.
        public func format(_ value: Date) -> AttributedString {
            AttributedString(DateWording.reference(to: date, from: value, allowed: allowedFields, threshold: thresholdField,
                                                   calendar: formatCalendar ?? DateWording.gregorian,
                                                   locale: formatLocale ?? Text.renderLocale))
        }
        /// This style with `locale`.
        public func locale(_ locale: Locale) -> DateReference { var s = self; s.formatLocale = locale; return s }
        /// This style with `calendar`.
        public func calendar(_ calendar: Calendar) -> DateReference { var s = self; s.formatCalendar = calendar; return s }
        /// The latest input before `input` whose text differs.
        public func discreteInput(before input: Date) -> Date? { DateWording.change(from: input, forward: false) { format($0) } }
        /// The earliest input after `input` whose text differs.
        public func discreteInput(after input: Date) -> Date? { DateWording.change(from: input, forward: true) { format($0) } }
        /// The latest input before `input` whose text differs (as `discreteInput(before:)`).
        public func input(before input: Date) -> Date? { discreteInput(before: input) }
        /// The earliest input after `input` whose text differs (as `discreteInput(after:)`).
        public func input(after input: Date) -> Date? { discreteInput(after: input) }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset between the input and `anchor` ("3 minutes, 42 seconds").
    public static func offset(to anchor: Date,
                              allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2,
                              sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A reference to `date` in natural words ("in 5 minutes", "tomorrow", "June 2019").
    public static func reference(to date: Date,
                                 allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2,
                                 thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
