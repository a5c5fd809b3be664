import Backplate

// Saffron, a recipe app's detail screen: a stretchy header drawn by GeometryReader inside a
// ScrollView (it grows when pulled down, parallaxes when scrolled up), the title laid over a
// dark gradient with .overlay(alignment:), a stat strip of numbers formatted with `format:`,
// markdown in a Text literal, a Link to the source, ingredient rows with .foregroundStyle
// hierarchies, scaled quantities, and a transparent navigation bar.

struct SaffronIngredient: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
    let unit: String
    var note: String? = nil
}

struct SaffronRecipe: Identifiable {
    let id = UUID()
    var title: String
    var subtitle: String
    var minutes: Int
    var calories: Int
    var rating: Double
    var servings: Int
    var heroColors: [Color]
    var ingredients: [SaffronIngredient]
    var steps: [String]
    var sourceURL: URL
    var published: Date

    static let paella = SaffronRecipe(
        title: "Seafood Paella",
        subtitle: "Valencia-style, with saffron and smoked paprika",
        minutes: 55,
        calories: 612,
        rating: 4.8,
        servings: 4,
        heroColors: [Color(red: 0.95, green: 0.62, blue: 0.18), Color(red: 0.78, green: 0.26, blue: 0.12)],
        ingredients: [
            SaffronIngredient(name: "Bomba rice", amount: 320, unit: "g"),
            SaffronIngredient(name: "Fish stock", amount: 1.1, unit: "l", note: "hot"),
            SaffronIngredient(name: "Prawns", amount: 12, unit: "", note: "shell on"),
            SaffronIngredient(name: "Saffron threads", amount: 0.5, unit: "g"),
            SaffronIngredient(name: "Smoked paprika", amount: 2, unit: "tsp"),
        ],
        steps: [
            "Toast the saffron and steep it in a splash of the **hot** stock.",
            "Fry the sofrito until *jammy*, then stir in the rice.",
            "Pour in the stock, shake the pan once and **don't stir again**.",
        ],
        sourceURL: URL(string: "https://example.com/recipes/paella")!,
        published: Date(timeIntervalSince1970: 1_717_236_000) // 1 June 2024
    )
}

struct SaffronStretchyHeader: View {
    let colors: [Color]
    var height: CGFloat = 280

    var body: some View {
        GeometryReader { proxy in
            let minY = proxy.frame(in: .global).minY
            LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                .overlay {
                    Image(systemName: "fork.knife.circle.fill")
                        .font(.system(size: 96))
                        .foregroundStyle(.white.opacity(0.35))
                }
                .frame(width: proxy.size.width, height: height + max(0, minY))
                .offset(y: minY > 0 ? -minY : 0)
        }
        .frame(height: height)
    }
}

struct SaffronStat: View {
    let value: Text
    let caption: String
    let systemImage: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: systemImage)
                .foregroundStyle(.orange)
            value
                .font(.headline)
                .monospacedDigit()
            Text(caption)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct SaffronIngredientRow: View {
    let ingredient: SaffronIngredient
    let scale: Double

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Circle()
                .fill(.orange)
                .frame(width: 6, height: 6)
            VStack(alignment: .leading, spacing: 2) {
                Text(ingredient.name)
                if let note = ingredient.note {
                    Text(note)
                        .font(.footnote)
                        .foregroundStyle(.tertiary)
                }
            }
            Spacer()
            Text("\(ingredient.amount * scale, specifier: "%g") \(ingredient.unit)")
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 6)
    }
}

struct SaffronRecipeDetailScreen: View {
    var recipe: SaffronRecipe = .paella
    @State private var servings = 4
    @Environment(\.colorScheme) private var colorScheme

    private var scale: Double { Double(servings) / Double(recipe.servings) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                SaffronStretchyHeader(colors: recipe.heroColors)
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(recipe.title)
                                .font(.largeTitle.bold())
                            Text(recipe.subtitle)
                                .font(.subheadline)
                                .opacity(0.85)
                        }
                        .foregroundStyle(.white)
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(
                            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                        )
                    }

                HStack {
                    SaffronStat(value: Text("\(recipe.minutes) min"), caption: "Time", systemImage: "clock")
                    Divider().frame(height: 40)
                    SaffronStat(value: Text(recipe.calories, format: .number), caption: "kcal", systemImage: "flame")
                    Divider().frame(height: 40)
                    SaffronStat(value: Text(recipe.rating, format: .number.precision(.fractionLength(1))),
                                caption: "Rating", systemImage: "star.fill")
                }
                .padding(.vertical, 12)
                .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .padding()

                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("Ingredients")
                            .font(.title2.bold())
                        Spacer()
                        Stepper("\(servings) servings", value: $servings, in: 1...12)
                            .fixedSize()
                            .font(.subheadline)
                    }
                    ForEach(recipe.ingredients) { ingredient in
                        SaffronIngredientRow(ingredient: ingredient, scale: scale)
                        if ingredient.id != recipe.ingredients.last?.id {
                            Divider()
                        }
                    }

                    Text("Method")
                        .font(.title2.bold())
                        .padding(.top, 8)
                    ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.callout.bold())
                                .foregroundStyle(.white)
                                .frame(width: 26, height: 26)
                                .background(Circle().fill(.orange))
                            Text(.init(step))
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }

                    Text("Adapted from *Cocina Levantina*, published \(recipe.published, format: .dateTime.day().month(.wide).year()).")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(.top, 8)
                    Link(destination: recipe.sourceURL) {
                        Label("View original recipe", systemImage: "safari")
                    }
                    .font(.footnote.weight(.semibold))
                }
                .padding(.horizontal)
                .padding(.bottom, 32)
            }
        }
        .ignoresSafeArea(edges: .top)
        .tint(.orange)
        .environment(\.timeZone, TimeZone(identifier: "Europe/Madrid")!)
    }
}

struct SaffronRecipeNavigation: View {
    var body: some View {
        NavigationStack {
            SaffronRecipeDetailScreen()
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.hidden, for: .navigationBar)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            Image(systemName: "heart")
                        }
                    }
                }
        }
    }
}

#Preview("Recipe") {
    SaffronRecipeNavigation()
}

#Preview("Large type", traits: .sizeThatFitsLayout) {
    SaffronRecipeDetailScreen()
        .dynamicTypeSize(.xxLarge)
}
