import Backplate
import Foundation

// Feeds whose rows come and go with iOS 17 transitions, and screens whose accessibility modifiers
// sit on both sides of modifiers that take closures: in these the type checker solves the rows'
// closure again for every choice it tries further out (docs/type-checking.md).

struct FeedEntry: Identifiable, Equatable {
    let id: Int
    var headline: String
}

struct TransitionFeedRow: View {
    var entry: FeedEntry
    var body: some View { Text(entry.headline) }
}

// One `.asymmetric` per row, each side a combined transition: SwiftUI has `AnyTransition`'s only.
struct TransitionCardFeed: View {
    var entries: [FeedEntry]
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(entries) { entry in
                    TransitionFeedRow(entry: entry)
                        .transition(.asymmetric(
                            insertion: .scale.combined(with: .opacity),
                            removal: .move(edge: .leading).combined(with: .opacity)
                        ))
                }
            }
            .animation(.smooth(duration: 0.4), value: entries)
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Latest entries")
            .accessibilityValue("\(entries.count) entries")
        }
    }
}

// Accessibility labels and hints before and after a refresh action, an overlay and an alert.
struct AccessibilityWrappedFeed: View {
    var entries: [FeedEntry]
    var loading: Bool
    @State private var failed = false
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(entries) { entry in
                    TransitionFeedRow(entry: entry)
                        .transition(.opacity.combined(with: .scale))
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Entries")
            .accessibilityValue("\(entries.count) entries")
        }
        .refreshable {}
        .accessibilityLabel("Entries scroll view")
        .accessibilityHint("Pull to refresh")
        .overlay {
            if loading { ProgressView() }
        }
        .alert("Could not load", isPresented: $failed) {
            Button("OK") { failed = false }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Feed")
        .accessibilityHint("The latest entries")
    }
}
