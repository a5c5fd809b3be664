import BackplateCore
import Foundation

extension Product.SubscriptionInfo {
    /// A subscription's renewal details, signed by the App Store. A render has no
    /// subscriptions, so only code makes one.
    public struct RenewalInfo: Equatable, Hashable, Sendable {
        /// The renewal info's JSON.
        public let jsonRepresentation: Data
        /// The original purchase's transaction identifier.
        public let originalTransactionID: UInt64
        /// The product now subscribed to.
        public let currentProductID: String
        /// Whether the subscription renews.
        public let willAutoRenew: Bool
        /// The product it renews to.
        public let autoRenewPreference: String?
        /// Why it expired, if it did.
        public let expirationReason: ExpirationReason?
        /// Whether a price increase awaits consent.
        public let priceIncreaseStatus: PriceIncreaseStatus
        /// Whether the App Store is retrying a failed payment.
        public let isInBillingRetry: Bool
        /// When the billing grace period ends.
        public let gracePeriodExpirationDate: Date?
        /// The offer applied at renewal.
        public let offerID: String?
        /// The kind of offer applied at renewal.
        public let offerType: Transaction.OfferType?
        /// The environment that signed it.
        public let environment: AppStore.Environment
        /// When the current run of renewals started.
        public let recentSubscriptionStartDate: Date
        /// When it renews next.
        public let renewalDate: Date?
        /// The device verification data.
        public let deviceVerification: Data
        /// The nonce of the device verification.
        public let deviceVerificationNonce: UUID
        /// When the App Store signed it.
        public let signedDate: Date

        /// Why a subscription expired.
        public struct ExpirationReason: RawRepresentable, Equatable, Hashable, Sendable {
            /// The reason's code.
            public let rawValue: Int
            /// A reason from its code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The person turned renewal off.
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            /// Payment failed.
            public static let billingError = ExpirationReason(rawValue: 2)
            /// The person did not agree to a price increase.
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            /// The product was not available at renewal.
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            /// Unknown.
            public static let unknown = ExpirationReason(rawValue: 5)
            /// The reason in English.
            public var localizedDescription: String {
                switch rawValue {
                case 1: "Auto-Renew Disabled"
                case 2: "Billing Error"
                case 3: "Did Not Consent to Price Increase"
                case 4: "Product Unavailable"
                default: "Unknown"
                }
            }
        }

        /// Whether a price increase awaits the person's consent.
        public enum PriceIncreaseStatus: Equatable, Hashable, Sendable {
            /// No increase is pending.
            case noIncreasePending
            /// An increase awaits consent.
            case pending
            /// The person agreed.
            case agreed
            /// The status in English.
            public var localizedDescription: String {
                switch self {
                case .noIncreasePending: "No Increase Pending"
                case .pending: "Pending"
                case .agreed: "Agreed"
                }
            }
        }
    }
}

extension Product.SubscriptionInfo.RenewalInfo: SignedPayload {}
