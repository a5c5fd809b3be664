import Backplate
import StoreKit

// A camera app's "Pro" paywall: a glowing blurred ellipse behind a gradient headline, a
// feature list of multicolour symbols, and the plans drawn by the app's own product view
// style, which switches on the loading state as StoreKit hands it over.

struct AperturePlanCardStyle: ProductViewStyle {
    var highlighted = false

    func makeBody(configuration: Configuration) -> some View {
        switch configuration.state {
        case .loading:
            HStack {
                VStack(alignment: .leading, spacing: 6) {
                    RoundedRectangle(cornerRadius: 4).fill(.quaternary).frame(width: 110, height: 14)
                    RoundedRectangle(cornerRadius: 4).fill(.quaternary).frame(width: 70, height: 12)
                }
                Spacer()
                ProgressView()
            }
            .padding(16)
            .frame(maxWidth: .infinity)
            .background(
                RoundedRectangle(cornerRadius: 18, style: .continuous)
                    .strokeBorder(highlighted ? Color.yellow : Color.secondary.opacity(0.4), lineWidth: highlighted ? 2 : 1)
            )
        case .success(let product):
            Button {
                configuration.purchase()
            } label: {
                HStack {
                    VStack(alignment: .leading) {
                        Text(product.displayName).font(.headline)
                        if configuration.descriptionVisibility != .hidden {
                            Text(product.description).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Text(product.displayPrice).font(.headline.monospacedDigit())
                }
                .padding(16)
            }
            .disabled(configuration.hasCurrentEntitlement)
        case .unavailable:
            Text("Not available in your country")
                .foregroundStyle(.secondary)
        case .failure(let error):
            Text(error.localizedDescription)
                .foregroundStyle(.red)
        @unknown default:
            EmptyView()
        }
    }
}

struct ApertureFeature: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
}

struct AperturePaywallView: View {
    @Environment(\.dismiss) private var dismiss

    let features = [
        ApertureFeature(symbol: "camera.aperture", title: "RAW capture at 48 MP"),
        ApertureFeature(symbol: "sun.max.fill", title: "Manual exposure and focus"),
        ApertureFeature(symbol: "cloud.fill", title: "Unlimited cloud presets"),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ZStack {
                    Ellipse()
                        .fill(Color.yellow.opacity(0.55))
                        .frame(width: 260, height: 120)
                        .blur(radius: 40)
                    VStack(spacing: 8) {
                        Text("APERTURE PRO")
                            .font(.system(size: 34, weight: .black))
                            .fontWidth(.condensed)
                            .foregroundStyle(.linearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
                        Text("Shoot like you mean it.")
                            .font(.title3)
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(height: 160)

                VStack(alignment: .leading, spacing: 14) {
                    ForEach(features) { feature in
                        Label(feature.title, systemImage: feature.symbol)
                            .symbolRenderingMode(.multicolor)
                            .font(.body.weight(.medium))
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                VStack(spacing: 12) {
                    ProductView(id: "com.aperture.pro.yearly")
                        .productViewStyle(AperturePlanCardStyle(highlighted: true))
                    ProductView(id: "com.aperture.pro.monthly")
                        .productViewStyle(AperturePlanCardStyle())
                        .productDescription(.hidden)
                }

                Button("Restore Purchases") {}
                    .font(.footnote)
                    .buttonStyle(.borderless)
            }
            .padding(24)
        }
        .persistentSystemOverlays(.hidden)
        .statusBarHidden()
        .overlay(alignment: .topTrailing) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
}

#Preview {
    AperturePaywallView()
}
