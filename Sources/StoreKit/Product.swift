import BackplateCore
import Foundation

/// An in-app product. A render reaches no App Store and has no StoreKit configuration, so
/// `products(for:)` returns no products, as on a device with no network.
public struct Product: Identifiable, Equatable, Hashable, Sendable {
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
    /// Whether Family Sharing shares the product.
    public let isFamilyShareable: Bool
    /// The subscription's details, for an auto-renewable subscription.
    public let subscription: SubscriptionInfo?
    /// The product's JSON from the App Store.
    public let jsonRepresentation: Data
    /// The currency the price is in (ISO 4217).
    let currencyCode: String

    init(id: String, displayName: String, description: String = "", price: Decimal, displayPrice: String,
         type: ProductType, isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil, currencyCode: String = "USD") {
        self.id = id
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.type = type
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        self.currencyCode = currencyCode
        jsonRepresentation = Data()
    }

    /// The kind of product.
    public struct ProductType: RawRepresentable, Equatable, Hashable, Sendable {
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
        /// The kind's name in English ("Consumable", "Auto-Renewable Subscription").
        public var localizedDescription: String { rawValue }
    }

    /// The products with these identifiers: none in a render, which reaches no App Store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        if !identifiers.isEmpty {
            RuntimeWarning.emit("Product.products(for:) \(Array(identifiers)): Backplate reaches no App Store; no products are available")
        }
        return []
    }

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
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// The latest transaction for the product: nil in a render.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }
    /// The transaction that entitles the person to the product: nil in a render.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// A style that formats amounts in the product's currency (`price.formatted(product.priceFormatStyle)`).
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: currencyCode) }
    /// A style that formats a subscription period's unit ("month").
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { SubscriptionPeriod.Unit.FormatStyle() }
}
