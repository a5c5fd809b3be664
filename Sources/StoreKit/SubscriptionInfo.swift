import BackplateCore
import Foundation

extension Product {
    /// An auto-renewable subscription's group, period and offers. A render has no App Store,
    /// so no product has one; the status queries answer with no statuses.
    public struct SubscriptionInfo: Equatable, Hashable, Sendable {
        /// The introductory offer, if the subscription has one.
        public let introductoryOffer: SubscriptionOffer?
        /// The promotional offers.
        public let promotionalOffers: [SubscriptionOffer]
        /// The subscription group's identifier.
        public let subscriptionGroupID: String
        /// The renewal period.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The level of service in the group (1 is the highest).
        public let groupLevel: Int
        /// The group's localized name.
        public let groupDisplayName: String

        /// Whether the person may get the introductory offer: false in a render, which has no
        /// App Store account to check.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }
        /// Whether the person may get a group's introductory offer: false in a render.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The statuses of the subscription's group: none in a render.
        public var status: [Status] {
            get async throws { [] }
        }
        /// The statuses of a subscription group: none in a render.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// The renewal state of a subscription.
        public struct RenewalState: RawRepresentable, Equatable, Hashable, Sendable {
            /// The state's code.
            public let rawValue: Int
            /// A state from its code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Expired.
            public static let expired = RenewalState(rawValue: 2)
            /// The App Store is retrying a failed payment.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// A failed payment's grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Refunded or revoked.
            public static let revoked = RenewalState(rawValue: 5)
            /// The state in English.
            public var localizedDescription: String {
                switch rawValue {
                case 1: "Subscribed"
                case 2: "Expired"
                case 3: "In Billing Retry Period"
                case 4: "In Grace Period"
                case 5: "Revoked"
                default: "Unknown"
                }
            }
        }

        /// A subscription's state with its latest transaction and renewal info.
        public struct Status: Equatable, Hashable, Sendable {
            /// The renewal state.
            public let state: RenewalState
            /// The latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// The renewal info.
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Status changes: an empty sequence in a render.
            public static var updates: Statuses { Statuses() }
            /// Every group's statuses: a stream that finishes at once in a render.
            public static var all: AsyncStream<(groupID: String, statuses: [Status])> { AsyncStream { $0.finish() } }

            /// A sequence of subscription statuses; in a render it ends before its first element.
            public struct Statuses: AsyncSequence, Sendable {
                /// A status.
                public typealias Element = Status
                /// The iterator, which has nothing to give.
                public struct AsyncIterator: AsyncIteratorProtocol {
                    /// nil: a render has no subscriptions.
                    public mutating func next() async -> Statuses.Element? { nil }
                }
                /// An iterator that ends at once.
                public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
            }
        }
    }
}
