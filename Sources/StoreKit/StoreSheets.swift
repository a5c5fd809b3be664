import BackplateCore
import Foundation

// The App Store's system sheets and purchase hooks. A render reaches no App Store: the sheets
// are never drawn (a runtime warning says so when one is asked to show) and no purchase runs.

/// Warns that a StoreKit system sheet asked to show is not drawn.
func warnSheetNotDrawn(_ name: String, _ isPresented: Binding<Bool>) {
    if isPresented.wrappedValue {
        RuntimeWarning.emit("\(name): Backplate reaches no App Store; the system sheet is not drawn")
    }
}

extension View {
    /// Presents the App Store's subscription management sheet while `isPresented` is true
    /// (not drawn in a render: a runtime warning says so).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        warnSheetNotDrawn("manageSubscriptionsSheet(isPresented:)", isPresented)
        return self
    }

    /// Presents the subscription management sheet for one group while `isPresented` is true
    /// (not drawn in a render: a runtime warning says so).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
        warnSheetNotDrawn("manageSubscriptionsSheet(isPresented:subscriptionGroupID:)", isPresented)
        return self
    }

    /// Presents the refund request sheet for a transaction while `isPresented` is true (not
    /// drawn in a render: a runtime warning says so; `onDismiss` is never called).
    public func refundRequestSheet(for transactionID: Transaction.ID, isPresented: Binding<Bool>,
                                   onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil) -> some View {
        warnSheetNotDrawn("refundRequestSheet(for: \(transactionID))", isPresented)
        return self
    }

    /// Presents the offer code redemption sheet while `isPresented` is true (not drawn in a
    /// render: a runtime warning says so; `onCompletion` is never called).
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        warnSheetNotDrawn("offerCodeRedemption(isPresented:)", isPresented)
        return self
    }

    /// Runs an action when a purchase completes: never, in a render.
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View { self }
    /// Runs an action when a purchase starts: never, in a render.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    /// Supplies the options of purchases made inside this view (no purchase runs in a render).
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }

    /// Chooses the promotional offer a subscription store applies, with its signature (no
    /// offer is shown in a render: the store's controls are loading).
    public func subscriptionPromotionalOffer(
        offer: @escaping (Product, Product.SubscriptionInfo) -> Product.SubscriptionOffer?,
        signature: @escaping (Product, Product.SubscriptionInfo, Product.SubscriptionOffer) async throws -> Product.SubscriptionOffer.Signature
    ) -> some View { self }
}
