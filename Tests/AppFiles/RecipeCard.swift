import Backplate
import BackplateUIKit

struct RecipeCard: View {
    let recipe: Recipe
    @Environment(\.recipeServingsScale) private var servingsScale

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color("RecipeAccent"))
                .frame(height: 120)
                .overlay(alignment: .bottomLeading) {
                    Text(recipe.isVegetarian ? "Vegetarian" : "Classic")
                        .font(.caption2.weight(.bold))
                        .foregroundColor(.white)
                        .padding(8)
                }

            Text(recipe.name)
                .font(.title3)
                .bold()

            HStack {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Spacer()
                Text("Serves \(Int(Double(recipe.servings) * servingsScale))")
                Text("\(Image(systemName: "star.fill")) \(recipe.rating, format: .number.precision(.fractionLength(1)))")
                    .monospacedDigit()
            }
            .font(.subheadline)
            .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground))
        .cornerRadius(16)
        .padding()
    }
}

struct RecipeCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RecipeCard(recipe: .sample)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Risotto card")
            RecipeCard(recipe: Recipe.samples[2])
                .environment(\.recipeServingsScale, 2)
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("Double servings")
        }
    }
}
