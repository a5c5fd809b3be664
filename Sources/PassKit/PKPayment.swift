import Contacts
import Foundation

/// The kind of card a payment method is.
public enum PKPaymentMethodType: UInt, Sendable {
    /// Not known.
    case unknown = 0
    /// A debit card.
    case debit = 1
    /// A credit card.
    case credit = 2
    /// A prepaid card.
    case prepaid = 3
    /// A store card.
    case store = 4
    /// An electronic money card.
    case eMoney = 5
}

/// The card a person paid with: its display name, network and type. A render authorizes no
/// payment, so the sheet never hands one over; `PKPaymentMethod()` is an unknown card.
open class PKPaymentMethod: NSObject {
    /// The card's name for display ("Visa 1234").
    open internal(set) var displayName: String?
    /// The card's network.
    open internal(set) var network: PKPaymentNetwork?
    /// The card's kind (`.unknown` for an empty method).
    open internal(set) var type: PKPaymentMethodType = .unknown
    /// The card's billing address, when the request asked for it.
    open internal(set) var billingAddress: CNContact?

    /// An unknown card.
    public override init() { super.init() }
}

/// A payment's encrypted data for the payment processor. A render authorizes no payment:
/// `PKPaymentToken()` holds an unknown method, an empty identifier and empty data.
open class PKPaymentToken: NSObject {
    /// The card paid with.
    open internal(set) var paymentMethod = PKPaymentMethod()
    /// The transaction's identifier (`""` for an empty token).
    open internal(set) var transactionIdentifier = ""
    /// The encrypted payment data (empty for an empty token).
    open internal(set) var paymentData = Data()
    /// The card's name, before iOS 9.
    @available(iOS, introduced: 8.0, deprecated: 9.0, message: "Use paymentMethod.displayName")
    open var paymentInstrumentName: String { paymentMethod.displayName ?? "" }
    /// The card's network, before iOS 9.
    @available(iOS, introduced: 8.0, deprecated: 9.0, message: "Use paymentMethod.network")
    open var paymentNetwork: String { paymentMethod.network?.rawValue ?? "" }

    /// An empty token.
    public override init() { super.init() }
}

/// An authorized payment: its token and the contacts and shipping method the person chose. A
/// render authorizes none, so delegates and `PayWithApplePayButton` never receive one;
/// `PKPayment()` holds an empty token.
open class PKPayment: NSObject {
    /// The payment's token, for the payment processor.
    open internal(set) var token = PKPaymentToken()
    /// The billing contact, when the request asked for one.
    open internal(set) var billingContact: PKContact?
    /// The shipping contact, when the request asked for one.
    open internal(set) var shippingContact: PKContact?
    /// The shipping method chosen.
    open internal(set) var shippingMethod: PKShippingMethod?

    /// A payment with an empty token.
    public override init() { super.init() }
}
