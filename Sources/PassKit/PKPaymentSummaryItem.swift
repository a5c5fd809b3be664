import Foundation

/// Whether a summary item's amount is known.
public enum PKPaymentSummaryItemType: UInt, Sendable {
    /// The amount is final (the default).
    case final = 0
    /// The amount isn't known yet (a taxi fare); the sheet shows "Amount Pending".
    case pending = 1
}

/// A line of the payment sheet: a label and an amount. The last item of a request is its total,
/// labelled with the business's name.
open class PKPaymentSummaryItem: NSObject {
    /// The line's text.
    open var label: String
    /// The line's amount, in the request's currency.
    open var amount: NSDecimalNumber
    /// Whether the amount is final or pending (`.final` unless set).
    open var type: PKPaymentSummaryItemType = .final

    /// An empty item: no label, an amount of zero.
    public override init() {
        label = ""
        amount = .zero
        super.init()
    }

    /// An item showing `label` and `amount`, final.
    public convenience init(label: String, amount: NSDecimalNumber) {
        self.init()
        self.label = label
        self.amount = amount
    }

    /// An item showing `label` and `amount`, of `type`.
    public convenience init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
        self.init(label: label, amount: amount)
        self.type = type
    }
}

/// A shipping option the payment sheet offers: a summary item with an identifier, a detail line
/// and an optional delivery date range.
open class PKShippingMethod: PKPaymentSummaryItem {
    /// The app's identifier for the method, which the delegate gets back.
    open var identifier: String?
    /// A line under the label ("Arrives in 5 to 7 days").
    open var detail: String?
    /// When the items arrive, instead of a detail line.
    open var dateComponentsRange: PKDateComponentsRange?
}

/// A range of dates: when shipped items arrive, for instance.
open class PKDateComponentsRange: NSObject {
    /// The first day.
    open private(set) var startDateComponents: DateComponents
    /// The last day.
    open private(set) var endDateComponents: DateComponents

    /// The range from `start` to `end`; `nil` when either lacks a calendar or day, or `end`
    /// comes before `start`, as iOS answers.
    public init?(start startDateComponents: DateComponents, end endDateComponents: DateComponents) {
        guard let calendar = startDateComponents.calendar ?? endDateComponents.calendar,
              let first = calendar.date(from: startDateComponents),
              let last = calendar.date(from: endDateComponents), first <= last else { return nil }
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
        super.init()
    }
}

/// A summary item charged on a schedule: a subscription's price.
open class PKRecurringPaymentSummaryItem: PKPaymentSummaryItem {
    /// The first charge's date (`nil`: on payment).
    open var startDate: Date?
    /// The unit of the interval between charges (`.month` unless set).
    open var intervalUnit: NSCalendar.Unit = .month
    /// How many units lie between charges (1 unless set).
    open var intervalCount = 1
    /// The last charge's date (`nil`: until cancelled).
    open var endDate: Date?
}

/// A summary item charged later, on a date: a hotel stay paid at check-in.
open class PKDeferredPaymentSummaryItem: PKPaymentSummaryItem {
    /// When the amount is charged (the moment the item was made, unless set).
    open var deferredDate = Date()
}

/// A summary item charged whenever a balance falls below a threshold: a transit card's top-up.
open class PKAutomaticReloadPaymentSummaryItem: PKPaymentSummaryItem {
    /// The balance under which the card is reloaded (zero unless set).
    open var thresholdAmount: NSDecimalNumber = .zero
}
