import BackplateCore
import Foundation

/// The Pay with Apple Pay button (SwiftUI, with `import PassKit`): the SwiftUI counterpart of
/// `PKPaymentButton`.
///
/// Drawn as iOS draws it: a rounded rectangle filling the offered size, at least the HIG's
/// minimum (100 × 30 pt for `.plain`, 140 × 30 pt with a call to action), in the environment's
/// `PayWithApplePayButtonStyle` (`.automatic`: black in light appearance, white in dark unless
/// set), with the call to action ("Buy with"...) and the Apple Pay mark (the Apple logo and
/// "Pay") centred. Estimates, not measured on iOS: the 4 pt corner radius, the call to action
/// at 40% of the height (medium weight), the mark at 46% (semibold). VoiceOver reads one button
/// ("Buy with Apple Pay"). A render's device supports Apple Pay, so `fallback` is never shown;
/// a still render is never tapped, so `action` and `onPaymentAuthorizationChange` never run.
nonisolated public struct PayWithApplePayButton<Fallback: View>: View {
    let label: PayWithApplePayButtonLabel
    let fallback: Fallback
    @Environment(\.payWithApplePayButtonStyle) private var style
    @Environment(\.colorScheme) private var colorScheme

    /// A button titled by `label` that runs `action` when tapped, showing `fallback` where the
    /// device can't use Apple Pay.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void,
                            @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }

    /// A button titled by `label` that presents the payment sheet for `request` when tapped and
    /// reports its phases to `onPaymentAuthorizationChange`, showing `fallback` where the device
    /// can't use Apple Pay.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                            onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                            @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }

    /// A button for `request` that also asks `onMerchantSessionRequested` for a merchant
    /// session, showing `fallback` where the device can't use Apple Pay.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                            onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                            onMerchantSessionRequested: @escaping () async -> PKPaymentRequestMerchantSessionUpdate,
                            @ViewBuilder fallback: () -> Fallback) {
        self.label = label
        self.fallback = fallback()
    }

    /// The filled rounded rectangle with the call to action and the Apple Pay mark (the fallback
    /// where the device can't use Apple Pay, never in a render).
    public var body: some View {
        if RenderWallet.supportsPayments {
            mark
        } else {
            fallback
        }
    }

    private var mark: some View {
        let colors = style.colors(in: colorScheme)
        return GeometryReader { proxy in
            let height = proxy.size.height
            let shape = RoundedRectangle(cornerRadius: PayWithApplePayButtonLabel.cornerRadius, style: .continuous)
            ZStack {
                shape.fill(colors.fill)
                if colors.outlined { shape.strokeBorder(Color.black, lineWidth: 1) }
                HStack(spacing: height * 0.12) {
                    if let callToAction = label.callToAction {
                        Text(verbatim: callToAction)
                            .font(.system(size: height * PayWithApplePayButtonLabel.titleScale, weight: .medium))
                    }
                    HStack(spacing: height * 0.03) {
                        Image(systemName: "apple.logo")
                        Text(verbatim: "Pay")
                    }
                    .font(.system(size: height * PayWithApplePayButtonLabel.markScale, weight: .semibold))
                }
                .foregroundStyle(colors.ink)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal, height * 0.1)
            }
        }
        .frame(minWidth: label.minimumWidth, maxWidth: .infinity, minHeight: PayWithApplePayButtonLabel.minimumHeight, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: label.spokenTitle))
        .accessibilityAddTraits(.isButton)
    }
}

extension PayWithApplePayButton where Fallback == EmptyView {
    /// A button titled by `label` that runs `action` when tapped.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
        self.init(label, action: action, fallback: { EmptyView() })
    }

    /// A button titled by `label` that presents the payment sheet for `request` when tapped and
    /// reports its phases to `onPaymentAuthorizationChange`.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                            onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void) {
        self.init(label, request: request, onPaymentAuthorizationChange: onPaymentAuthorizationChange, fallback: { EmptyView() })
    }

    /// A button for `request` that also asks `onMerchantSessionRequested` for a merchant session.
    nonisolated public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
                            onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
                            onMerchantSessionRequested: @escaping () async -> PKPaymentRequestMerchantSessionUpdate) {
        self.init(label, request: request, onPaymentAuthorizationChange: onPaymentAuthorizationChange,
                  onMerchantSessionRequested: onMerchantSessionRequested, fallback: { EmptyView() })
    }
}

/// The call to action a `PayWithApplePayButton` shows before the Apple Pay mark.
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
    /// The words before the mark (`nil`: the mark alone).
    let callToAction: String?

    /// The Apple Pay mark alone.
    public static let plain = PayWithApplePayButtonLabel(callToAction: nil)
    /// "Buy with", for purchases.
    public static let buy = PayWithApplePayButtonLabel(callToAction: "Buy with")
    /// "Set up", to add a card to Wallet.
    public static let setUp = PayWithApplePayButtonLabel(callToAction: "Set up")
    /// "Pay with", for paying in a store's app.
    public static let inStore = PayWithApplePayButtonLabel(callToAction: "Pay with")
    /// "Donate with", for donations to approved nonprofits.
    public static let donate = PayWithApplePayButtonLabel(callToAction: "Donate with")
    /// "Check out with", for a cart.
    public static let checkout = PayWithApplePayButtonLabel(callToAction: "Check out with")
    /// "Book with", for trips and experiences.
    public static let book = PayWithApplePayButtonLabel(callToAction: "Book with")
    /// "Subscribe with", for subscriptions.
    public static let subscribe = PayWithApplePayButtonLabel(callToAction: "Subscribe with")
    /// "Reload with", for adding money to a card or account.
    public static let reload = PayWithApplePayButtonLabel(callToAction: "Reload with")
    /// "Add money with", for adding money to a card or account.
    public static let addMoney = PayWithApplePayButtonLabel(callToAction: "Add money with")
    /// "Top up with", for adding money to a card or account.
    public static let topUp = PayWithApplePayButtonLabel(callToAction: "Top up with")
    /// "Order with", for orders such as meals or flowers.
    public static let order = PayWithApplePayButtonLabel(callToAction: "Order with")
    /// "Rent with", for rentals such as cars or scooters.
    public static let rent = PayWithApplePayButtonLabel(callToAction: "Rent with")
    /// "Support with", for supporting a cause or creator.
    public static let support = PayWithApplePayButtonLabel(callToAction: "Support with")
    /// "Contribute with", for contributing to projects or causes.
    public static let contribute = PayWithApplePayButtonLabel(callToAction: "Contribute with")
    /// "Tip with", for tips.
    public static let tip = PayWithApplePayButtonLabel(callToAction: "Tip with")
    /// "Continue with", for continuing a purchase.
    public static let `continue` = PayWithApplePayButtonLabel(callToAction: "Continue with")

    /// What VoiceOver reads: "Buy with Apple Pay", or "Apple Pay" for the mark alone.
    var spokenTitle: String { callToAction.map { "\($0) Apple Pay" } ?? "Apple Pay" }
    /// The HIG's minimum width: 100 pt for the mark alone, 140 pt with a call to action.
    var minimumWidth: CGFloat { callToAction == nil ? 100 : 140 }
    /// The HIG's minimum height.
    static let minimumHeight: CGFloat = 30
    /// The corner radius (an estimate of iOS's default).
    static let cornerRadius: CGFloat = 4
    /// The call to action's size as a fraction of the height (an estimate).
    static let titleScale: CGFloat = 0.40
    /// The Apple Pay mark's size as a fraction of the height (an estimate).
    static let markScale: CGFloat = 0.46
}

/// The colours of a `PayWithApplePayButton`.
public struct PayWithApplePayButtonStyle: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, black, white, whiteOutline }
    private let kind: Kind

    /// Black in light appearance, white in dark (the default).
    public static let automatic = PayWithApplePayButtonStyle(kind: .automatic)
    /// A black button with white lettering.
    public static let black = PayWithApplePayButtonStyle(kind: .black)
    /// A white button with black lettering.
    public static let white = PayWithApplePayButtonStyle(kind: .white)
    /// A white button with black lettering and a black outline.
    public static let whiteOutline = PayWithApplePayButtonStyle(kind: .whiteOutline)

    /// The fill, ink and whether there is an outline, in `scheme`.
    func colors(in scheme: ColorScheme) -> (fill: Color, ink: Color, outlined: Bool) {
        switch kind {
        case .automatic: scheme == .dark ? (.white, .black, false) : (.black, .white, false)
        case .black: (.black, .white, false)
        case .white: (.white, .black, false)
        case .whiteOutline: (.white, .black, true)
        }
    }
}

/// A phase of the payment a `PayWithApplePayButton` runs (never reached in a render: no one
/// taps the button and no sheet shows).
public enum PayWithApplePayButtonPaymentAuthorizationPhase {
    /// The person is about to authorize the payment.
    case willAuthorize
    /// The person authorized `payment`: the app processes it and calls `resultHandler`.
    case didAuthorize(payment: PKPayment, resultHandler: (PKPaymentAuthorizationResult) -> Void)
    /// The sheet closed.
    case didFinish
}

private struct PayWithApplePayButtonStyleKey: EnvironmentKey {
    static let defaultValue = PayWithApplePayButtonStyle.automatic
}

extension EnvironmentValues {
    var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
        get { self[PayWithApplePayButtonStyleKey.self] }
        set { self[PayWithApplePayButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the Pay with Apple Pay buttons inside this view (`.automatic` by default).
    public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
        environment(\.payWithApplePayButtonStyle, style)
    }

    /// Answers the person's choice of shipping contact on a payment sheet this view's button
    /// presents (never called in a render: no sheet shows).
    public func onApplePayShippingContactChange(perform action: @escaping (PKContact) async -> PKPaymentRequestShippingContactUpdate) -> some View {
        self
    }

    /// Answers the person's choice of shipping method (never called in a render).
    public func onApplePayShippingMethodChange(perform action: @escaping (PKShippingMethod) async -> PKPaymentRequestShippingMethodUpdate) -> some View {
        self
    }

    /// Answers the person's choice of card (never called in a render).
    public func onApplePayPaymentMethodChange(perform action: @escaping (PKPaymentMethod) async -> PKPaymentRequestPaymentMethodUpdate) -> some View {
        self
    }

    /// Answers a coupon code the person entered (never called in a render).
    public func onApplePayCouponCodeChange(perform action: @escaping (String) async -> PKPaymentRequestCouponCodeUpdate) -> some View {
        self
    }
}
