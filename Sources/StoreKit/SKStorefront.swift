import Foundation

/// The App Store storefront (country or region) the person buys in, as the payment queue
/// reports it. A render has no App Store account, so `SKPaymentQueue.storefront` is nil and
/// no storefront ever changes; `SKStorefront()` (for test doubles) has empty values.
@available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront.")
open class SKStorefront: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its values are constants.
    private let values: (countryCode: String, identifier: String)

    /// A storefront with empty values (what test doubles subclass).
    public override init() {
        values = ("", "")
        super.init()
    }

    /// The storefront's country, as an ISO 3166-1 alpha-3 code ("USA").
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use 'Storefront.countryCode'.")
    open var countryCode: String { values.countryCode }

    /// The App Store's identifier for the storefront.
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use 'Storefront.id'.")
    open var identifier: String { values.identifier }
}
