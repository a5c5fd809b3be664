import Backplate

struct IngredientBadge: View {
    let ingredient: RecipeIngredient

    var body: some View {
        HStack(spacing: 4) {
            Text(ingredient.name)
                .fontWeight(.semibold)
            Text(ingredient.amount)
                .foregroundStyle(.secondary)
        }
        .font(.caption)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Color("RecipeAccent").opacity(0.2), in: Capsule())
        .overlay(Capsule().stroke(Color("RecipeAccent"), lineWidth: 1))
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 80)) {
    IngredientBadge(ingredient: Recipe.sample.ingredients[0])
}

#Preview("Badge in dark", traits: .sizeThatFitsLayout) {
    IngredientBadge(ingredient: Recipe.sample.ingredients[2])
        .padding()
        .preferredColorScheme(.dark)
}
