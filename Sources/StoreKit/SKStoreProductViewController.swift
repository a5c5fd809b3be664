import BackplateCore
import Foundation

/// The App Store's product page, shown inside the app (`loadProduct(withParameters:)`, then
/// `present(_:animated:)`), as a stand-in that is kept and not drawn. A render reaches no App
/// Store: loading fails, after a runtime warning, with `false` and `SKError(.unknown)` on the
/// main queue, as when the App Store cannot be reached; the delegate is never told the person
/// closed the page (no one can, in a render).
open class SKStoreProductViewController: UIViewController {
    /// The object told when the person closes the page (not retained; never told in a render).
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?
    /// The parameters of the last product asked for (Backplate's, for tests and tools).
    package private(set) var loadedParameters: [String: Any] = [:]

    /// Loads the product that `parameters` names (`SKStoreProductParameterITunesItemIdentifier`...).
    /// In a render `block` gets `false` and `SKError(.unknown)`, asynchronously on the main queue.
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) {
        startLoading(parameters)
        guard let block else { return }
        deliverOnMainQueue(block) { block in block(false, SKError(.unknown)) }
    }

    /// Loads the product that `parameters` names: throws `SKError(.unknown)` in a render.
    open func loadProduct(withParameters parameters: [String: Any]) async throws -> Bool {
        startLoading(parameters)
        throw SKError(.unknown)
    }

    /// Keeps `parameters` and warns that the page does not load.
    private func startLoading(_ parameters: [String: Any]) {
        loadedParameters = parameters
        let item = parameters[SKStoreProductParameterITunesItemIdentifier].map { " for \($0)" } ?? ""
        RuntimeWarning.emit("StoreKit: SKStoreProductViewController.loadProduct(withParameters:)\(item) fails with SKError.unknown: a render reaches no App Store; the page is not drawn")
    }
}

/// What a product page tells the app: that the person closed it (optional; never in a render).
public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    /// The person closed the page; the app dismisses it.
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    /// Nothing to do by default.
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

/// The key of the App Store identifier (an `NSNumber` or `String`) of the app or media to show.
public let SKStoreProductParameterITunesItemIdentifier = "id"
/// The key of the in-app purchase's product identifier to promote on the page.
@available(iOS 11.0, *)
public let SKStoreProductParameterProductIdentifier = "SKStoreProductParameterProductIdentifier"
/// The key of the custom product page to show.
@available(iOS 15.0, *)
public let SKStoreProductParameterCustomProductPageIdentifier = "SKStoreProductParameterCustomProductPageIdentifier"
/// The key of the affiliate token.
@available(iOS 8.0, *)
public let SKStoreProductParameterAffiliateToken = "at"
/// The key of the App Analytics campaign token.
@available(iOS 8.0, *)
public let SKStoreProductParameterCampaignToken = "ct"
/// The key of the provider token of the developer of the app shown.
@available(iOS 8.3, *)
public let SKStoreProductParameterProviderToken = "pt"
/// The key of the advertising partner token.
@available(iOS 9.3, *)
public let SKStoreProductParameterAdvertisingPartnerToken = "advp"
