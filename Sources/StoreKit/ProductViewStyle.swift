import BackplateCore
import Foundation

// `ProductView`'s styles, as StoreKit declares them: a style makes a view from a
// `ProductViewStyleConfiguration`. A render reaches no App Store, so the configuration a style
// receives is always in the `.loading` state with no product; a custom style draws whatever
// its `.loading` branch draws, and the built-in styles draw the loading placeholder.

extension Product {
    /// The state of a task that loads a product in the background, as a custom
    /// `ProductViewStyle` receives it. A render is always `.loading`.
    public enum TaskState: Sendable {
        /// The task is loading the product in the background.
        case loading
        /// The task successfully loaded the product.
        case success(Product)
        /// The product is unavailable in the current storefront.
        case unavailable
        /// The task failed with an error.
        case failure(any Error)

        /// The product value if the task was successful.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }
}

/// The properties of an in-app purchase product for custom product view styles, as StoreKit's
/// `ProductViewStyleConfiguration`. In a render the product is still loading: `state` is
/// `.loading`, `product` is `nil` and `hasCurrentEntitlement` is `false`.
public struct ProductViewStyleConfiguration {
    /// The identifier of the product the view merchandises (not public in StoreKit either).
    let productID: Product.ID
    /// The product task state that indicates the product's loading phase.
    public let state: Product.TaskState
    /// Whether an in-app purchase transaction exists for the product.
    public let hasCurrentEntitlement: Bool
    /// A decorative view for merchandising the product: the view's placeholder icon while it
    /// loads, if it has one, else nothing.
    public let icon: Icon
    /// The visibility of the product's description, set by `productDescription(_:)`.
    public let descriptionVisibility: Visibility

    /// The product to merchandise, once loaded (never, in a render).
    public var product: Product? { state.product }

    /// Starts a purchase of the product: nothing happens in a render, which has no App Store.
    public func purchase() {}

    /// The type-erased icon of a product view.
    public struct Icon: View {
        let view: AnyView?
        /// The icon, or nothing when the product view has none.
        public var body: some View { view }
    }
}

/// How a `ProductView` lays out its product, as StoreKit's `ProductViewStyle`. Conform to it
/// and set it with `productViewStyle(_:)`; `makeBody(configuration:)` receives the loading
/// state in a render.
@MainActor @preconcurrency
public protocol ProductViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the product view.
    typealias Configuration = ProductViewStyleConfiguration
    /// Makes the view of a product view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The loading placeholder iOS draws in a product view's compact layout: the placeholder icon
/// (or a rounded grey square), two grey bars where the name and description go, and a grey
/// capsule where the buy button goes.
/// **Estimated, not measured:** the 50-point icon square with a 10-point corner radius, the
/// bars' widths (120 and 180 points) and heights (17 and 13 points), the 72 × 30 button
/// capsule, the fill (`.fill.tertiary`, tertiarySystemFill) and the 12-point spacing.
struct ProductViewLoadingPlaceholder: View {
    let icon: ProductViewStyleConfiguration.Icon

    var body: some View {
        HStack(spacing: 12) {
            if icon.view != nil {
                icon.frame(width: 50, height: 50)
            } else {
                RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.fill.tertiary).frame(width: 50, height: 50)
            }
            VStack(alignment: .leading, spacing: 6) {
                Capsule().fill(.fill.tertiary).frame(width: 120, height: 17)
                Capsule().fill(.fill.tertiary).frame(width: 180, height: 13)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Capsule().fill(.fill.tertiary).frame(width: 72, height: 30)
        }
        .accessibilityLabel(Text(verbatim: "Loading"))
    }
}

/// The platform's choice of product view style: the loading placeholder in a render.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}
    /// The loading placeholder.
    public func makeBody(configuration: Configuration) -> some View { ProductViewLoadingPlaceholder(icon: configuration.icon) }
}
/// A compact row: the loading placeholder in a render.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}
    /// The loading placeholder.
    public func makeBody(configuration: Configuration) -> some View { ProductViewLoadingPlaceholder(icon: configuration.icon) }
}
/// The regular layout: the loading placeholder in a render.
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}
    /// The loading placeholder.
    public func makeBody(configuration: Configuration) -> some View { ProductViewLoadingPlaceholder(icon: configuration.icon) }
}
/// A large layout with a promotional image: the loading placeholder in a render.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}
    /// The loading placeholder.
    public func makeBody(configuration: Configuration) -> some View { ProductViewLoadingPlaceholder(icon: configuration.icon) }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    /// A compact row.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    /// The regular layout.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A large layout.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

extension ProductView where Icon == ProductViewStyleConfiguration.Icon, PlaceholderIcon == ProductViewStyleConfiguration.Icon {
    /// A product view drawn from a style's configuration, as a custom style does to wrap a
    /// standard one: `ProductView(configuration).productViewStyle(.compact)`. Inside a custom
    /// style's body, a product view with no style of its own draws the automatic style.
    public init(_ configuration: ProductViewStyleConfiguration) {
        productID = configuration.productID
        placeholderIcon = configuration.icon.view == nil ? nil : configuration.icon
    }
}

struct ProductViewStyleBox {
    let makeBody: @MainActor (ProductViewStyleConfiguration) -> AnyView
}

private struct ProductViewStyleKey: EnvironmentKey {
    static var defaultValue: ProductViewStyleBox? { nil }
}

private struct ProductDescriptionVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    var productViewStyleBox: ProductViewStyleBox? {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
    var productDescriptionVisibility: Visibility {
        get { self[ProductDescriptionVisibilityKey.self] }
        set { self[ProductDescriptionVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Draws the `ProductView`s inside this view with `style`: its `makeBody(configuration:)`
    /// gets the `.loading` state in a render.
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        environment(\.productViewStyleBox, ProductViewStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Sets whether product views show their product's description; a custom style reads it
    /// as `configuration.descriptionVisibility`.
    public func productDescription(_ visibility: Visibility) -> some View {
        environment(\.productDescriptionVisibility, visibility)
    }
}
