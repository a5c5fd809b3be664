import BackplateCore
import Foundation

// StoreKit's SwiftUI views. A render reaches no App Store, so every product is still loading:
// the views draw iOS's loading placeholder, the first frame any device shows before the App
// Store answers (and the only one that does not depend on the store's data).

/// A view that merchandises one in-app purchase, as StoreKit's `ProductView`.
///
/// A render has no products, so the view hands its product view style the `.loading` state:
/// a custom `ProductViewStyle` draws its loading branch, and the built-in styles draw iOS's
/// loading placeholder in the compact layout (see `ProductViewLoadingPlaceholder`). A runtime
/// warning says no products are available.
@MainActor @preconcurrency
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    var productID: Product.ID = ""
    let placeholderIcon: PlaceholderIcon?

    @Environment(\.productViewStyleBox) var style
    @Environment(\.productDescriptionVisibility) var descriptionVisibility

    /// The product view style's body for the loading product (`.automatic`'s placeholder
    /// unless `productViewStyle(_:)` chose another).
    public var body: some View {
        RuntimeWarning.emit("ProductView(id: \"\(productID)\"): Backplate reaches no App Store; no products are available, "
                            + "so it draws its loading placeholder")
        let configuration = ProductViewStyleConfiguration(
            productID: productID, state: .loading, hasCurrentEntitlement: false,
            icon: ProductViewStyleConfiguration.Icon(view: placeholderIcon.map { AnyView($0) }),
            descriptionVisibility: descriptionVisibility)
        return Group {
            if let style {
                style.makeBody(configuration).environment(\.productViewStyleBox, nil)
            } else {
                ProductViewLoadingPlaceholder(icon: configuration.icon)
            }
        }
    }
}

/// What a product view's icon shows while and after its product loads: `.loading` in a
/// render, which reaches no App Store.
public enum ProductIconPhase: Sendable {
    /// The App Store's promotional image loaded.
    case success(Image)
    /// Loading the promotional image failed.
    case failure(any Error)
    /// The product has no promotional image.
    case unavailable
    /// The image is loading.
    case loading

    /// The promotional image, once loaded.
    public var promotionalIcon: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The icon a product view shows while its product loads when given none: the loading
/// placeholder's grey rounded square (`.fill.tertiary`, 50 points, 10-point corners; estimated).
public struct AutomaticProductPlaceholderIcon: View {
    /// The grey rounded square.
    public var body: some View {
        RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.fill.tertiary).frame(width: 50, height: 50)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A view that loads a product by identifier.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) { self.productID = productID; placeholderIcon = nil }
    /// A view of a product already loaded (drawn as loading: a render has none).
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) { productID = product.id; placeholderIcon = nil }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// A view that loads a product by identifier, with an icon once it has loaded (the
    /// automatic placeholder icon while it loads, what a render shows).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.productID = productID; placeholderIcon = nil }
    /// A view of a product already loaded, with an icon (drawn as loading: a render has none).
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { productID = product.id; placeholderIcon = nil }
    /// A view of a product already loaded, with an icon made from the promotional image's
    /// phase (drawn as loading, with the automatic placeholder icon: a render has no product).
    public init(_ product: Product, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon) { productID = product.id; placeholderIcon = nil }
}

extension ProductView {
    /// A view that loads a product by identifier, with an icon and a placeholder icon drawn
    /// while it loads (what a render shows).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
        self.placeholderIcon = placeholderIcon()
    }
    /// A view that loads a product by identifier, with an icon made from the promotional
    /// image's phase and a placeholder icon drawn while it loads (what a render shows).
    public init(id productID: Product.ID, @ViewBuilder icon: @escaping (ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
        self.placeholderIcon = placeholderIcon()
    }
}

/// A store of several in-app purchases, as StoreKit's `StoreView`: one loading `ProductView`
/// placeholder per product, in a scrolling column with 16-point margins and 20-point spacing
/// (estimated), with the placeholder icon given, if any. A runtime warning says no products
/// are available.
@MainActor @preconcurrency
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let productIDs: [Product.ID]
    var placeholderIcon: PlaceholderIcon?

    /// The loading placeholders.
    public var body: some View {
        RuntimeWarning.emit("StoreView(ids: \(productIDs)): Backplate reaches no App Store; no products are available, "
                            + "so it draws one loading placeholder per product")
        return ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<productIDs.count, id: \.self) { index in
                    ProductView<EmptyView, PlaceholderIcon>(productID: productIDs[index], placeholderIcon: placeholderIcon)
                }
            }
            .padding(16)
        }
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// A store that loads products by identifier.
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false) { self.productIDs = Array(productIDs) }
    /// A store of products already loaded (drawn as loading: a render has none).
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) { productIDs = products.map(\.id) }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// A store that loads products by identifier, with an icon per product once loaded.
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) { self.productIDs = Array(productIDs) }
    /// A store of products already loaded, with an icon per product.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon) { productIDs = products.map(\.id) }
    /// A store of products already loaded, with an icon per product and promotional image phase.
    public init(products: some Collection<Product>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon) {
        productIDs = products.map(\.id)
    }
}

extension StoreView {
    /// A store that loads products by identifier, with an icon per product once loaded and a
    /// placeholder icon drawn while they load (what a render shows).
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false,
                @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productIDs = Array(productIDs)
        self.placeholderIcon = placeholderIcon()
    }
    /// A store that loads products by identifier, with an icon per product and promotional
    /// image phase and a placeholder icon drawn while they load (what a render shows).
    public init(ids productIDs: some Collection<Product.ID>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productIDs = Array(productIDs)
        self.placeholderIcon = placeholderIcon()
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
}
