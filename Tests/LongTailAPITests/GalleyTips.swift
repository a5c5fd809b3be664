import SwiftUI
import TipKit

// A recipe app's tips as apps write them: options listed one per line, an event whose
// donations carry the cuisine viewed, a rule on the largest group of them, the tip drawn in
// the mini style, and a view that follows whether the tip should show.

struct RecipeViewed: Codable, Sendable {
    let cuisine: String
}

struct CookModeTip: Tip {
    static let recipeViewed = Event<RecipeViewed>(id: "galley.recipeViewed")
    @Parameter static var hasPantry: Bool = false

    var title: Text {
        Text("Try cook mode")
    }

    var message: Text? {
        Text("Keep the screen on while you cook.")
    }

    var image: Image? {
        Image(systemName: "flame")
    }

    var rules: [Rule] {
        #Rule(Self.recipeViewed) {
            $0.donations.largestSubset(groupedBy: \.cuisine).count >= 3
        }
    }

    var options: [TipOption] {
        Tips.MaxDisplayCount(3)
        Tips.IgnoresDisplayFrequency(true)
    }
}

struct ShoppingListTip: Tip {
    static var compact = false

    var title: Text {
        Text("Add to your list")
    }

    var options: [Option] {
        if Self.compact {
            MaxDisplayCount(1)
        } else {
            MaxDisplayCount(5)
        }
        [IgnoresDisplayFrequency(false)]
    }
}

struct RecipeHeader: View {
    let tip = ShoppingListTip()
    @State private var showsTip = true

    var body: some View {
        VStack(spacing: 12) {
            Text("Ingredients")
                .font(.title2.bold())
            if showsTip {
                TipView(tip)
                    .tipViewStyle(.miniTip)
            }
        }
        .padding()
        .task {
            for await shouldDisplay in tip.shouldDisplayUpdates {
                showsTip = shouldDisplay
            }
        }
    }
}
