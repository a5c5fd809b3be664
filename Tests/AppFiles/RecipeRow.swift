import Backplate
import BackplateUIKit

struct RecipeRow: View {
    var recipe: Recipe

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(UIColor.systemGray5))
                .frame(width: 48, height: 48)
                .overlay(Image(systemName: "star.fill").foregroundColor(Color(uiColor: .systemOrange)))
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.ingredients.count) ingredients · \(recipe.minutes) min")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(recipe.costPerServing, format: .currency(code: "USD"))
                .font(.callout.monospacedDigit())
        }
        .padding(.vertical, 8)
        .padding(.horizontal)
        .background(Color(uiColor: .systemBackground))
    }
}

#Preview("Recipe row", traits: .sizeThatFitsLayout) {
    RecipeRow(recipe: .sample)
}

#Preview("Row, landscape", traits: .landscapeLeft) {
    RecipeRow(recipe: Recipe.samples[1])
}
