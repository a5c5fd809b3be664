import BackplateCore
import BackplateUIKit
import Foundation

/// Told what happens on a payment sheet a `PKPaymentAuthorizationController` presents. Only
/// `paymentAuthorizationControllerDidFinish(_:)` is required. A render presents no sheet, so
/// no method is ever called.
public protocol PKPaymentAuthorizationControllerDelegate: NSObjectProtocol {
    /// The sheet was dismissed or finished: the app dismisses the controller.
    @MainActor func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    /// The person authorized the payment: the app processes it and calls `completion`.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                                   handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
    /// The person authorized the payment (before iOS 11): the app calls `completion` with a status.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                                   completion: @escaping @Sendable (PKPaymentAuthorizationStatus) -> Void)
    /// The person is about to authorize the payment (Face ID or Touch ID is starting).
    @MainActor func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController)
    /// The sheet needs a merchant session.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController,
                                                   didRequestMerchantSessionUpdate handler: @escaping (PKPaymentRequestMerchantSessionUpdate) -> Void)
    /// The person entered a coupon code.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
                                                   handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void)
    /// The person chose a shipping method.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
                                                   handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void)
    /// The person chose a shipping contact (its address is redacted until authorization).
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
                                                   handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void)
    /// The person chose a card.
    @MainActor func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
                                                   handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void)
    /// The window to present the sheet over (`nil`: the app's key window).
    @MainActor func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow?
}

extension PKPaymentAuthorizationControllerDelegate {
    /// Answers a failure with no errors.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                               handler completion: @escaping (PKPaymentAuthorizationResult) -> Void) {
        completion(PKPaymentAuthorizationResult(status: .failure, errors: nil))
    }
    /// Answers a failure.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
                                               completion: @escaping @Sendable (PKPaymentAuthorizationStatus) -> Void) {
        completion(.failure)
    }
    /// Does nothing.
    public func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController) {}
    /// Answers a failed update with no session.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController,
                                               didRequestMerchantSessionUpdate handler: @escaping (PKPaymentRequestMerchantSessionUpdate) -> Void) {
        handler(PKPaymentRequestMerchantSessionUpdate(status: .failure, merchantSession: nil))
    }
    /// Answers the request's items unchanged.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didChangeCouponCode couponCode: String,
                                               handler completion: @escaping (PKPaymentRequestCouponCodeUpdate) -> Void) {
        completion(PKPaymentRequestCouponCodeUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers the request's items unchanged.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
                                               handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void) {
        completion(PKPaymentRequestShippingMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers the request's items unchanged.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
                                               handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void) {
        completion(PKPaymentRequestShippingContactUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers the request's items unchanged.
    public func paymentAuthorizationController(_ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
                                               handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void) {
        completion(PKPaymentRequestPaymentMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// No window: the app's key window.
    public func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow? { nil }
}

/// Presents the Apple Pay payment sheet without a view controller (any app, widget or
/// extension). Answers as an Apple Pay-capable iPhone with an empty Wallet:
/// `canMakePayments()` is `true` (the device supports Apple Pay, as the iOS Simulator answers),
/// `canMakePayments(usingNetworks:)` is `false` (no card is added), and `present` shows no
/// sheet: its completion gets `false` at once and the delegate is never called.
open class PKPaymentAuthorizationController: NSObject {
    /// Told what happens on the sheet (never, in a render).
    open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
    /// The request the sheet would show.
    let paymentRequest: PKPaymentRequest

    /// A controller for `request`.
    public init(paymentRequest request: PKPaymentRequest) {
        paymentRequest = request
        super.init()
    }

    /// Whether the device supports Apple Pay and no restriction forbids it: `true` in a render,
    /// as on an Apple Pay-capable iPhone and on the iOS Simulator.
    open class func canMakePayments() -> Bool { RenderWallet.supportsPayments }

    /// Whether Wallet holds a card of one of `supportedNetworks`: `false` in a render, whose
    /// Wallet holds no card (apps show a "Set up" button then).
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool {
        RenderWallet.hasCards && !supportedNetworks.isEmpty
    }

    /// Whether Wallet holds a card of one of `supportedNetworks` with `capabilities`: `false` in
    /// a render, whose Wallet holds no card.
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities capabilties: PKMerchantCapability) -> Bool {
        canMakePayments(usingNetworks: supportedNetworks)
    }

    /// Whether the device can receive disbursements (instant payouts): `false`, no card is added.
    open class func supportsDisbursements() -> Bool { false }
    /// Whether the device can receive disbursements on `supportedNetworks`: `false`.
    open class func supportsDisbursements(using supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    /// Whether the device can receive disbursements on `supportedNetworks` with `capabilities`: `false`.
    open class func supportsDisbursements(using supportedNetworks: [PKPaymentNetwork], capabilities capabilties: PKMerchantCapability) -> Bool { false }

    /// Presents the payment sheet: a render shows none (its Wallet holds no card and no one can
    /// authorize), so `completion` gets `false` at once, on the calling thread, with a warning.
    open func present(completion: (@Sendable (Bool) -> Void)? = nil) {
        warnNoSheet("PKPaymentAuthorizationController.present")
        completion?(false)
    }

    /// Presents the payment sheet: returns `false` at once (no sheet shows in a render).
    open func present() async -> Bool {
        warnNoSheet("PKPaymentAuthorizationController.present")
        return false
    }

    /// Dismisses the sheet (none is up): `completion` runs at once, on the calling thread.
    open func dismiss(completion: (@Sendable () -> Void)? = nil) {
        completion?()
    }

    /// Dismisses the sheet (none is up): returns at once.
    open func dismiss() async {}
}

/// Warns that `what` shows no payment sheet in a render.
func warnNoSheet(_ what: String) {
    RuntimeWarning.emit("PassKit: \(what) shows no payment sheet: a render's Wallet holds no card and no one can authorize a payment, so it reports that nothing was presented")
}
