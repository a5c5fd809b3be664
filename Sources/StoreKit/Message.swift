import BackplateCore
import Foundation

/// A message the App Store asks the app to show (billing issue, price increase). A render has
/// none: `messages` ends at once.
public struct Message: Hashable, Sendable {
    /// Why the App Store sends the message.
    public let reason: Reason

    /// Why the App Store sends a message.
    public struct Reason: RawRepresentable, Equatable, Hashable, Sendable {
        /// The reason's code.
        public let rawValue: Int
        /// A reason from its code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A general message.
        public static let generic = Reason(rawValue: 0)
        /// A subscription's price rises and needs consent.
        public static let priceIncreaseConsent = Reason(rawValue: 1)
        /// A subscription's payment failed.
        public static let billingIssue = Reason(rawValue: 2)
        /// The reason in English.
        public var localizedDescription: String {
            switch rawValue {
            case 1: "Price Increase Consent"
            case 2: "Billing Issue"
            default: "Generic"
            }
        }
    }

    /// Messages to show: an empty sequence in a render.
    public static var messages: Messages { Messages() }

    /// A sequence of App Store messages; in a render it ends before its first element.
    public struct Messages: AsyncSequence, Sendable {
        /// A message.
        public typealias Element = Message
        /// The iterator, which has nothing to give.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// nil: a render gets no messages.
            public mutating func next() async -> Messages.Element? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// Shows an App Store message: `@Environment(\.displayStoreKitMessage) var displayStoreKitMessage`.
/// A render shows no sheet: calling it does nothing.
public struct DisplayMessageAction: Sendable {
    /// Shows the message (nothing is shown in a render).
    public func callAsFunction(_ message: Message) throws {}
}

/// Buys a product from a view: `@Environment(\.purchase) var purchase`, then
/// `try await purchase(product)`. A render reaches no App Store: it returns `.userCancelled`.
public struct PurchaseAction: Sendable {
    /// Buys the product: `.userCancelled` in a render.
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

private struct DisplayMessageActionKey: EnvironmentKey {
    static let defaultValue = DisplayMessageAction()
}

private struct PurchaseActionKey: EnvironmentKey {
    static let defaultValue = PurchaseAction()
}

extension EnvironmentValues {
    /// The action that shows an App Store message.
    public var displayStoreKitMessage: DisplayMessageAction { self[DisplayMessageActionKey.self] }
    /// The action that buys a product.
    public var purchase: PurchaseAction { self[PurchaseActionKey.self] }
}

/// A purchase the person started on the App Store (a promoted in-app purchase). A render has
/// none: `intents` ends at once.
public struct PurchaseIntent: Equatable, Hashable, Sendable {
    /// The product the person wants to buy.
    public let product: Product

    /// Purchase intents: an empty sequence in a render.
    public static var intents: PurchaseIntents { PurchaseIntents() }

    /// A sequence of purchase intents; in a render it ends before its first element.
    public struct PurchaseIntents: AsyncSequence, Sendable {
        /// A purchase intent.
        public typealias Element = PurchaseIntent
        /// The iterator, which has nothing to give.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// nil: a render gets no intents.
            public mutating func next() async -> PurchaseIntents.Element? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
