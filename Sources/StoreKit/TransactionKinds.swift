import BackplateCore
import Foundation

extension Transaction {
    /// Why a transaction happened: a purchase or a renewal.
    public struct Reason: RawRepresentable, Equatable, Hashable, Sendable {
        /// The reason's name.
        public let rawValue: String
        /// A reason from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person bought the product.
        public static let purchase = Reason(rawValue: "PURCHASE")
        /// A subscription renewed.
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// Why the App Store revoked a transaction.
    public struct RevocationReason: RawRepresentable, Equatable, Hashable, Sendable {
        /// The reason's code.
        public let rawValue: Int
        /// A reason from its code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Refunded for an issue in the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Refunded for another reason.
        public static let other = RevocationReason(rawValue: 0)
        /// The reason in English.
        public var localizedDescription: String { rawValue == 1 ? "Developer Issue" : "Other" }
    }

    /// The kind of offer a transaction used.
    public struct OfferType: RawRepresentable, Equatable, Hashable, Sendable {
        /// The kind's code.
        public let rawValue: Int
        /// A kind from its code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An introductory offer.
        public static let introductory = OfferType(rawValue: 1)
        /// A promotional offer.
        public static let promotional = OfferType(rawValue: 2)
        /// An offer code.
        public static let code = OfferType(rawValue: 3)
        /// The kind in English.
        public var localizedDescription: String {
            switch rawValue {
            case 1: "Introductory Offer"
            case 2: "Promotional Offer"
            case 3: "Offer Code"
            default: "Offer"
            }
        }
    }

    /// Whether the person bought the product or has it through Family Sharing.
    public struct OwnershipType: RawRepresentable, Equatable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought by the person.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// Shared by a family member.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
        /// The type in English.
        public var localizedDescription: String { self == .familyShared ? "Family Shared" : "Purchased" }
    }

    /// The offer a transaction used.
    public struct Offer: Equatable, Hashable, Sendable {
        /// The offer's identifier.
        public let id: String?
        /// The kind of offer.
        public let type: OfferType
        /// How the person paid during the offer.
        public let paymentMode: PaymentMode?

        /// How the person paid during an offer.
        public struct PaymentMode: RawRepresentable, Equatable, Hashable, Sendable {
            /// The mode's name.
            public let rawValue: String
            /// A mode from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free for the offer's periods.
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            /// A discounted price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            /// One discounted price, paid up front.
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }
    }

    /// Why a refund request failed.
    public enum RefundRequestError: Error, LocalizedError, Equatable, Hashable, Sendable {
        /// A refund was already requested.
        case duplicateRequest
        /// The request failed.
        case failed

        /// What went wrong, in English.
        public var errorDescription: String? {
            self == .duplicateRequest ? "A refund has already been requested." : "The refund request failed."
        }
        /// Why it went wrong (none given).
        public var failureReason: String? { nil }
        /// What to do (none given).
        public var recoverySuggestion: String? { nil }
    }

    /// How a refund request sheet ended.
    public enum RefundRequestStatus: Equatable, Hashable, Sendable {
        /// The request was sent.
        case success
        /// The person cancelled.
        case userCancelled
    }
}
