import SwiftUI

// A 2025 recipe app: a MeshGradient hero, a carousel of collections sized with
// containerRelativeFrame and faded by scrollTransition, a zoom transition from a card to its
// detail, steps as AttributedString with bold runs, an @Entry serving scale, and a
// @Previewable state in the preview.

extension EnvironmentValues {
    @Entry var marjoramServings: Int = 2
}

struct MarjoramRecipe: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
    var symbol: String
    var colors: [Color]
}

struct MarjoramStep: Identifiable {
    let id: Int
    var text: AttributedString
}

enum MarjoramSamples {
    static let recipes: [MarjoramRecipe] = [
        MarjoramRecipe(id: 1, title: "Charred Leek Risotto", minutes: 40, symbol: "leaf.fill", colors: [.green, .mint]),
        MarjoramRecipe(id: 2, title: "Miso Glazed Aubergine", minutes: 25, symbol: "flame.fill", colors: [.purple, .indigo]),
        MarjoramRecipe(id: 3, title: "Lemon Polenta Cake", minutes: 55, symbol: "birthday.cake.fill", colors: [.yellow, .orange]),
    ]

    static func steps() -> [MarjoramStep] {
        var first = AttributedString("Warm the stock in a small pan and keep it at a gentle simmer.")
        if let range = first.range(of: "gentle simmer") {
            first[range].font = .body.bold()
        }
        var second = AttributedString("Sweat the leeks in butter for 8 minutes, until soft.")
        if let range = second.range(of: "8 minutes") {
            second[range].foregroundColor = .orange
            second[range].font = .body.weight(.semibold)
        }
        let third = (try? AttributedString(markdown: "Add the rice and stir for **2 minutes**, then add the stock a ladle at a time.")) ?? AttributedString("Add the rice.")
        return [MarjoramStep(id: 1, text: first), MarjoramStep(id: 2, text: second), MarjoramStep(id: 3, text: third)]
    }
}

struct MarjoramHomeView: View {
    @Namespace private var zoom
    @State private var opened: MarjoramRecipe?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    MarjoramHero()
                    Text("This week's collections")
                        .font(.title2.bold())
                        .padding(.horizontal)
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(MarjoramSamples.recipes) { recipe in
                                Button { opened = recipe } label: {
                                    MarjoramCard(recipe: recipe)
                                }
                                .buttonStyle(.plain)
                                .matchedTransitionSource(id: recipe.id, in: zoom)
                                .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                                .scrollTransition { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.6)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                }
            }
            .navigationTitle("Marjoram")
            .navigationDestination(item: $opened) { recipe in
                MarjoramRecipeDetail(recipe: recipe)
                    .navigationTransition(.zoom(sourceID: recipe.id, in: zoom))
            }
        }
    }
}

struct MarjoramHero: View {
    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.6, 0.4], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                .orange, .red, .pink,
                .yellow, .orange, .red,
                .mint, .yellow, .orange,
            ]
        )
        .frame(height: 180)
        .overlay(alignment: .bottomLeading) {
            VStack(alignment: .leading, spacing: 4) {
                Text("SEASONAL")
                    .font(.caption.weight(.heavy))
                    .kerning(1.2)
                Text("Autumn comfort")
                    .font(.largeTitle.bold())
            }
            .foregroundStyle(.white)
            .padding()
        }
        .clipShape(.rect(cornerRadius: 24))
        .padding(.horizontal)
    }
}

struct MarjoramCard: View {
    var recipe: MarjoramRecipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: recipe.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 140)
                .overlay {
                    Image(systemName: recipe.symbol)
                        .font(.system(size: 44))
                        .foregroundStyle(.white)
                }
            Text(recipe.title)
                .font(.headline)
                .lineLimit(1)
            Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

struct MarjoramRecipeDetail: View {
    var recipe: MarjoramRecipe
    @Environment(\.marjoramServings) private var servings

    var body: some View {
        List {
            Section {
                LabeledContent("Serves", value: "\(servings)")
                LabeledContent("Time", value: Duration.seconds(recipe.minutes * 60), format: .units(allowed: [.hours, .minutes], width: .wide))
            }
            Section("Method") {
                ForEach(MarjoramSamples.steps()) { step in
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Text("\(step.id)")
                            .font(.headline)
                            .foregroundStyle(.white)
                            .frame(width: 26, height: 26)
                            .background(.orange, in: .circle)
                        Text(step.text)
                    }
                }
            }
        }
        .navigationTitle(recipe.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Home") {
    MarjoramHomeView()
}

#Preview("Detail") {
    @Previewable @State var servings = 4
    NavigationStack {
        MarjoramRecipeDetail(recipe: MarjoramSamples.recipes[0])
            .environment(\.marjoramServings, servings)
    }
}
