import BackplateCore
import Foundation

/// The App Store's app-wide requests. A render reaches no App Store: payments are not
/// possible and there is nothing to sync.
public enum AppStore {
    /// Syncs purchases with the App Store (nothing to sync in a render).
    public static func sync() async throws {}
    /// Whether the person may pay: true, as on an iPhone without Screen Time purchase limits
    /// (no product ever loads in a render, so nothing can be bought).
    public static var canMakePayments: Bool { true }
    /// The device's identifier for verifying signed values: nil in a render.
    public static var deviceVerificationID: UUID? { nil }

    /// The server environment that signed a value.
    public struct Environment: RawRepresentable, Equatable, Hashable, Sendable {
        /// The environment's name.
        public let rawValue: String
        /// An environment from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox.
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Xcode's StoreKit testing.
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// The App Store country or region the person buys in. A render has no App Store account:
/// `current` is nil and `updates` ends at once.
public struct Storefront: Identifiable, Equatable, Hashable, Sendable {
    /// The storefront's App Store identifier.
    public let id: String
    /// The country's three-letter ISO 3166-1 alpha-3 code ("USA").
    public let countryCode: String
    /// The storefront's currency.
    public let currency: Locale.Currency?

    /// The person's storefront: nil in a render.
    public static var current: Storefront? {
        get async { nil }
    }
    /// Storefront changes: an empty sequence in a render.
    public static var updates: Storefronts { Storefronts() }

    /// A sequence of storefront changes; in a render it ends before its first element.
    public struct Storefronts: AsyncSequence, Sendable {
        /// A storefront.
        public typealias Element = Storefront
        /// The iterator, which has nothing to give.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// nil: a render's storefront never changes.
            public mutating func next() async -> Storefront? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
