import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import StoreKit

/// StoreKit's data API and views with no App Store, in Swift 6 mode. Expected values: what a
/// device with no network or account answers (no products, no transactions, sequences that
/// end), the App Store Server API's codes for the raw values, and `Calendar`'s arithmetic for
/// subscription periods.
@MainActor @Suite(.tags(.layout)) struct StoreKitModuleTests {
    private func count<S: AsyncSequence>(_ sequence: S) async throws -> Int {
        var n = 0
        for try await _ in sequence { n += 1 }
        return n
    }

    @Test func everySequenceOfPurchasesAndMessagesEndsEmpty() async throws {
        #expect(try await count(StoreKit.Transaction.updates) == 0)
        #expect(try await count(StoreKit.Transaction.all) == 0)
        #expect(try await count(StoreKit.Transaction.unfinished) == 0)
        #expect(try await count(StoreKit.Transaction.currentEntitlements) == 0)
        #expect(try await count(Storefront.updates) == 0)
        #expect(try await count(Message.messages) == 0)
        #expect(try await count(PurchaseIntent.intents) == 0)
        #expect(try await count(Product.SubscriptionInfo.Status.updates) == 0)
        #expect(try await count(Product.SubscriptionInfo.Status.all) == 0)
    }

    @Test func queriesAnswerAsADeviceWithNoStore() async throws {
        let products = try await Product.products(for: ["com.example.pro.monthly"])
        #expect(products.isEmpty)
        #expect(RuntimeWarning.emitted.contains { $0.contains("com.example.pro.monthly") && $0.contains("no products are available") })
        #expect(await StoreKit.Transaction.currentEntitlement(for: "com.example.pro") == nil)
        #expect(await StoreKit.Transaction.latest(for: "com.example.pro") == nil)
        #expect(await Storefront.current == nil)
        #expect(AppStore.canMakePayments)
        #expect(AppStore.deviceVerificationID == nil)
        #expect(try await Product.SubscriptionInfo.status(for: "21345678").isEmpty)
        #expect(await Product.SubscriptionInfo.isEligibleForIntroOffer(for: "21345678") == false)
        #expect(try await Product.PromotionInfo.currentOrder.isEmpty)
        #expect(await ExternalPurchaseLink.canOpen == false)
        await #expect(throws: StoreKitError.self) { try await AppTransaction.shared }
        await #expect(throws: PaymentMethodBinding.PaymentMethodBindingError.notEligible) { try await PaymentMethodBinding(id: "pin") }
    }

    @Test func rawValuesAreTheAppStoreServerCodes() {
        #expect(Product.SubscriptionInfo.RenewalState(rawValue: 1) == .subscribed)
        #expect(Product.SubscriptionInfo.RenewalState(rawValue: 2) == .expired)
        #expect(Product.SubscriptionInfo.RenewalState.inBillingRetryPeriod.rawValue == 3)
        #expect(Product.SubscriptionInfo.RenewalState.inGracePeriod.rawValue == 4)
        #expect(Product.SubscriptionInfo.RenewalState.revoked.rawValue == 5)
        #expect(StoreKit.Transaction.OfferType.introductory.rawValue == 1)
        #expect(StoreKit.Transaction.OfferType.promotional.rawValue == 2)
        #expect(StoreKit.Transaction.OfferType.code.rawValue == 3)
        #expect(StoreKit.Transaction.RevocationReason.developerIssue.rawValue == 1)
        #expect(StoreKit.Transaction.RevocationReason.other.rawValue == 0)
        #expect(Product.SubscriptionInfo.RenewalInfo.ExpirationReason.autoRenewDisabled.rawValue == 1)
        #expect(Product.SubscriptionInfo.RenewalInfo.ExpirationReason.billingError.rawValue == 2)
        #expect(Product.SubscriptionInfo.RenewalInfo.ExpirationReason.unknown.rawValue == 5)
        #expect(StoreKit.Transaction.OwnershipType.familyShared.rawValue == "FAMILY_SHARED")
        #expect(AppStore.Environment(rawValue: "Sandbox") == .sandbox)
        #expect(Product.ProductType.autoRenewable.localizedDescription == "Auto-Renewable Subscription")
    }

    @Test func subscriptionPeriodsFollowTheCalendar() throws {
        let quarter = Product.SubscriptionPeriod(value: 3, unit: .month)
        #expect(DateComponents(subscriptionPeriod: quarter).month == 3)
        #expect(DateComponents(subscriptionPeriod: Product.SubscriptionPeriod(value: 2, unit: .week)).weekOfYear == 2)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start = try #require(calendar.date(from: DateComponents(year: 2025, month: 1, day: 15, hour: 12)))
        let month = Product.SubscriptionPeriod(value: 1, unit: .month).dateRange(referenceDate: start)
        // 15 January to 15 February: 31 days.
        #expect(month.lowerBound == start)
        #expect(abs(month.upperBound.timeIntervalSince(start) - 31 * 86_400) < 3_601)
        let week = Product.SubscriptionPeriod(value: 1, unit: .week).dateRange(referenceDate: start)
        #expect(abs(week.upperBound.timeIntervalSince(start) - 7 * 86_400) < 3_601)
        #expect(Product.SubscriptionPeriod.Unit.month.formatted(Product.SubscriptionPeriod.Unit.FormatStyle()) == "month")
        #expect(Product.SubscriptionPeriod.Unit.year.localizedDescription == "Year")
    }

    @Test func verificationAndTaskStatesCarryTheirValues() throws {
        let verified = VerificationResult<Int>.verified(7)
        #expect(try verified.payloadValue == 7)
        let unverified = VerificationResult<Int>.unverified(7, .invalidSignature)
        #expect(unverified.unsafePayloadValue == 7)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(verified.jwsRepresentation.isEmpty && verified.signedDate == Date(timeIntervalSince1970: 0))

        let state = EntitlementTaskState<Int>.success(4)
        #expect(state.value == 4)
        #expect(state.map { $0 * 2 }.value == 8)
        #expect(state.flatMap { _ in EntitlementTaskState<String>.loading }.value == nil)
        #expect(EntitlementTaskState<Int>.loading.map { $0 + 1 }.value == nil)
        let none = EntitlementTaskState<VerificationResult<StoreKit.Transaction>?>.success(nil)
        #expect(none.transaction == nil)
        #expect(Product.CollectionTaskState.success([], unavailable: ["a"]).products == [])
        #expect(Product.CollectionTaskState.loading.products == nil)
        #expect(ProductIconPhase.loading.promotionalIcon == nil && ProductIconPhase.unavailable.error == nil)
    }

    @Test func purchaseOptionsAndButtonLabelsCompareByValue() {
        let options: Set<Product.PurchaseOption> = [.quantity(2), .quantity(2), .simulatesAskToBuyInSandbox(true)]
        #expect(options.count == 2)
        #expect(Product.PurchaseOption.quantity(2) != .quantity(3))
        #expect(SubscriptionStoreButtonLabel.multiline.price == SubscriptionStoreButtonLabel.price.multiline)
        #expect(SubscriptionStoreButtonLabel.multiline.price != .multiline)
    }

    private func leaves<V: View>(_ view: V) -> [DisplayList.Item] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        return renderer.displayList().flattenedLeaves
    }

    private func texts<V: View>(_ view: V) -> [String] {
        leaves(view).compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func storeViewsDrawTheirPlaceholderIconsWhileLoading() {
        // The phase-icon initializers draw the placeholder icon: a render stays loading.
        let product = texts(ProductView(id: "tip") { _ in Text(verbatim: "icon") } placeholderIcon: { Text(verbatim: "wait") })
        #expect(product == ["wait"])
        let store = texts(StoreView(ids: ["a", "b", "c"]) { _, _ in Text(verbatim: "icon") } placeholderIcon: { Text(verbatim: "wait") })
        #expect(store == ["wait", "wait", "wait"])
        #expect(RuntimeWarning.emitted.contains { $0.contains("StoreView(ids: [\"a\", \"b\", \"c\"])") })
        // The automatic placeholder icon is the loading placeholder's own square.
        let automatic = ImageRenderer(content: AutomaticProductPlaceholderIcon()).layout().size
        #expect(automatic == CGSize(width: 50, height: 50))
    }

    @Test func systemSheetsAreNotDrawnAndSaySo() {
        let plain = leaves(Text(verbatim: "Account"))
        let sheet = leaves(Text(verbatim: "Account").manageSubscriptionsSheet(isPresented: .constant(true)))
        #expect(sheet == plain)
        #expect(RuntimeWarning.emitted.contains { $0.contains("manageSubscriptionsSheet(isPresented:)") && $0.contains("not drawn") })
        let refund = leaves(Text(verbatim: "Account").refundRequestSheet(for: 42, isPresented: .constant(true)))
        #expect(refund == plain)
        #expect(RuntimeWarning.emitted.contains { $0.contains("refundRequestSheet(for: 42)") })
    }

    @Test func aSubscriptionStoreShowsItsMarketingOverTheSpinner() throws {
        let renderer = ImageRenderer(content: SubscriptionStoreView(productIDs: ["pro.monthly"]) { Text(verbatim: "Pro") }
            .subscriptionStoreButtonLabel(.multiline.price)
            .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/terms")!, for: .termsOfService)
            .subscriptionStoreControlStyle(.buttons))
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        let all = renderer.displayList().flattenedLeaves
        #expect(all.compactMap { if case .text(let t) = $0 { t.string } else { nil } } == ["Pro"])
        #expect(RuntimeWarning.emitted.contains { $0.contains("SubscriptionStoreView(productIDs: [\"pro.monthly\"])") })
    }
}
