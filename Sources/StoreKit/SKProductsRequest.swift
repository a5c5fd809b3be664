import BackplateCore
import Foundation

/// What a products request tells its delegate: the response (required), then, as any request,
/// `requestDidFinish(_:)`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:).")
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    /// The App Store answered: the products found and the identifiers it does not know.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:).")
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request for the App Store's details of products, by identifier:
/// `let request = SKProductsRequest(productIdentifiers: ["pro"]); request.delegate = self; request.start()`.
/// A render reaches no App Store and has no StoreKit configuration: after a runtime warning,
/// the delegate gets, asynchronously on the main queue, `productsRequest(_:didReceive:)` with
/// no products and every identifier in `invalidProductIdentifiers` (sorted), then
/// `requestDidFinish(_:)`: what the App Store answers for identifiers it does not know, and
/// what `Product.products(for:)` answers (no products, no error).
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.products(for:).")
open class SKProductsRequest: SKRequest {
    private let identifiers: Set<String>

    /// A request for no products (it answers with an empty response).
    public override convenience init() { self.init(productIdentifiers: []) }

    /// A request for the products with these identifiers.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.products(for:).")
    public init(productIdentifiers: Set<String>) {
        identifiers = productIdentifiers
        super.init()
    }

    /// The object told of the response and of how the request ended (not retained).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.products(for:).")
    open var delegate: (any SKProductsRequestDelegate)? {
        get { delegateReference.object as? any SKProductsRequestDelegate }
        set { delegateReference = WeakReference(object: newValue) }
    }

    override func warnOnStart() {
        guard !identifiers.isEmpty else { return }
        RuntimeWarning.emit("StoreKit: SKProductsRequest for \(identifiers.sorted()) finds no products: a render reaches no App Store, so every identifier is invalid")
    }

    override func answer() {
        let response = SKProductsResponse(products: [], invalidProductIdentifiers: identifiers.sorted())
        delegate?.productsRequest(self, didReceive: response)
        delegateReference.object?.requestDidFinish(self)
    }
}

/// The App Store's answer to a products request. In a render it lists no products, and every
/// identifier asked for is invalid.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:).")
open class SKProductsResponse: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    private let storedProducts: [SKProduct]
    private let storedInvalidIdentifiers: [String]

    /// An empty response (what test doubles subclass).
    public override init() {
        storedProducts = []
        storedInvalidIdentifiers = []
        super.init()
    }

    /// A response with these products and unknown identifiers.
    init(products: [SKProduct], invalidProductIdentifiers: [String]) {
        storedProducts = products
        storedInvalidIdentifiers = invalidProductIdentifiers
        super.init()
    }

    /// The products found: none in a render.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:).")
    open var products: [SKProduct] { storedProducts }

    /// The identifiers the App Store does not know: in a render, every one asked for.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Get products using Product.products(for:).")
    open var invalidProductIdentifiers: [String] { storedInvalidIdentifiers }
}
