import BackplateCore
import Foundation

extension Product {
    /// An option of a purchase (`.quantity(2)`, `.appAccountToken(uuid)`), kept as its key and
    /// value: a render's purchase reaches no App Store and returns `.userCancelled`.
    public struct PurchaseOption: Equatable, Hashable, Sendable {
        let key: String
        let value: String

        /// Ties the purchase to an account in your system.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(key: "appAccountToken", value: token.uuidString) }
        /// A custom string option.
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(key: key, value: value) }
        /// A custom number option.
        public static func custom(key: String, value: Double) -> PurchaseOption { PurchaseOption(key: key, value: String(value)) }
        /// A custom Boolean option.
        public static func custom(key: String, value: Bool) -> PurchaseOption { PurchaseOption(key: key, value: String(value)) }
        /// A custom data option.
        public static func custom(key: String, value: Data) -> PurchaseOption { PurchaseOption(key: key, value: value.base64EncodedString()) }
        /// Applies a signed promotional offer.
        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
            PurchaseOption(key: "promotionalOffer", value: "\(offerID)|\(keyID)|\(nonce.uuidString)|\(timestamp)|\(signature.base64EncodedString())")
        }
        /// Applies a signed promotional offer with its signature.
        public static func promotionalOffer(offerID: String, signature: SubscriptionOffer.Signature) -> PurchaseOption {
            promotionalOffer(offerID: offerID, keyID: signature.keyID, nonce: signature.nonce, signature: signature.signature,
                             timestamp: signature.timestamp)
        }
        /// Buys `quantity` of a consumable.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(key: "quantity", value: String(quantity)) }
        /// Makes the sandbox ask for approval, as Ask to Buy does.
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(key: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }
        /// Decides whether a purchase goes on when the storefront changes (never asked in a render).
        public static func onStorefrontChange(shouldContinuePurchase: @escaping @Sendable (Storefront) -> Bool) -> PurchaseOption {
            PurchaseOption(key: "onStorefrontChange", value: "")
        }
    }

    /// Why a purchase failed before it reached the App Store.
    public enum PurchaseError: Error, LocalizedError, Equatable, Hashable, Sendable {
        /// The quantity is not valid.
        case invalidQuantity
        /// The product is not available in the storefront.
        case productUnavailable
        /// The person cannot make purchases.
        case purchaseNotAllowed
        /// The person is not eligible for the offer.
        case ineligibleForOffer
        /// The offer identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer lacks parameters.
        case missingOfferParameters

        /// What went wrong, in English.
        public var errorDescription: String? {
            switch self {
            case .invalidQuantity: "The quantity is not valid."
            case .productUnavailable: "The product is not available."
            case .purchaseNotAllowed: "Purchases are not allowed."
            case .ineligibleForOffer: "You are not eligible for this offer."
            case .invalidOfferIdentifier: "The offer identifier is not valid."
            case .invalidOfferPrice: "The offer price is not valid."
            case .invalidOfferSignature: "The offer signature is not valid."
            case .missingOfferParameters: "The offer is missing parameters."
            }
        }
        /// Why it went wrong (none given).
        public var failureReason: String? { nil }
        /// What to do (none given).
        public var recoverySuggestion: String? { nil }
    }
}

/// An error StoreKit's API throws. A render reaches no App Store: calls that need it return
/// their empty answer instead of throwing.
public enum StoreKitError: Error, LocalizedError, Sendable {
    /// An unknown error.
    case unknown
    /// The person cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error)
    /// The product is not sold in the person's storefront.
    case notAvailableInStorefront
    /// The app is not entitled to the request.
    case notEntitled

    /// What went wrong, in English.
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The operation was cancelled."
        case .networkError: "A network error occurred."
        case .systemError(let error): error.localizedDescription
        case .notAvailableInStorefront: "The item is not available in your country or region."
        case .notEntitled: "The app is not entitled to do this."
        }
    }
    /// Why it went wrong (none given).
    public var failureReason: String? { nil }
    /// What to do (none given).
    public var recoverySuggestion: String? { nil }
}
