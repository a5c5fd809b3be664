import Foundation
import Backplate

/// Seed 004: a list whose selected row raises `backgroundProminence`.
enum Seed004Examples {
    struct Recipe: Identifiable {
        let id: Int
        let name: String
        let description: String
        let rating: Int
    }

    static let recipes = [
        Recipe(id: 1, name: "Pancakes", description: "Fluffy, quick and best with maple syrup.", rating: 4),
        Recipe(id: 2, name: "Ratatouille", description: "Summer vegetables, slowly stewed until soft and sweet.", rating: 5),
        Recipe(id: 3, name: "Tarte Tatin", description: "Caramelised apples under golden pastry.", rating: 3),
    ]

    static var all: [GalleryExample] {
        [ColorScheme.light, .dark].map { scheme in
            GalleryExample("seed004-recipe-list-\(scheme == .dark ? "dark" : "light")",
                           title: "backgroundProminence in a selected row (\(scheme == .dark ? "dark" : "light"))",
                           summary: "The selected row (Ratatouille) is filled with the accent colour; its text turns white and its stars switch from yellow to the secondary style. Descriptions reserve two lines.",
                           proposedSize: ProposedViewSize(width: 393, height: 420), colorScheme: scheme) {
                RecipeList(recipes: recipes, selectedRecipe: .constant(2))
            }
        }
    }

    struct RecipeList: View {
        var recipes: [Recipe]
        @Binding var selectedRecipe: Recipe.ID?

        var body: some View {
            List(recipes, selection: $selectedRecipe) {
                RecipeListRow(recipe: $0)
            }
        }
    }

    nonisolated struct RecipeListRow: View {
        var recipe: Recipe
        var body: some View {
            VStack(alignment: .leading) {
                HStack(alignment: .firstTextBaseline) {
                    Text(recipe.name)
                    Spacer()
                    StarRating(rating: recipe.rating)
                }
                Text(recipe.description)
                    .foregroundStyle(.secondary)
                    .lineLimit(2, reservesSpace: true)
            }
        }
    }

    nonisolated struct StarRating: View {
        var rating: Int

        var body: some View {
            HStack(spacing: 1) {
                ForEach(0..<rating, id: \.self) { _ in
                    Image(systemName: "star.fill")
                }
            }
            .foregroundStyle(FillStyle())
            .imageScale(.small)
        }

        struct FillStyle: ShapeStyle {
            func resolve(in env: EnvironmentValues) -> some ShapeStyle {
                switch env.backgroundProminence {
                case .increased: return AnyShapeStyle(.secondary)
                default: return AnyShapeStyle(.yellow)
                }
            }
        }
    }
}
