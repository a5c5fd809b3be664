import BackplateCore
import Foundation

/// Asks the system to show the App Store rating prompt: `@Environment(\.requestReview) var
/// requestReview`, then `requestReview()`. A render shows no prompt: calling it does nothing.
public struct RequestReviewAction: Sendable {
    /// Asks for a review (nothing is shown in a render).
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store review.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// The App Store's review prompt (UIKit-era API; nothing is shown in a render).
public final class SKStoreReviewController: Sendable {
    /// Asks for a review.
    public static func requestReview() {}
}

/// An in-app product. A render reaches no App Store: `products(for:)` returns no products.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier.
    public let id: String
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price as a number.
    public let price: Decimal
    /// The price formatted for display.
    public let displayPrice: String
    /// The kind of product.
    public let type: ProductType

    /// The kind of product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Used up once bought.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// Renews automatically.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// Does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// The products with these identifiers: none in a render.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    /// What a purchase ended in.
    public enum PurchaseResult: Sendable {
        /// Bought, with its transaction.
        case success(VerificationResult<Transaction>)
        /// The person cancelled (what a render's purchase returns).
        case userCancelled
        /// Awaiting approval.
        case pending
    }

    /// Buys the product: `.userCancelled` in a render, which reaches no App Store.
    public func purchase() async throws -> PurchaseResult { .userCancelled }
}

/// A signed value, verified or not.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature is valid.
    case verified(SignedType)
    /// The signature is not valid, with the reason.
    case unverified(SignedType, VerificationError)

    /// Why a value is unverified.
    public enum VerificationError: Error, Sendable {
        /// The signature is invalid.
        case invalidSignature
    }

    /// The value whatever its verification.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

/// A purchase. A render has none: `updates` and `currentEntitlements` end at once.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// When it was bought.
    public let purchaseDate: Date
    /// When it was revoked, if it was.
    public let revocationDate: Date?

    /// Marks the transaction handled.
    public func finish() async {}

    /// New and updated transactions: an empty sequence in a render.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// The person's current entitlements: an empty sequence in a render.
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// The latest transaction for a product: nil in a render.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// The App Store (sync and review).
public enum AppStore {
    /// Syncs purchases with the App Store (nothing to sync in a render).
    public static func sync() async throws {}
}
