import BackplateCore
import Foundation

/// A store for one group of auto-renewable subscriptions, as StoreKit's
/// `SubscriptionStoreView`: the marketing content at the top, and the subscription controls
/// at the bottom, which in a render (no App Store) show iOS's loading spinner, with a runtime
/// warning that no products are available.
@MainActor @preconcurrency
public struct SubscriptionStoreView<Content: View>: View {
    let marketingContent: Content
    let source: String

    /// The marketing content over the loading controls.
    public var body: some View {
        RuntimeWarning.emit("SubscriptionStoreView(\(source)): Backplate reaches no App Store; no products are available, "
                            + "so the subscription controls show their loading spinner")
        return VStack(spacing: 0) {
            ScrollView {
                marketingContent.frame(maxWidth: .infinity)
            }
            .backgroundPreferenceValue(OtherContainerBackgroundKey.self) { Self.background($0["subscriptionStoreHeader"]) }
            ProgressView()
                .frame(maxWidth: .infinity)
                .padding(.vertical, 24)
        }
        .backgroundPreferenceValue(OtherContainerBackgroundKey.self) { values in
            Self.background(values["subscriptionStoreFullHeight"] ?? values["subscriptionStore"])
        }
    }

    /// A `containerBackground(_:for:)` of a subscription store placement: its view or style.
    @ViewBuilder nonisolated static func background(_ background: WidgetContainerBackground?) -> some View {
        if let view = background?.view {
            view.0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: view.1)
        } else if let style = background?.style {
            Rectangle().fill(style)
        }
    }
}

extension ContainerBackgroundPlacement {
    /// The subscription store's automatic placement: on an iPhone, its full height.
    public static var subscriptionStore: ContainerBackgroundPlacement { .init(_containerNamed: "subscriptionStore") }
    /// The full height of a subscription store, behind its marketing content and controls.
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { .init(_containerNamed: "subscriptionStoreFullHeight") }
    /// The header of a subscription store: behind its marketing content only.
    public static var subscriptionStoreHeader: ContainerBackgroundPlacement { .init(_containerNamed: "subscriptionStoreHeader") }
}

/// The marketing content StoreKit draws from the App Store's metadata when a subscription
/// store has none of its own: nothing in a render, which has no App Store.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    /// Nothing.
    public var body: some View { EmptyView() }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    /// A store for a subscription group, with automatic marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
        source = "groupID: \"\(groupID)\""
    }
    /// A store for these subscriptions, with automatic marketing content.
    public init(productIDs: some Collection<Product.ID>) {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
        source = "productIDs: \(Array(productIDs))"
    }
    /// A store for these loaded subscriptions, with automatic marketing content.
    public init(subscriptions: some Collection<Product>) {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
        source = "subscriptions: \(subscriptions.map(\.id))"
    }
}

extension SubscriptionStoreView {
    /// A store for a subscription group, with marketing content above the controls.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        source = "groupID: \"\(groupID)\""
    }
    /// A store for these subscriptions, with marketing content above the controls.
    public init(productIDs: some Collection<Product.ID>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        source = "productIDs: \(Array(productIDs))"
    }
    /// A store for these loaded subscriptions, with marketing content above the controls.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
        source = "subscriptions: \(subscriptions.map(\.id))"
    }
}

extension Product {
    /// Which subscriptions a subscriber sees in a subscription store: an option set, so
    /// `[.upgrade, .current]` shows both.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        /// The relationships' bits.
        public let rawValue: Int
        /// Relationships from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Higher levels of service.
        public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
        /// Lower levels of service.
        public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
        /// The same level, another period.
        public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
        /// The current subscription.
        public static let current = SubscriptionRelationship(rawValue: 1 << 3)
        /// Every option in the group.
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
