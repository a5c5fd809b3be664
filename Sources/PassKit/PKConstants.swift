// The module a file's `import PassKit` finds on Linux: Apple Pay and Wallet as an Apple Pay-capable
// iPhone with an empty Wallet answers them (no card, no pass), SwiftUI's Apple Pay and Add to Apple
// Wallet buttons drawn, UIKit's buttons and sheets kept and never drawn.
@_exported import Foundation
@_exported import BackplateUIKit
@_exported import Contacts

/// A payment card network (Visa, Mastercard...), named by iOS's string.
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
    /// The network's name as iOS spells it (`"Visa"`, `"AmEx"`...).
    public let rawValue: String
    /// The network named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The network named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// American Express (`"AmEx"`).
    public static let amex = PKPaymentNetwork("AmEx")
    /// Bancomat (`"Bancomat"`).
    @available(iOS, introduced: 16.0, deprecated: 17.0, renamed: "pagoBancomat")
    public static let bancomat = PKPaymentNetwork("Bancomat")
    /// PagoBancomat (`"PagoBancomat"`).
    public static let pagoBancomat = PKPaymentNetwork("PagoBancomat")
    /// Bancontact (`"Bancontact"`).
    public static let bancontact = PKPaymentNetwork("Bancontact")
    /// BankAxept (`"BankAxept"`).
    public static let bankAxept = PKPaymentNetwork("BankAxept")
    /// A store's barcode payment (`"Barcode"`).
    public static let barcode = PKPaymentNetwork("Barcode")
    /// Cartes Bancaires, the iOS 10.3 spelling (`"CarteBancaire"`).
    @available(iOS, introduced: 10.3, deprecated: 11.0, renamed: "cartesBancaires")
    public static let carteBancaire = PKPaymentNetwork("CarteBancaire")
    /// Cartes Bancaires, the iOS 11 spelling (`"CarteBancaires"`).
    @available(iOS, introduced: 11.0, deprecated: 11.2, renamed: "cartesBancaires")
    public static let carteBancaires = PKPaymentNetwork("CarteBancaires")
    /// Cartes Bancaires (`"CartesBancaires"`).
    public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
    /// China UnionPay (`"ChinaUnionPay"`).
    public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
    /// Dankort (`"Dankort"`).
    public static let dankort = PKPaymentNetwork("Dankort")
    /// Discover (`"Discover"`).
    public static let discover = PKPaymentNetwork("Discover")
    /// eftpos (`"Eftpos"`).
    public static let eftpos = PKPaymentNetwork("Eftpos")
    /// Visa Electron (`"Electron"`).
    public static let electron = PKPaymentNetwork("Electron")
    /// Elo (`"Elo"`).
    public static let elo = PKPaymentNetwork("Elo")
    /// girocard (`"Girocard"`).
    public static let girocard = PKPaymentNetwork("Girocard")
    /// Himyan (`"Himyan"`).
    public static let himyan = PKPaymentNetwork("Himyan")
    /// iD (`"iD"`).
    public static let idCredit = PKPaymentNetwork("iD")
    /// Interac (`"Interac"`).
    public static let interac = PKPaymentNetwork("Interac")
    /// Jaywan (`"Jaywan"`).
    public static let jaywan = PKPaymentNetwork("Jaywan")
    /// JCB (`"JCB"`).
    public static let JCB = PKPaymentNetwork("JCB")
    /// mada (`"mada"`).
    public static let mada = PKPaymentNetwork("mada")
    /// Maestro (`"Maestro"`).
    public static let maestro = PKPaymentNetwork("Maestro")
    /// Mastercard (`"MasterCard"`).
    public static let masterCard = PKPaymentNetwork("MasterCard")
    /// Meeza (`"Meeza"`).
    public static let meeza = PKPaymentNetwork("Meeza")
    /// Mir (`"Mir"`).
    public static let mir = PKPaymentNetwork("Mir")
    /// MyDebit (`"MyDebit"`).
    public static let myDebit = PKPaymentNetwork("MyDebit")
    /// NAPAS (`"NAPAS"`).
    public static let NAPAS = PKPaymentNetwork("NAPAS")
    /// nanaco (`"nanaco"`).
    public static let nanaco = PKPaymentNetwork("nanaco")
    /// PostFinance (`"PostFinance"`).
    public static let postFinance = PKPaymentNetwork("PostFinance")
    /// A store's own card (`"PrivateLabel"`).
    public static let privateLabel = PKPaymentNetwork("PrivateLabel")
    /// QUICPay (`"QUICPay"`).
    public static let quicPay = PKPaymentNetwork("QUICPay")
    /// Suica (`"Suica"`).
    public static let suica = PKPaymentNetwork("Suica")
    /// T-money (`"Tmoney"`).
    public static let tmoney = PKPaymentNetwork("Tmoney")
    /// Visa (`"Visa"`).
    public static let visa = PKPaymentNetwork("Visa")
    /// V PAY (`"VPay"`).
    public static let vPay = PKPaymentNetwork("VPay")
    /// WAON (`"WAON"`).
    public static let waon = PKPaymentNetwork("WAON")
}

/// A piece of contact information a payment request asks for.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
    /// The field's key.
    public let rawValue: String
    /// The field of key `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The postal address.
    public static let postalAddress = PKContactField(rawValue: "post")
    /// The email address.
    public static let emailAddress = PKContactField(rawValue: "email")
    /// The phone number.
    public static let phoneNumber = PKContactField(rawValue: "phone")
    /// The name.
    public static let name = PKContactField(rawValue: "name")
    /// The phonetic spelling of the name.
    public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// The payment processing protocols and card types a merchant supports.
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
    /// The capabilities' bits.
    public let rawValue: UInt
    /// Capabilities of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// 3-D Secure (the capability every request must include).
    public static let threeDSecure = PKMerchantCapability(rawValue: 1 << 0)
    /// EMV.
    public static let emv = PKMerchantCapability(rawValue: 1 << 1)
    /// Credit cards.
    public static let credit = PKMerchantCapability(rawValue: 1 << 2)
    /// Debit cards.
    public static let debit = PKMerchantCapability(rawValue: 1 << 3)
    /// Instant funds out (disbursements).
    public static let instantFundsOut = PKMerchantCapability(rawValue: 1 << 7)

    /// 3-D Secure, the name before iOS 17.
    @available(iOS, introduced: 8.0, deprecated: 17.0, renamed: "threeDSecure")
    public static var capability3DS: PKMerchantCapability { .threeDSecure }
    /// EMV, the name before iOS 17.
    @available(iOS, introduced: 8.0, deprecated: 17.0, renamed: "emv")
    public static var capabilityEMV: PKMerchantCapability { .emv }
    /// Credit cards, the name before iOS 17.
    @available(iOS, introduced: 9.0, deprecated: 17.0, renamed: "credit")
    public static var capabilityCredit: PKMerchantCapability { .credit }
    /// Debit cards, the name before iOS 17.
    @available(iOS, introduced: 9.0, deprecated: 17.0, renamed: "debit")
    public static var capabilityDebit: PKMerchantCapability { .debit }
}

/// The address fields a payment request asked for before iOS 11.
@available(iOS, introduced: 8.0, deprecated: 11.0, message: "Use PKContactField and requiredShippingContactFields / requiredBillingContactFields")
public struct PKAddressField: OptionSet, Hashable, Sendable {
    /// The fields' bits.
    public let rawValue: UInt
    /// Fields of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The postal address.
    public static let postalAddress = PKAddressField(rawValue: 1 << 0)
    /// The phone number.
    public static let phone = PKAddressField(rawValue: 1 << 1)
    /// The email address.
    public static let email = PKAddressField(rawValue: 1 << 2)
    /// The name.
    public static let name = PKAddressField(rawValue: 1 << 3)
    /// Every field.
    public static let all: PKAddressField = [.postalAddress, .phone, .email, .name]
}

/// How the purchased items reach the buyer, which titles the payment sheet's address row.
public enum PKShippingType: UInt, Sendable {
    /// Shipped (the default).
    case shipping = 0
    /// Delivered.
    case delivery = 1
    /// Picked up at a store.
    case storePickup = 2
    /// Picked up at a service's location.
    case servicePickup = 3
}

/// Whether the payment sheet lets the person edit the shipping address.
public enum PKShippingContactEditingMode: UInt, Sendable {
    /// The address can be edited (the default).
    case available = 1
    /// The address is a store's and can't be edited.
    case storePickup = 2
    /// The address can be edited: the name before iOS 17.
    @available(iOS, introduced: 15.0, deprecated: 17.0, renamed: "available")
    public static var enabled: PKShippingContactEditingMode { .available }
}

/// How an app answers a payment authorization.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
    /// The payment was authorized.
    case success = 0
    /// The payment failed.
    case failure = 1
    /// The billing address is invalid (before iOS 11).
    case invalidBillingPostalAddress = 2
    /// The shipping address is invalid (before iOS 11).
    case invalidShippingPostalAddress = 3
    /// The shipping contact is invalid (before iOS 11).
    case invalidShippingContact = 4
    /// The card needs a PIN.
    case pinRequired = 5
    /// The PIN was wrong.
    case pinIncorrect = 6
    /// Too many wrong PINs.
    case pinLockout = 7
}

/// The colours of a `PKPaymentButton`.
public enum PKPaymentButtonStyle: Int, Sendable {
    /// White with black lettering.
    case white = 0
    /// White with black lettering and a black outline.
    case whiteOutline = 1
    /// Black with white lettering.
    case black = 2
    /// Black in light appearance, white in dark.
    case automatic = 3
}

/// The call to action a `PKPaymentButton` shows before the Apple Pay mark.
public enum PKPaymentButtonType: Int, Sendable {
    /// The Apple Pay mark alone.
    case plain = 0
    /// "Buy with".
    case buy = 1
    /// "Set up".
    case setUp = 2
    /// "Pay with".
    case inStore = 3
    /// "Donate with".
    case donate = 4
    /// "Check out with".
    case checkout = 5
    /// "Book with".
    case book = 6
    /// "Subscribe with".
    case subscribe = 7
    /// "Reload with".
    case reload = 8
    /// "Add money with".
    case addMoney = 9
    /// "Top up with".
    case topUp = 10
    /// "Order with".
    case order = 11
    /// "Rent with".
    case rent = 12
    /// "Support with".
    case support = 13
    /// "Contribute with".
    case contribute = 14
    /// "Tip with".
    case tip = 15
    /// "Continue with".
    case `continue` = 16
}

/// A cryptographic scheme for encrypting payment data (provisioning).
public struct PKEncryptionScheme: RawRepresentable, Hashable, Sendable {
    /// The scheme's name.
    public let rawValue: String
    /// The scheme named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Elliptic curve cryptography, version 2.
    public static let ECC_V2 = PKEncryptionScheme(rawValue: "ECC_V2")
    /// RSA, version 2.
    public static let RSA_V2 = PKEncryptionScheme(rawValue: "RSA_V2")
}

/// What a render's device answers about Apple Pay and Wallet: an Apple Pay-capable iPhone whose
/// Wallet holds no card and no pass.
enum RenderWallet {
    /// The device supports Apple Pay and no restriction forbids it.
    static let supportsPayments = true
    /// No card is in Wallet, for any network.
    static let hasCards = false
    /// Wallet is there to add passes to (it holds none).
    static let canAddPasses = true
}
