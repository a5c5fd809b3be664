import SwiftUI
import StoreKit

// A reading-lamp app's upgrade screens, written the way StoreKit 2 apps are: a store object
// that listens for transaction updates, loads its products and entitlements, and buys with
// an app account token; a plans screen built on SubscriptionStoreView with its modifiers.

@MainActor
final class LanternStore: ObservableObject {
    static let productIDs = ["lantern.pro.monthly", "lantern.pro.yearly", "lantern.tip.coffee"]

    @Published private(set) var products: [Product] = []
    @Published private(set) var purchasedIDs: Set<String> = []
    @Published private(set) var renewalState: Product.SubscriptionInfo.RenewalState?
    @Published private(set) var loadFailed = false
    private var updates: Task<Void, Never>?

    init() {
        updates = listenForTransactions()
    }

    deinit {
        updates?.cancel()
    }

    private func listenForTransactions() -> Task<Void, Never> {
        Task.detached { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await transaction.finish()
                await self?.refreshEntitlements()
            }
        }
    }

    func loadProducts() async {
        do {
            products = try await Product.products(for: Self.productIDs).sorted { $0.price < $1.price }
        } catch {
            loadFailed = true
        }
    }

    func refreshEntitlements() async {
        var owned: Set<String> = []
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                owned.insert(transaction.productID)
            }
        }
        purchasedIDs = owned
        let subscription = products.first { $0.type == .autoRenewable }?.subscription
        renewalState = try? await subscription?.status.first?.state
    }

    func purchase(_ product: Product) async throws -> Bool {
        switch try await product.purchase(options: [.appAccountToken(UUID())]) {
        case .success(let verification):
            let transaction = try verification.payloadValue
            await transaction.finish()
            await refreshEntitlements()
            return true
        case .userCancelled, .pending:
            return false
        }
    }
}

struct LanternUpgradeView: View {
    @StateObject private var store = LanternStore()
    @State private var showsManageSheet = false

    var body: some View {
        NavigationStack {
            List {
                Section("Lantern Pro") {
                    if store.products.isEmpty {
                        HStack(spacing: 12) {
                            ProgressView()
                            Text("Loading plans…")
                                .foregroundStyle(.secondary)
                        }
                    } else {
                        ForEach(store.products) { product in
                            HStack {
                                Text(product.displayName)
                                Spacer()
                                Button(product.displayPrice) {
                                    Task { _ = try? await store.purchase(product) }
                                }
                                .buttonStyle(.borderedProminent)
                            }
                        }
                    }
                }
                Section("Status") {
                    LabeledContent("Plan", value: store.purchasedIDs.isEmpty ? "Free" : "Pro")
                    LabeledContent("Purchases", value: AppStore.canMakePayments ? "Allowed" : "Restricted")
                }
                Section {
                    Button("Manage Subscription") { showsManageSheet = true }
                    Button("Restore Purchases") {
                        Task { try? await AppStore.sync() }
                    }
                }
            }
            .navigationTitle("Upgrade")
            .task {
                await store.loadProducts()
                await store.refreshEntitlements()
            }
            .manageSubscriptionsSheet(isPresented: $showsManageSheet)
        }
    }
}

struct LanternPlansView: View {
    @State private var isPro = false

    var body: some View {
        SubscriptionStoreView(groupID: "20981234") {
            VStack(spacing: 8) {
                Image(systemName: "flame.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.orange)
                Text("Lantern Pro")
                    .font(.title.bold())
                Text(isPro ? "Thanks for subscribing" : "Warm light for late reading")
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 32)
        }
        .subscriptionStoreButtonLabel(.multiline.price)
        .subscriptionStoreControlStyle(.picker)
        .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/terms")!, for: .termsOfService)
        .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/privacy")!, for: .privacyPolicy)
        .storeButton(.visible, for: .restorePurchases)
        .subscriptionStatusTask(for: "20981234") { state in
            if let statuses = state.value {
                isPro = statuses.contains { $0.state == .subscribed }
            }
        }
        .onInAppPurchaseCompletion { _, result in
            if case .success(.success(let verification)) = result {
                await verification.unsafePayloadValue.finish()
            }
        }
    }
}

#Preview("Upgrade") {
    LanternUpgradeView()
}

#Preview("Plans") {
    LanternPlansView()
}
