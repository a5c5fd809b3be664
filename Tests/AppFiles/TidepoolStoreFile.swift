import Backplate
import StoreKit

// A tide-chart app's in-app purchase screens written with StoreKit's SwiftUI views: a
// subscription paywall with its own marketing header, a tip jar of product views in a list,
// and a store of chart packs.

struct TidepoolPaywall: View {
    var body: some View {
        SubscriptionStoreView(groupID: "21345678") {
            VStack(spacing: 12) {
                Image(systemName: "water.waves")
                    .font(.system(size: 56))
                    .foregroundStyle(.teal)
                Text("Tidepool Pro")
                    .font(.largeTitle.bold())
                Text("Tide charts for every harbour, offline.")
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 40)
        }
        .subscriptionStoreControlStyle(.prominentPicker)
        .storeButton(.visible, for: .restorePurchases)
    }
}

struct TidepoolTipJar: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Support Tidepool") {
                    ProductView(id: "tidepool.tip.small")
                    ProductView(id: "tidepool.tip.large") {
                        Image(systemName: "heart.fill")
                    } placeholderIcon: {
                        Image(systemName: "heart")
                            .foregroundStyle(.pink)
                    }
                }
            }
            .navigationTitle("Tip Jar")
        }
        .productViewStyle(.compact)
    }
}

struct TidepoolChartStore: View {
    let chartPacks = ["tidepool.charts.uk", "tidepool.charts.fr", "tidepool.charts.es"]

    var body: some View {
        StoreView(ids: chartPacks)
            .storeButton(.hidden, for: .cancellation)
            .onInAppPurchaseCompletion { product, result in
                if case .success(.success(let verification)) = result {
                    await verification.unsafePayloadValue.finish()
                }
            }
    }
}

#Preview("Paywall") {
    TidepoolPaywall()
}

#Preview("Tip jar") {
    TidepoolTipJar()
}

#Preview("Chart store") {
    TidepoolChartStore()
}
