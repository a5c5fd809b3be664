import Foundation

/// The person's Apple Music subscription, as capabilities. A render has no Apple Account:
/// `current` answers with every capability false (no subscription, no way to subscribe, no iCloud
/// Music Library), and `subscriptionUpdates` delivers that once and ends.
public struct MusicSubscription: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Whether the app may offer an Apple Music subscription (`musicSubscriptionOffer`): false.
    public let canBecomeSubscriber: Bool
    /// Whether a player can play catalog content: false.
    public let canPlayCatalogContent: Bool
    /// Whether the person's iCloud Music Library is on: false.
    public let hasCloudLibraryEnabled: Bool

    /// The subscription of a device with no Apple Account.
    static let signedOut = MusicSubscription(canBecomeSubscriber: false, canPlayCatalogContent: false, hasCloudLibraryEnabled: false)

    /// The current subscription: in a render, every capability false; it never throws there.
    public static var current: MusicSubscription {
        get async throws { signedOut }
    }

    /// The subscription's changes, starting with the current state: in a render, the all-false
    /// subscription once, then the sequence ends (nothing can change it).
    public static var subscriptionUpdates: MusicSubscription.Updates { Updates() }

    /// The three capabilities.
    public var description: String {
        "MusicSubscription(canPlayCatalogContent: \(canPlayCatalogContent), canBecomeSubscriber: \(canBecomeSubscriber), hasCloudLibraryEnabled: \(hasCloudLibraryEnabled))"
    }

    /// An asynchronous sequence of the subscription's states.
    public struct Updates: AsyncSequence, Sendable {
        /// Each element is the subscription's state.
        public typealias Element = MusicSubscription

        /// An iterator delivering the current state once.
        public func makeAsyncIterator() -> MusicSubscription.Updates.Iterator { Iterator() }

        /// The iterator of the subscription's states.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            private var delivered = false

            /// The all-false subscription the first time, then nil.
            public mutating func next() async -> MusicSubscription? {
                guard !delivered else { return nil }
                delivered = true
                return MusicSubscription.signedOut
            }
        }
    }

    /// An error reading the subscription (never thrown in a render, which answers all false).
    public enum Error: Swift.Error, Equatable, Hashable, Sendable, LocalizedError {
        /// The person has not consented to the app's access to their Apple Music data.
        case permissionDenied
        /// The person must acknowledge the latest privacy policy.
        case privacyAcknowledgementRequired
        /// An unknown error.
        case unknown

        /// A message saying what went wrong.
        public var errorDescription: String? {
            switch self {
            case .permissionDenied: "The app isn't allowed to access Apple Music."
            case .privacyAcknowledgementRequired: "The Apple Music privacy policy needs to be acknowledged."
            case .unknown: "An unknown Apple Music subscription error occurred."
            }
        }
    }
}
