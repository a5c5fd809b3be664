import Backplate

// The recipes app's model, as the app declares it.
struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var servings: Int
    var costPerServing: Double
    var rating: Double
    var ingredients: [RecipeIngredient]
    var caloriesPercentOfDay: Double
    var isVegetarian: Bool

    static let sample = Recipe(
        id: 1, name: "Lemon Risotto", minutes: 35, servings: 4, costPerServing: 3.75, rating: 4.5,
        ingredients: [
            RecipeIngredient(name: "Arborio rice", amount: "300 g"),
            RecipeIngredient(name: "Lemon", amount: "1"),
            RecipeIngredient(name: "Parmesan", amount: "50 g"),
        ],
        caloriesPercentOfDay: 0.27, isVegetarian: true)

    static let samples: [Recipe] = [
        sample,
        Recipe(id: 2, name: "Chickpea Curry", minutes: 25, servings: 2, costPerServing: 2.1, rating: 4,
               ingredients: [RecipeIngredient(name: "Chickpeas", amount: "400 g")], caloriesPercentOfDay: 0.31, isVegetarian: true),
        Recipe(id: 3, name: "Roast Chicken", minutes: 90, servings: 6, costPerServing: 4.8, rating: 5,
               ingredients: [RecipeIngredient(name: "Chicken", amount: "1.5 kg")], caloriesPercentOfDay: 0.42, isVegetarian: false),
    ]
}

struct RecipeIngredient: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var amount: String
}

extension EnvironmentValues {
    @Entry var recipeServingsScale: Double = 1
}
