import BackplateCore
import Foundation

/// A purchase, signed by the App Store. A render has none: `updates`, `all`, `unfinished`
/// and `currentEntitlements` finish at once with no element, as on a device that never bought.
public struct Transaction: Identifiable, Equatable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The identifier of the original purchase (the same as `id` for a first purchase).
    public let originalID: UInt64
    /// The subscription purchase's identifier across devices.
    public let webOrderLineItemID: String?
    /// The product bought.
    public let productID: String
    /// The subscription group, for a subscription.
    public let subscriptionGroupID: String?
    /// The app's bundle identifier.
    public let appBundleID: String
    /// When it was bought (or renewed).
    public let purchaseDate: Date
    /// When the original purchase happened.
    public let originalPurchaseDate: Date
    /// When a subscription expires.
    public let expirationDate: Date?
    /// How many were bought.
    public let purchasedQuantity: Int
    /// Whether a higher-level subscription in the group replaced this one.
    public let isUpgraded: Bool
    /// The offer the purchase used, if any.
    public let offer: Offer?
    /// When it was revoked, if it was.
    public let revocationDate: Date?
    /// Why it was revoked, if it was.
    public let revocationReason: RevocationReason?
    /// The kind of product bought.
    public let productType: Product.ProductType
    /// The account token the purchase was tied to.
    public let appAccountToken: UUID?
    /// The App Store environment that signed it.
    public let environment: AppStore.Environment
    /// Whether it is a purchase or a renewal.
    public let reason: Reason
    /// The storefront it was bought in.
    public let storefront: Storefront
    /// The price paid.
    public let price: Decimal?
    /// The currency of the price.
    public let currency: Locale.Currency?
    /// The device verification data.
    public let deviceVerification: Data
    /// The nonce of the device verification.
    public let deviceVerificationNonce: UUID
    /// Purchased or shared by family.
    public let ownershipType: OwnershipType
    /// When the App Store signed it.
    public let signedDate: Date
    /// The transaction's JSON.
    public let jsonRepresentation: Data

    /// Marks the transaction handled (nothing to tell in a render).
    public func finish() async {}

    /// The status of the subscription this transaction is for: nil in a render, which has none.
    public var subscriptionStatus: Product.SubscriptionInfo.Status? {
        get async { nil }
    }

    /// Every transaction: an empty sequence in a render.
    public static var all: Transactions { Transactions() }
    /// New and updated transactions: an empty sequence in a render.
    public static var updates: Transactions { Transactions() }
    /// The person's current entitlements: an empty sequence in a render.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Transactions not yet finished: an empty sequence in a render.
    public static var unfinished: Transactions { Transactions() }
    /// The current entitlement for a product: nil in a render.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction for a product: nil in a render.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of signed transactions; in a render it ends before its first element.
    public struct Transactions: AsyncSequence, Sendable {
        /// A signed transaction.
        public typealias Element = VerificationResult<Transaction>

        /// The iterator, which has nothing to give.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// nil: a render has no transactions.
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
