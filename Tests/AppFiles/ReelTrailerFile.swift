import Backplate
import AVKit
import StoreKit

// A film app's trailer screen as an app developer writes it: a VideoPlayer with an overlay
// badge, a click sound through AVAudioPlayer, a StoreKit review request and a product loader.
// Only `import SwiftUI` was changed.

@MainActor
final class ReelStore: ObservableObject {
    @Published var products: [Product] = []
    @Published var loadError: String?

    func load() async {
        do {
            products = try await Product.products(for: ["reel.pro.monthly", "reel.pro.yearly"])
        } catch {
            loadError = error.localizedDescription
        }
    }
}

struct ReelTrailerView: View {
    @Environment(\.requestReview) private var requestReview
    @StateObject private var store = ReelStore()
    @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)
    @State private var clickPlayer: AVAudioPlayer?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VideoPlayer(player: player) {
                VStack {
                    HStack {
                        Text("TRAILER")
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(.red, in: Capsule())
                            .foregroundStyle(.white)
                        Spacer()
                    }
                    Spacer()
                }
                .padding(12)
            }
            .aspectRatio(16 / 9, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 12))

            Text("The Long Harbour")
                .font(.title2.bold())
            Text(store.products.isEmpty ? "Pro plans unavailable" : "\(store.products.count) plans")
                .foregroundStyle(.secondary)
            Button("Rate Reel") {
                clickPlayer?.play()
                requestReview()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .task {
            await store.load()
            player.play()
        }
        .onDisappear { player.pause() }
    }
}

#Preview {
    ReelTrailerView()
}
