import Foundation

/// How an app answers an authorized payment: a status and the errors the sheet shows.
open class PKPaymentAuthorizationResult: NSObject {
    /// Whether the payment succeeded.
    open var status: PKPaymentAuthorizationStatus
    private var storedErrors: [any Error] = []
    /// The errors the person must fix, most serious first (setting `nil` empties them).
    open var errors: [any Error]! {
        get { storedErrors }
        set { storedErrors = newValue ?? [] }
    }

    /// A result of `status` with `errors`.
    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
        self.status = status
        storedErrors = errors ?? []
        super.init()
    }
}

/// An update to the payment sheet after the person changed something: new summary items and
/// shipping methods, and a status (`.success` unless set).
open class PKPaymentRequestUpdate: NSObject {
    /// Whether the change could be handled (`.success` unless set).
    open var status: PKPaymentAuthorizationStatus = .success
    /// The new summary items.
    open var paymentSummaryItems: [PKPaymentSummaryItem]
    /// The new shipping methods (none unless set).
    open var shippingMethods: [PKShippingMethod] = []
    /// The new multi-merchant token contexts (none unless set).
    open var multiTokenContexts: [PKPaymentTokenContext] = []
    /// The new subscription.
    open var recurringPaymentRequest: PKRecurringPaymentRequest?
    /// The new automatic reload.
    open var automaticReloadPaymentRequest: PKAutomaticReloadPaymentRequest?
    /// The new deferred payment.
    open var deferredPaymentRequest: PKDeferredPaymentRequest?

    /// An update showing `paymentSummaryItems`.
    public init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.paymentSummaryItems = paymentSummaryItems
        super.init()
    }
}

/// The update after the person chose a shipping contact: items, methods and errors.
open class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate {
    private var storedErrors: [any Error] = []
    /// The errors the person must fix (setting `nil` empties them).
    open var errors: [any Error]! {
        get { storedErrors }
        set { storedErrors = newValue ?? [] }
    }

    /// An update with `errors`, `paymentSummaryItems` and `shippingMethods`.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]) {
        storedErrors = errors ?? []
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.shippingMethods = shippingMethods
    }

    /// An update showing `paymentSummaryItems`, with no errors and no shipping methods.
    public override convenience init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.init(errors: nil, paymentSummaryItems: paymentSummaryItems, shippingMethods: [])
    }
}

/// The update after the person chose a shipping method.
open class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate {}

/// The update after the person chose a card: items and errors.
open class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate {
    private var storedErrors: [any Error] = []
    /// The errors the person must fix (setting `nil` empties them).
    open var errors: [any Error]! {
        get { storedErrors }
        set { storedErrors = newValue ?? [] }
    }

    /// An update with `errors` and `paymentSummaryItems`.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
        storedErrors = errors ?? []
        super.init(paymentSummaryItems: paymentSummaryItems)
    }

    /// An update showing `paymentSummaryItems`, with no errors.
    public override convenience init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.init(errors: nil, paymentSummaryItems: paymentSummaryItems)
    }
}

/// The update after the person entered a coupon code: items, methods and errors.
open class PKPaymentRequestCouponCodeUpdate: PKPaymentRequestUpdate {
    private var storedErrors: [any Error] = []
    /// The errors the person must fix (setting `nil` empties them).
    open var errors: [any Error]! {
        get { storedErrors }
        set { storedErrors = newValue ?? [] }
    }

    /// An update with `errors`, `paymentSummaryItems` and `shippingMethods`.
    public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]) {
        storedErrors = errors ?? []
        super.init(paymentSummaryItems: paymentSummaryItems)
        self.shippingMethods = shippingMethods
    }

    /// An update showing `paymentSummaryItems`, with no errors and no shipping methods.
    public override convenience init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.init(errors: nil, paymentSummaryItems: paymentSummaryItems, shippingMethods: [])
    }
}

/// A merchant session an app got from Apple Pay's servers, for web-style merchant validation.
open class PKPaymentMerchantSession: NSObject {
    /// The session's keys, as the server sent them (their string values).
    let strings: [String: String]

    /// A session from the server's JSON dictionary (its string values are kept).
    public init(dictionary: [AnyHashable: Any]) {
        var strings: [String: String] = [:]
        for (key, value) in dictionary {
            if let key = key.base as? String, let value = value as? String { strings[key] = value }
        }
        self.strings = strings
        super.init()
    }
}

/// How an app answers the sheet's request for a merchant session.
open class PKPaymentRequestMerchantSessionUpdate: NSObject {
    /// Whether a session was obtained.
    open var status: PKPaymentAuthorizationStatus
    /// The session.
    open var session: PKPaymentMerchantSession?

    /// An update of `status` carrying `session`.
    public init(status: PKPaymentAuthorizationStatus, merchantSession session: PKPaymentMerchantSession?) {
        self.status = status
        self.session = session
        super.init()
    }
}
