import Backplate
import BackplateUIKit

struct RecipeNutritionView: View {
    var recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Nutrition", comment: "Section title")
                .font(.headline)
                .textCase(.uppercase)
            HStack {
                Text("Daily calories")
                Spacer()
                Text(recipe.caloriesPercentOfDay, format: .percent)
                    .fontWeight(.semibold)
            }
            HStack {
                Text("Cost per serving")
                Spacer()
                Text(recipe.costPerServing, format: .currency(code: "EUR"))
            }
            Text("**Tip:** serve with *fresh* herbs")
                .font(.footnote)
        }
        .fontDesign(.rounded)
        .padding()
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

struct RecipeNutritionView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeNutritionView(recipe: .sample)
            .previewLayout(.fixed(width: 320, height: 180))
        RecipeNutritionView(recipe: Recipe.samples[2])
            .previewLayout(.sizeThatFits)
            .preferredColorScheme(.dark)
    }
}
