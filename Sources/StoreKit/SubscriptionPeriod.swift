import BackplateCore
import Foundation

extension Product {
    /// The length of a subscription's renewal period or of an offer's period: a `value` of
    /// `unit`s (1 month, 3 days). A render has no App Store, so only code makes one.
    public struct SubscriptionPeriod: Equatable, Hashable, Sendable {
        /// The unit of time the period counts.
        public let unit: Unit
        /// How many units the period lasts.
        public let value: Int

        init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// A unit of time a subscription period counts, ordered from the day to the year.
        public enum Unit: Equatable, Hashable, Comparable, Sendable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year

            /// The unit's name in English ("Day", "Week", "Month", "Year").
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            /// The unit formatted with `format` (`.month.formatted(product.subscriptionPeriodUnitFormatStyle)`).
            public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Unit {
                format.format(self)
            }

            /// Formats a period unit as its lowercase English name ("month"), as StoreKit's
            /// `subscriptionPeriodUnitFormatStyle` does for an English locale.
            public struct FormatStyle: Foundation.FormatStyle, Sendable {
                var localeIdentifier = "en_US"

                /// The unit's name ("day", "week", "month", "year").
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }

                /// The same style for another locale (the names stay English: a render has
                /// no StoreKit localizations).
                public func locale(_ locale: Locale) -> Self { Self(localeIdentifier: locale.identifier) }
            }
        }

        /// The dates one period covers from `referenceDate` (in the current calendar): a
        /// month from 31 January ends on the last day of February, as `Calendar` adds.
        public func dateRange(referenceDate: Date = .now) -> Range<Date> {
            let end = Calendar.current.date(byAdding: DateComponents(subscriptionPeriod: self), to: referenceDate) ?? referenceDate
            return referenceDate..<max(end, referenceDate)
        }

        /// The period formatted with a style that formats date ranges
        /// (`Date.ComponentsFormatStyle`), from `referenceDate`.
        public func formatted<S: Foundation.FormatStyle>(_ format: S, referenceDate: Date = .now) -> S.FormatOutput
        where S.FormatInput == Range<Date> {
            format.format(dateRange(referenceDate: referenceDate))
        }
    }
}

extension DateComponents {
    /// The components of one subscription period: 3 months sets `month` to 3, 2 weeks sets
    /// `weekOfYear` to 2 (`day`, `weekOfYear`, `month` or `year`).
    public init(subscriptionPeriod: Product.SubscriptionPeriod) {
        self.init()
        switch subscriptionPeriod.unit {
        case .day: day = subscriptionPeriod.value
        case .week: weekOfYear = subscriptionPeriod.value
        case .month: month = subscriptionPeriod.value
        case .year: year = subscriptionPeriod.value
        }
    }
}
