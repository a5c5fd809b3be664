import BackplateUIKit
import Foundation

/// Told what happens on a payment sheet a `PKPaymentAuthorizationViewController` shows. Only
/// `paymentAuthorizationViewControllerDidFinish(_:)` is required. A render makes no such
/// controller (its initializer returns `nil`), so no method is ever called.
public protocol PKPaymentAuthorizationViewControllerDelegate: NSObjectProtocol {
    /// The sheet was dismissed or finished: the app dismisses the controller.
    @MainActor func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
    /// The person authorized the payment: the app processes it and calls `completion`.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                       handler completion: @escaping @Sendable (PKPaymentAuthorizationResult) -> Void)
    /// The person authorized the payment (before iOS 11): the app calls `completion` with a status.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                       completion: @escaping @Sendable (PKPaymentAuthorizationStatus) -> Void)
    /// The person is about to authorize the payment.
    @MainActor func paymentAuthorizationViewControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationViewController)
    /// The sheet needs a merchant session.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController,
                                                       didRequestMerchantSessionUpdate handler: @escaping @Sendable (PKPaymentRequestMerchantSessionUpdate) -> Void)
    /// The person entered a coupon code.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didChangeCouponCode couponCode: String,
                                                       handler completion: @escaping @Sendable (PKPaymentRequestCouponCodeUpdate) -> Void)
    /// The person chose a shipping method.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelect shippingMethod: PKShippingMethod,
                                                       handler completion: @escaping @Sendable (PKPaymentRequestShippingMethodUpdate) -> Void)
    /// The person chose a shipping contact.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelectShippingContact contact: PKContact,
                                                       handler completion: @escaping @Sendable (PKPaymentRequestShippingContactUpdate) -> Void)
    /// The person chose a card.
    @MainActor func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelect paymentMethod: PKPaymentMethod,
                                                       handler completion: @escaping @Sendable (PKPaymentRequestPaymentMethodUpdate) -> Void)
}

extension PKPaymentAuthorizationViewControllerDelegate {
    /// Answers a failure with no errors.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                   handler completion: @escaping @Sendable (PKPaymentAuthorizationResult) -> Void) {
        completion(PKPaymentAuthorizationResult(status: .failure, errors: nil))
    }
    /// Answers a failure.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
                                                   completion: @escaping @Sendable (PKPaymentAuthorizationStatus) -> Void) {
        completion(.failure)
    }
    /// Does nothing.
    @MainActor public func paymentAuthorizationViewControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationViewController) {}
    /// Answers a failed update with no session.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController,
                                                   didRequestMerchantSessionUpdate handler: @escaping @Sendable (PKPaymentRequestMerchantSessionUpdate) -> Void) {
        handler(PKPaymentRequestMerchantSessionUpdate(status: .failure, merchantSession: nil))
    }
    /// Answers no change of items.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didChangeCouponCode couponCode: String,
                                                   handler completion: @escaping @Sendable (PKPaymentRequestCouponCodeUpdate) -> Void) {
        completion(PKPaymentRequestCouponCodeUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers no change of items.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelect shippingMethod: PKShippingMethod,
                                                   handler completion: @escaping @Sendable (PKPaymentRequestShippingMethodUpdate) -> Void) {
        completion(PKPaymentRequestShippingMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers no change of items.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelectShippingContact contact: PKContact,
                                                   handler completion: @escaping @Sendable (PKPaymentRequestShippingContactUpdate) -> Void) {
        completion(PKPaymentRequestShippingContactUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
    /// Answers no change of items.
    @MainActor public func paymentAuthorizationViewController(_ controller: PKPaymentAuthorizationViewController, didSelect paymentMethod: PKPaymentMethod,
                                                   handler completion: @escaping @Sendable (PKPaymentRequestPaymentMethodUpdate) -> Void) {
        completion(PKPaymentRequestPaymentMethodUpdate(paymentSummaryItems: controller.paymentRequest.paymentSummaryItems))
    }
}

/// UIKit's payment sheet controller. As on iOS, its initializer returns `nil` when the person
/// can't pay on any of the request's networks, which in a render (an empty Wallet) is always:
/// apps take their `guard let ... else` path and present nothing. The class methods answer as
/// `PKPaymentAuthorizationController`'s.
open class PKPaymentAuthorizationViewController: UIViewController {
    /// Told what happens on the sheet (never, in a render).
    open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?
    /// The request the sheet would show.
    let paymentRequest: PKPaymentRequest

    /// A sheet for `request`: `nil` in a render, whose Wallet holds no card of the request's
    /// networks (a warning says so).
    public init?(paymentRequest request: PKPaymentRequest) {
        paymentRequest = request
        super.init(nibName: nil, bundle: nil)
        guard PKPaymentAuthorizationController.canMakePayments(usingNetworks: request.supportedNetworks) else {
            warnNoSheet("PKPaymentAuthorizationViewController(paymentRequest:)")
            return nil
        }
    }

    /// A controller from an archive: there is no storyboard on Linux, so an empty request.
    public required init?(coder: NSCoder) {
        paymentRequest = PKPaymentRequest()
        super.init(coder: coder)
    }

    /// Whether the device supports Apple Pay: `true` in a render (see `PKPaymentAuthorizationController`).
    nonisolated open class func canMakePayments() -> Bool { PKPaymentAuthorizationController.canMakePayments() }

    /// Whether Wallet holds a card of one of `supportedNetworks`: `false` in a render.
    nonisolated open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool {
        PKPaymentAuthorizationController.canMakePayments(usingNetworks: supportedNetworks)
    }

    /// Whether Wallet holds a card of one of `supportedNetworks` with `capabilities`: `false` in a render.
    nonisolated open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities capabilties: PKMerchantCapability) -> Bool {
        PKPaymentAuthorizationController.canMakePayments(usingNetworks: supportedNetworks, capabilities: capabilties)
    }

    /// Whether the device can receive disbursements: `false`.
    nonisolated open class func supportsDisbursements() -> Bool { false }
}
