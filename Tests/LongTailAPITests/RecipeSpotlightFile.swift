import SwiftUI
import CoreSpotlight
import UniformTypeIdentifiers

// An app file of the shape apps take when they offer content to Spotlight: recipes indexed
// as searchable items, and a tapped result continued with onContinueUserActivity.

struct SpotlightRecipe: Identifiable {
    let id: String
    let title: String
    let minutes: Int
}

@MainActor
final class RecipeIndexer: ObservableObject {
    @Published private(set) var indexedCount = 0
    @Published private(set) var lastError: String?
    @Published var openedRecipeID: String?

    func index(_ recipes: [SpotlightRecipe]) async {
        let items = recipes.map { recipe -> CSSearchableItem in
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = recipe.title
            attributes.contentDescription = "Ready in \(recipe.minutes) minutes"
            attributes.keywords = ["recipe", "dinner"]
            return CSSearchableItem(uniqueIdentifier: recipe.id, domainIdentifier: "recipes", attributeSet: attributes)
        }
        guard CSSearchableIndex.isIndexingAvailable() else { return }
        do {
            try await CSSearchableIndex.default().indexSearchableItems(items)
            indexedCount = items.count
        } catch {
            lastError = error.localizedDescription
        }
    }

    func open(_ activity: NSUserActivity) {
        openedRecipeID = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
    }
}

struct RecipeSpotlightView: View {
    @ObservedObject var indexer: RecipeIndexer
    let recipes: [SpotlightRecipe]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(recipes) { recipe in
                        LabeledContent(recipe.title, value: "\(recipe.minutes) min")
                    }
                } footer: {
                    if indexer.indexedCount > 0 {
                        Label("\(indexer.indexedCount) recipes appear in Spotlight", systemImage: "magnifyingglass")
                    }
                }
            }
            .navigationTitle("Recipes")
            .onContinueUserActivity(CSSearchableItemActionType) { activity in
                indexer.open(activity)
            }
        }
    }
}

#Preview {
    let indexer = RecipeIndexer()
    let recipes = [SpotlightRecipe(id: "r1", title: "Lemon Risotto", minutes: 35),
                   SpotlightRecipe(id: "r2", title: "Miso Salmon", minutes: 20)]
    return RecipeSpotlightView(indexer: indexer, recipes: recipes)
        .task { await indexer.index(recipes) }
}
