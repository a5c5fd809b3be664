import Foundation

extension Text {
    /// Shows a value (a `Date`, `URL`, `Measurement`...) written by a `Formatter`. A formatter
    /// left on the process's locale and time zone writes in the environment's (`Text.renderLocale`,
    /// en_US, unless set), as on an iPhone; one set to another locale keeps it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatting: { Text.string(for: subject, with: formatter, in: $0) })
    }

    /// Shows a date written by a `DateFormatter`, in the environment's locale and time zone
    /// unless the formatter sets its own. (On iOS this is the `ReferenceConvertible` form; Linux's
    /// Foundation does not make `Date` `ReferenceConvertible`, so it has a form of its own.)
    public init(_ subject: Date, formatter: Formatter) {
        self.init(formatting: { Text.string(for: subject, with: formatter, in: $0) })
    }

    /// Shows an object (an `NSNumber`, `NSDate`...) written by a `Formatter`, in the environment's
    /// locale and time zone unless the formatter sets its own.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatting: { Text.string(for: subject, with: formatter, in: $0) })
    }

    /// What `formatter` writes for `subject`, with its locale and time zone taken from the
    /// environment where it was left on the process's defaults (Linux's locale is en_001).
    static func string(for subject: Any, with formatter: Formatter, in context: TextFormattingContext) -> String {
        let copy = (formatter.copy() as? Formatter) ?? formatter
        if let dates = copy as? DateFormatter {
            if dates.locale == Locale.current { dates.locale = context.locale }
            if dates.timeZone == TimeZone.current { dates.timeZone = context.timeZone }
        } else if let numbers = copy as? NumberFormatter, numbers.locale == Locale.current {
            numbers.locale = context.locale
        }
        return copy.string(for: subject) ?? ""
    }
}
