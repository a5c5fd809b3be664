import Foundation

/// The payment an app asks for: its merchant, country, currency, accepted networks, summary
/// items and the contact fields and shipping it needs. Every property keeps what the app sets;
/// a new request holds iOS's defaults (empty strings and lists, `.shipping`, `.available`).
open class PKPaymentRequest: NSObject {
    /// The merchant identifier of the app's Apple Pay entitlement (`""` until set).
    open var merchantIdentifier = ""
    /// The merchant's two-letter ISO 3166 country code (`""` until set).
    open var countryCode = ""
    /// The three-letter ISO 4217 currency code of the amounts (`""` until set).
    open var currencyCode = ""
    /// The card networks the merchant accepts (none until set).
    open var supportedNetworks: [PKPaymentNetwork] = []
    /// The payment protocols and card types the merchant supports (none until set).
    open var merchantCapabilities: PKMerchantCapability = []
    /// The lines of the sheet; the last is the total (none until set).
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
    /// The billing contact fields the sheet asks for (none until set).
    open var requiredBillingContactFields: Set<PKContactField> = []
    /// The shipping contact fields the sheet asks for (none until set).
    open var requiredShippingContactFields: Set<PKContactField> = []
    /// The billing contact the sheet starts with.
    open var billingContact: PKContact?
    /// The shipping contact the sheet starts with.
    open var shippingContact: PKContact?
    /// The shipping options the sheet offers (`nil` until set).
    open var shippingMethods: [PKShippingMethod]?
    /// How the items reach the buyer (`.shipping` until set).
    open var shippingType: PKShippingType = .shipping
    /// Whether the shipping address can be edited (`.available` until set).
    open var shippingContactEditingMode: PKShippingContactEditingMode = .available
    /// The app's data, whose hash the payment token carries.
    open var applicationData: Data?
    /// The ISO country codes of the cards the merchant accepts (`nil`: any).
    open var supportedCountries: Set<String>?
    /// Whether the sheet offers a coupon code field (`false` until set).
    open var supportsCouponCode = false
    /// The coupon code the sheet starts with.
    open var couponCode: String?
    /// Payment tokens for several merchants (none until set).
    open var multiTokenContexts: [PKPaymentTokenContext] = []
    /// A subscription the payment starts.
    open var recurringPaymentRequest: PKRecurringPaymentRequest?
    /// An automatic reload the payment sets up.
    open var automaticReloadPaymentRequest: PKAutomaticReloadPaymentRequest?
    /// A payment charged later.
    open var deferredPaymentRequest: PKDeferredPaymentRequest?
    /// The identifier of the web domain the payment is attributed to.
    open var attributionIdentifier: String?

    /// The address fields the sheet asked for before iOS 11.
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Use requiredBillingContactFields")
    open var requiredBillingAddressFields: PKAddressField = []
    /// The address fields the sheet asked for before iOS 11.
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Use requiredShippingContactFields")
    open var requiredShippingAddressFields: PKAddressField = []

    /// A request holding iOS's defaults.
    public override init() { super.init() }

    /// The networks Apple Pay supports on the device: in a render, the four main networks of a
    /// device in the United States (American Express, Discover, Mastercard, Visa), Backplate's
    /// choice, since iOS answers by region.
    open class func availableNetworks() -> [PKPaymentNetwork] { [.amex, .discover, .masterCard, .visa] }

    /// An error saying the contact `field` is invalid, with a description the sheet shows.
    open class func paymentContactInvalidError(withContactField field: PKContactField, localizedDescription: String?) -> any Error {
        paymentError(.shippingContactInvalidError, localizedDescription, key: .contactFieldUserInfoKey, value: field.rawValue)
    }

    /// An error saying the shipping address's `postalAddressKey` (`CNPostalAddressStreetKey`...) is invalid.
    open class func paymentShippingAddressInvalidError(withKey postalAddressKey: String, localizedDescription: String?) -> any Error {
        paymentError(.shippingContactInvalidError, localizedDescription, key: .postalAddressUserInfoKey, value: postalAddressKey)
    }

    /// An error saying the billing address's `postalAddressKey` is invalid.
    open class func paymentBillingAddressInvalidError(withKey postalAddressKey: String, localizedDescription: String?) -> any Error {
        paymentError(.billingContactInvalidError, localizedDescription, key: .postalAddressUserInfoKey, value: postalAddressKey)
    }

    /// An error saying the merchant doesn't ship to the address.
    open class func paymentShippingAddressUnserviceableError(withLocalizedDescription localizedDescription: String?) -> any Error {
        paymentError(.shippingAddressUnserviceableError, localizedDescription)
    }

    /// An error saying the coupon code is invalid.
    open class func paymentCouponCodeInvalidError(localizedDescription: String?) -> any Error {
        paymentError(.couponCodeInvalidError, localizedDescription)
    }

    /// An error saying the coupon code has expired.
    open class func paymentCouponCodeExpiredError(localizedDescription: String?) -> any Error {
        paymentError(.couponCodeExpiredError, localizedDescription)
    }
}

/// A subscription a payment starts: its description, regular (and trial) billing and the page
/// where the person manages it.
open class PKRecurringPaymentRequest: NSObject {
    /// What the subscription is.
    open var paymentDescription: String
    /// The regular charge.
    open var regularBilling: PKRecurringPaymentSummaryItem
    /// A trial period's charge.
    open var trialBilling: PKRecurringPaymentSummaryItem?
    /// The terms the person agrees to.
    open var billingAgreement: String?
    /// The page where the person manages the subscription.
    open var managementURL: URL
    /// Where Apple Pay sends changes of the payment token.
    open var tokenNotificationURL: URL?

    /// A subscription described by `paymentDescription`, charged `regularBilling`, managed at `managementURL`.
    public init(paymentDescription: String, regularBilling: PKRecurringPaymentSummaryItem, managementURL: URL) {
        self.paymentDescription = paymentDescription
        self.regularBilling = regularBilling
        self.managementURL = managementURL
        super.init()
    }
}

/// A payment charged later: its description, deferred billing and management page.
open class PKDeferredPaymentRequest: NSObject {
    /// What the payment is for.
    open var paymentDescription: String
    /// The deferred charge.
    open var deferredBilling: PKDeferredPaymentSummaryItem
    /// The terms the person agrees to.
    open var billingAgreement: String?
    /// The page where the person manages the payment.
    open var managementURL: URL
    /// Where Apple Pay sends changes of the payment token.
    open var tokenNotificationURL: URL?
    /// The last date the payment can be cancelled without a fee.
    open var freeCancellationDate: Date?
    /// The time zone of `freeCancellationDate`.
    open var freeCancellationDateTimeZone: TimeZone?

    /// A payment described by `paymentDescription`, charged `deferredBilling`, managed at `managementURL`.
    public init(paymentDescription: String, deferredBilling: PKDeferredPaymentSummaryItem, managementURL: URL) {
        self.paymentDescription = paymentDescription
        self.deferredBilling = deferredBilling
        self.managementURL = managementURL
        super.init()
    }
}

/// An automatic reload a payment sets up: its description, billing and management page.
open class PKAutomaticReloadPaymentRequest: NSObject {
    /// What the reload is for.
    open var paymentDescription: String
    /// The reload's charge and threshold.
    open var automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem
    /// The terms the person agrees to.
    open var billingAgreement: String?
    /// The page where the person manages the reload.
    open var managementURL: URL
    /// Where Apple Pay sends changes of the payment token.
    open var tokenNotificationURL: URL?

    /// A reload described by `paymentDescription`, charged `automaticReloadBilling`, managed at `managementURL`.
    public init(paymentDescription: String, automaticReloadBilling: PKAutomaticReloadPaymentSummaryItem, managementURL: URL) {
        self.paymentDescription = paymentDescription
        self.automaticReloadBilling = automaticReloadBilling
        self.managementURL = managementURL
        super.init()
    }
}

/// One merchant's share of a payment that several merchants are paid from.
open class PKPaymentTokenContext: NSObject {
    /// The merchant's identifier.
    open var merchantIdentifier: String
    /// The app's identifier for the merchant.
    open var externalIdentifier: String
    /// The merchant's name.
    open var merchantName: String
    /// The merchant's web domain.
    open var merchantDomain: String?
    /// The merchant's share.
    open var amount: NSDecimalNumber

    /// A share of `amount` for the merchant `merchantIdentifier`.
    public init(merchantIdentifier: String, externalIdentifier: String, merchantName: String,
                merchantDomain: String?, amount: NSDecimalNumber) {
        self.merchantIdentifier = merchantIdentifier
        self.externalIdentifier = externalIdentifier
        self.merchantName = merchantName
        self.merchantDomain = merchantDomain
        self.amount = amount
        super.init()
    }
}
