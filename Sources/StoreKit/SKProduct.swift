import Foundation

/// A product's details as the App Store sent them to a products request. A render reaches no
/// App Store, so `SKProductsRequest` returns none: the products a render sees are those app
/// code (or its test doubles, which subclass this) makes. `SKProduct()` has an empty
/// identifier, title and description, a price of 0 in the `en_US` locale and no subscription.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.")
open class SKProduct: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    /// The time unit of a subscription period (StoreKit's raw values).
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod.Unit.")
    public enum PeriodUnit: UInt, Sendable {
        /// Days.
        case day = 0
        /// Weeks.
        case week = 1
        /// Months.
        case month = 2
        /// Years.
        case year = 3
    }

    /// A product's details, as StoreKit sends them.
    struct Details {
        var productIdentifier = ""
        var localizedTitle = ""
        var localizedDescription = ""
        var price = NSDecimalNumber.zero
        var priceLocale = Locale(identifier: "en_US")
        var isFamilyShareable = false
        var subscriptionPeriod: SKProductSubscriptionPeriod?
        var introductoryPrice: SKProductDiscount?
        var subscriptionGroupIdentifier: String?
        var discounts: [SKProductDiscount] = []
    }

    private let details: Details

    /// An empty product (what test doubles subclass, overriding the properties they need).
    public override init() {
        details = Details()
        super.init()
    }

    /// A product with these details (Backplate's; StoreKit makes its products itself).
    init(details: Details) {
        self.details = details
        super.init()
    }

    /// The product's identifier in App Store Connect.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.id.")
    open var productIdentifier: String { details.productIdentifier }
    /// The product's name, in the storefront's language.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayName.")
    open var localizedTitle: String { details.localizedTitle }
    /// The product's description, in the storefront's language.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.description.")
    open var localizedDescription: String { details.localizedDescription }
    /// The price, in the currency of `priceLocale` (format it with a `NumberFormatter` whose
    /// locale is `priceLocale`).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayPrice.")
    open var price: NSDecimalNumber { details.price }
    /// The locale whose currency the price is in.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayPrice.")
    open var priceLocale: Locale { details.priceLocale }
    /// Whether the App Store hosts content to download for the product: false.
    @available(iOS, introduced: 6.0, deprecated: 18.0, message: "Hosted content is no longer supported.")
    open var isDownloadable: Bool { false }
    /// Whether Family Sharing shares the product.
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Product.isFamilyShareable.")
    open var isFamilyShareable: Bool { details.isFamilyShareable }
    /// The sizes in bytes of the product's hosted content files: none.
    @available(iOS, introduced: 6.0, deprecated: 18.0, message: "Hosted content is no longer supported.")
    open var downloadContentLengths: [NSNumber] { [] }
    /// The version of the product's hosted content: empty.
    @available(iOS, introduced: 6.0, deprecated: 18.0, message: "Hosted content is no longer supported.")
    open var downloadContentVersion: String { "" }
    /// The version of the product's hosted content (iOS 6's name): empty.
    @available(iOS, introduced: 6.0, deprecated: 12.0, renamed: "downloadContentVersion")
    open var contentVersion: String { downloadContentVersion }
    /// The sizes of the hosted content files (iOS 6's name): none.
    @available(iOS, introduced: 6.0, deprecated: 12.0, renamed: "downloadContentLengths")
    open var contentLengths: [NSNumber] { downloadContentLengths }
    /// The billing period of an auto-renewable subscription; nil for other products.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.subscription.subscriptionPeriod.")
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { details.subscriptionPeriod }
    /// The subscription's introductory offer, if it has one.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.subscription.introductionaryOffer.")
    open var introductoryPrice: SKProductDiscount? { details.introductoryPrice }
    /// The identifier of the subscription group the subscription belongs to.
    @available(iOS, introduced: 12.0, deprecated: 18.0, message: "Use Product.subscription.subscriptionGroupID.")
    open var subscriptionGroupIdentifier: String? { details.subscriptionGroupIdentifier }
    /// The subscription's promotional offers.
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.subscription.promotionalOffers.")
    open var discounts: [SKProductDiscount] { details.discounts }
}

/// A subscription's billing period: `numberOfUnits` of `unit` ("1 month", "7 days").
@available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod.")
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    private let storedNumberOfUnits: Int
    private let storedUnit: SKProduct.PeriodUnit

    /// A period of one day (what test doubles subclass).
    public override init() {
        storedNumberOfUnits = 1
        storedUnit = .day
        super.init()
    }

    /// A period of `numberOfUnits` `unit`s (Backplate's; StoreKit makes its periods itself).
    init(numberOfUnits: Int, unit: SKProduct.PeriodUnit) {
        storedNumberOfUnits = numberOfUnits
        storedUnit = unit
        super.init()
    }

    /// How many units the period lasts.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod.")
    open var numberOfUnits: Int { storedNumberOfUnits }
    /// The period's time unit.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod.")
    open var unit: SKProduct.PeriodUnit { storedUnit }
}

/// An introductory or promotional offer of an auto-renewable subscription. A render loads no
/// product, so it sees only offers app code makes; `SKProductDiscount()` is a free one-week
/// introductory trial at a price of 0.
@available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.")
open class SKProductDiscount: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    /// How the person pays for the offer (StoreKit's raw values).
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.PaymentMode.")
    public enum PaymentMode: UInt, Sendable {
        /// A discounted price each period.
        case payAsYouGo = 0
        /// One discounted price for the whole offer, paid up front.
        case payUpFront = 1
        /// Free for the offer's periods.
        case freeTrial = 2
    }

    /// Which kind of offer it is (StoreKit's raw values).
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.OfferType.")
    public enum `Type`: UInt, Sendable {
        /// An introductory offer for new subscribers.
        case introductory = 0
        /// A promotional offer (`identifier` names it).
        case subscription = 1
    }

    /// An offer's details, as StoreKit sends them.
    struct Details {
        var price = NSDecimalNumber.zero
        var priceLocale = Locale(identifier: "en_US")
        var identifier: String?
        var subscriptionPeriod = SKProductSubscriptionPeriod(numberOfUnits: 1, unit: .week)
        var numberOfPeriods = 1
        var paymentMode = PaymentMode.freeTrial
        var type = `Type`.introductory
    }

    private let details: Details

    /// A free one-week introductory trial (what test doubles subclass).
    public override init() {
        details = Details()
        super.init()
    }

    /// An offer with these details (Backplate's; StoreKit makes its offers itself).
    init(details: Details) {
        self.details = details
        super.init()
    }

    /// The offer's price, in the currency of `priceLocale`.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.displayPrice.")
    open var price: NSDecimalNumber { details.price }
    /// The locale whose currency the price is in.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.displayPrice.")
    open var priceLocale: Locale { details.priceLocale }
    /// The promotional offer's identifier; nil for an introductory offer.
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.id.")
    open var identifier: String? { details.identifier }
    /// The length of one of the offer's periods.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.period.")
    open var subscriptionPeriod: SKProductSubscriptionPeriod { details.subscriptionPeriod }
    /// How many periods the offer lasts.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.periodCount.")
    open var numberOfPeriods: Int { details.numberOfPeriods }
    /// How the person pays for the offer.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.paymentMode.")
    open var paymentMode: PaymentMode { details.paymentMode }
    /// Whether the offer is introductory or promotional.
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.type.")
    open var type: `Type` { details.type }
}
