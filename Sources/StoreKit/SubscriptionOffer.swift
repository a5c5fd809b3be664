import BackplateCore
import Foundation

extension Product {
    /// A subscription offer (introductory or promotional) and its price and period. A render
    /// has no App Store, so products carry none.
    public struct SubscriptionOffer: Equatable, Hashable, Sendable {
        /// The offer's identifier (nil for an introductory offer).
        public let id: String?
        /// Introductory or promotional.
        public let type: OfferType
        /// The offer's price per period.
        public let price: Decimal
        /// The price formatted for display.
        public let displayPrice: String
        /// The length of one of the offer's periods.
        public let period: SubscriptionPeriod
        /// How many periods the offer lasts.
        public let periodCount: Int
        /// How the customer pays during the offer.
        public let paymentMode: PaymentMode

        /// The kind of subscription offer.
        public struct OfferType: RawRepresentable, Equatable, Hashable, Sendable {
            /// The kind's name.
            public let rawValue: String
            /// A kind from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An offer for new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// An offer for current or lapsed subscribers.
            public static let promotional = OfferType(rawValue: "promotional")
            /// The kind's name in English.
            public var localizedDescription: String {
                self == .introductory ? "Introductory Offer" : self == .promotional ? "Promotional Offer" : rawValue
            }
        }

        /// How a customer pays for a subscription offer.
        public struct PaymentMode: RawRepresentable, Equatable, Hashable, Sendable {
            /// The mode's name.
            public let rawValue: String
            /// A mode from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A discounted price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// One discounted price for all the periods, paid up front.
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
            /// Free for the offer's periods.
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// The mode's name in English.
            public var localizedDescription: String {
                switch rawValue {
                case "payAsYouGo": "Pay As You Go"
                case "payUpFront": "Pay Up Front"
                case "freeTrial": "Free Trial"
                default: rawValue
                }
            }
        }

        /// The signature your server makes for a promotional offer purchase.
        public struct Signature: Equatable, Hashable, Sendable {
            /// The identifier of the key that signed the offer.
            public var keyID: String
            /// A one-time value that guards against replay.
            public var nonce: UUID
            /// When the signature was made, in milliseconds since 1970.
            public var timestamp: Int
            /// The signature's bytes.
            public var signature: Data

            /// A signature from its parts.
            public init(keyID: String, nonce: UUID, timestamp: Int, signature: Data) {
                self.keyID = keyID
                self.nonce = nonce
                self.timestamp = timestamp
                self.signature = signature
            }
        }
    }
}
