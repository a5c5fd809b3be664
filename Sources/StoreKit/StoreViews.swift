import BackplateCore
import Foundation

// StoreKit's SwiftUI views. A render reaches no App Store, so every product is still loading:
// the views draw iOS's loading placeholder, the first frame any device shows before the App
// Store answers (and the only one that does not depend on the store's data).

/// A view that merchandises one in-app purchase, as StoreKit's `ProductView`.
///
/// A render has no products, so the view hands its product view style the `.loading` state:
/// a custom `ProductViewStyle` draws its loading branch, and the built-in styles draw iOS's
/// loading placeholder in the compact layout (see `ProductViewLoadingPlaceholder`).
@MainActor @preconcurrency
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    var productID: Product.ID = ""
    let placeholderIcon: PlaceholderIcon?

    @Environment(\.productViewStyleBox) var style
    @Environment(\.productDescriptionVisibility) var descriptionVisibility

    /// The product view style's body for the loading product (`.automatic`'s placeholder
    /// unless `productViewStyle(_:)` chose another).
    public var body: some View {
        let configuration = ProductViewStyleConfiguration(
            productID: productID, state: .loading, hasCurrentEntitlement: false,
            icon: ProductViewStyleConfiguration.Icon(view: placeholderIcon.map { AnyView($0) }),
            descriptionVisibility: descriptionVisibility)
        if let style {
            style.makeBody(configuration).environment(\.productViewStyleBox, nil)
        } else {
            ProductViewLoadingPlaceholder(icon: configuration.icon)
        }
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view that loads a product by identifier.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) { self.productID = productID; placeholderIcon = nil }
    /// A view of a product already loaded (drawn as loading: a render has none).
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) { productID = product.id; placeholderIcon = nil }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// A view that loads a product by identifier, with an icon once it has loaded.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.productID = productID; placeholderIcon = nil }
    /// A view of a product already loaded, with an icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { productID = product.id; placeholderIcon = nil }
}

extension ProductView {
    /// A view that loads a product by identifier, with an icon and a placeholder icon drawn
    /// while it loads (what a render shows).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
        self.placeholderIcon = placeholderIcon()
    }
}

/// A store of several in-app purchases, as StoreKit's `StoreView`: one loading `ProductView`
/// placeholder per product identifier, in a scrolling column with 16-point margins and
/// 20-point spacing (estimated).
@MainActor @preconcurrency
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let count: Int

    /// The loading placeholders.
    public var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<count, id: \.self) { _ in
                    ProductView<EmptyView, EmptyView>(placeholderIcon: nil)
                }
            }
            .padding(16)
        }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A store that loads products by identifier.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) { count = productIDs.count }
    /// A store of products already loaded.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) { count = products.count }
}

extension StoreView where PlaceholderIcon == EmptyView {
    /// A store that loads products by identifier, with an icon per product.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) { count = productIDs.count }
}

/// A store for one group of auto-renewable subscriptions, as StoreKit's
/// `SubscriptionStoreView`: the marketing content at the top, and the subscription controls
/// at the bottom, which in a render (no App Store) show iOS's loading spinner.
@MainActor @preconcurrency
public struct SubscriptionStoreView<Content: View>: View {
    let marketingContent: Content

    /// The marketing content over the loading controls.
    public var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                marketingContent.frame(maxWidth: .infinity)
            }
            ProgressView()
                .frame(maxWidth: .infinity)
                .padding(.vertical, 24)
        }
    }
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
    }
    /// A store for these subscriptions, with automatic marketing content.
    public init(productIDs: some Collection<String>) {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }
}

extension SubscriptionStoreView {
    /// A store for a subscription group, with marketing content above the controls.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    /// A store for these subscriptions, with marketing content above the controls.
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    /// A store for these loaded subscriptions, with marketing content above the controls.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
}

extension Product {
    /// Which subscriptions a subscriber sees in a subscription store.
    public struct SubscriptionRelationship: Hashable, Sendable {
        let rawValue: Int
        /// Every option in the group.
        public static let all = SubscriptionRelationship(rawValue: 0)
        /// Higher levels of service.
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        /// Lower levels of service.
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        /// The same level, another period.
        public static let crossgrade = SubscriptionRelationship(rawValue: 3)
        /// The current subscription.
        public static let current = SubscriptionRelationship(rawValue: 4)
    }
}

/// A button a store view can show.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// Cancels (dismisses) the store.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restores purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Redeems an offer code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Signs in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// Shows the policies.
    public static let policies = StoreButtonKind(name: "policies")
}

extension View {
    /// Shows or hides store buttons (recorded nowhere: a loading store draws no buttons).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    /// Draws a border around product icons (no icon is loaded in a render).
    public func productIconBorder() -> some View { self }
    /// Runs an action when a purchase completes: never, in a render.
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void) -> some View { self }
    /// Runs an action when a purchase starts: never, in a render.
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }
}

/// How a `SubscriptionStoreView` draws its subscription controls (a loading spinner in a
/// render, whatever the style).
public protocol SubscriptionStoreControlStyle {}
/// The platform's choice.
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
/// A picker of options with one subscribe button.
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
/// One button per option.
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
/// A prominent picker.
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    /// The platform's choice.
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    /// A picker with one subscribe button.
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    /// One button per option.
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}
extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    /// A prominent picker.
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { ProminentPickerSubscriptionStoreControlStyle() }
}

extension View {
    /// Sets the subscription controls' style (a render draws the loading spinner whatever the style).
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }
}
