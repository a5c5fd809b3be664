import Foundation

/// What a payment asks the App Store for, shared by `SKPayment` and `SKMutablePayment`.
struct PaymentRequest {
    var productIdentifier = ""
    var quantity = 1
    var applicationUsername: String?
    var requestData: Data?
    var simulatesAskToBuyInSandbox = false
    var paymentDiscount: SKPaymentDiscount?
}

/// A request to buy a product, added to the payment queue (`SKPaymentQueue.default().add(payment)`).
/// It only describes the purchase: in a render the transaction it starts fails with
/// `SKError.paymentCancelled`, since there is no App Store account to pay with.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
open class SKPayment: NSObject, NSCopying, NSMutableCopying {
    /// The payment's values (`SKMutablePayment` changes them).
    var request: PaymentRequest

    /// An empty payment (no product identifier, a quantity of one).
    public override init() {
        request = PaymentRequest()
        super.init()
    }

    /// A payment with these values (a copy's).
    init(request: PaymentRequest) {
        self.request = request
        super.init()
    }

    /// A payment for one of `product`.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
    public convenience init(product: SKProduct) {
        self.init(request: PaymentRequest(productIdentifier: product.productIdentifier))
    }

    /// A payment for the product with this identifier: iOS 3's form, replaced by `init(product:)`.
    @available(iOS, introduced: 3.0, deprecated: 5.0, message: "Use init(product:).")
    open class func payment(withProductIdentifier identifier: String) -> Any {
        SKPayment(request: PaymentRequest(productIdentifier: identifier))
    }

    /// The identifier of the product to buy.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
    open var productIdentifier: String { request.productIdentifier }

    /// Data the app's server gave for this purchase (nil unless set on a mutable payment).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create Product.PurchaseOption.custom values to use in Product.purchase(confirmIn:options:).")
    open var requestData: Data? { request.requestData }

    /// How many of the product to buy: 1 unless set on a mutable payment.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.quantity to use in Product.purchase(confirmIn:options:).")
    open var quantity: Int { request.quantity }

    /// An opaque identifier of the person's account on the app's service (nil unless set).
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.appAccountToken to use in Product.purchase(confirmIn:options:).")
    open var applicationUsername: String? { request.applicationUsername }

    /// Whether the sandbox treats the purchase as an Ask to Buy request: false unless set.
    @available(iOS, introduced: 8.3, deprecated: 18.0, message: "Create a Product.PurchaseOption.simulatesAskToBuyInSandbox to use in Product.purchase(confirmIn:options:).")
    open var simulatesAskToBuyInSandbox: Bool { request.simulatesAskToBuyInSandbox }

    /// The promotional offer applied to the payment (nil unless set).
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:).")
    open var paymentDiscount: SKPaymentDiscount? { request.paymentDiscount }

    /// An immutable payment with the same values (for a mutable payment too, as Foundation's
    /// mutable classes copy).
    open func copy(with zone: NSZone? = nil) -> Any { SKPayment(request: request) }

    /// A mutable payment with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { SKMutablePayment(request: request) }
}

/// A payment whose values the app sets before adding it to the queue: `let payment =
/// SKMutablePayment(product: product); payment.quantity = 2`. The values are kept as set;
/// in a render the transaction still fails with `SKError.paymentCancelled`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
open class SKMutablePayment: SKPayment {
    /// The identifier of the product to buy.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
    open override var productIdentifier: String {
        get { request.productIdentifier }
        set { request.productIdentifier = newValue }
    }

    /// Data the app's server gave for this purchase.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create Product.PurchaseOption.custom values to use in Product.purchase(confirmIn:options:).")
    open override var requestData: Data? {
        get { request.requestData }
        set { request.requestData = newValue }
    }

    /// How many of the product to buy (1 by default).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.quantity to use in Product.purchase(confirmIn:options:).")
    open override var quantity: Int {
        get { request.quantity }
        set { request.quantity = newValue }
    }

    /// An opaque identifier of the person's account on the app's service.
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Create a Product.PurchaseOption.appAccountToken to use in Product.purchase(confirmIn:options:).")
    open override var applicationUsername: String? {
        get { request.applicationUsername }
        set { request.applicationUsername = newValue }
    }

    /// Whether the sandbox treats the purchase as an Ask to Buy request (false by default).
    @available(iOS, introduced: 8.3, deprecated: 18.0, message: "Create a Product.PurchaseOption.simulatesAskToBuyInSandbox to use in Product.purchase(confirmIn:options:).")
    open override var simulatesAskToBuyInSandbox: Bool {
        get { request.simulatesAskToBuyInSandbox }
        set { request.simulatesAskToBuyInSandbox = newValue }
    }

    /// The promotional offer applied to the payment.
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:).")
    open override var paymentDiscount: SKPaymentDiscount? {
        get { request.paymentDiscount }
        set { request.paymentDiscount = newValue }
    }
}

/// A signed promotional offer applied to a payment (`SKMutablePayment.paymentDiscount`). It
/// keeps the values the app's server signed; a render never sends them anywhere.
@available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:).")
open class SKPaymentDiscount: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    private let values: (identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber)

    /// A discount from the offer's identifier and the server's signing key, nonce, signature
    /// and timestamp (milliseconds since 1970).
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Create a Product.PurchaseOption.promotionalOffer to use in Product.purchase(confirmIn:options:).")
    public init(identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber) {
        values = (identifier, keyIdentifier, nonce, signature, timestamp)
        super.init()
    }

    /// The promotional offer's identifier in App Store Connect.
    open var identifier: String { values.identifier }
    /// The identifier of the key that signed the offer.
    open var keyIdentifier: String { values.keyIdentifier }
    /// The one-time value the signature covers.
    open var nonce: UUID { values.nonce }
    /// The server's signature of the offer.
    open var signature: String { values.signature }
    /// When the signature was made, in milliseconds since 1970.
    open var timestamp: NSNumber { values.timestamp }
}
