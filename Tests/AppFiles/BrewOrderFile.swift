import Backplate

// The menu screen of the Brew coffee-ordering app, written as iOS 17/18 apps are: every view
// model is `@MainActor` (an ObservableObject owned with @StateObject, another shared with
// @EnvironmentObject, an @Observable cart in @State, passed down with .environment and edited
// through @Bindable), loading starts in `.task { await menu.load() }`, and a toolbar button
// refreshes in `Task { @MainActor in ... }`. `body` calls the models' main-actor methods and
// computed properties directly, which only compiles because `View` is main-actor isolated.

struct BrewDrink: Identifiable, Hashable {
    let id: Int
    let name: String
    let detail: String
    let price: Double
    let symbol: String
}

extension BrewDrink {
    static let menu: [BrewDrink] = [
        BrewDrink(id: 1, name: "Flat White", detail: "Double ristretto, silky milk", price: 4.20, symbol: "cup.and.saucer"),
        BrewDrink(id: 2, name: "Espresso", detail: "Single origin, 18 g", price: 2.80, symbol: "flame.fill"),
        BrewDrink(id: 3, name: "Cold Brew", detail: "Steeped 18 hours", price: 4.60, symbol: "snowflake"),
        BrewDrink(id: 4, name: "Cortado", detail: "Equal parts espresso and milk", price: 3.60, symbol: "drop.fill"),
    ]
}

@MainActor
final class BrewMenuModel: ObservableObject {
    @Published private(set) var drinks: [BrewDrink]
    @Published private(set) var isRefreshing = false
    @Published private(set) var lastLoaded: String?

    init(drinks: [BrewDrink] = BrewDrink.menu) {
        self.drinks = drinks
    }

    /// The menu as the screen lists it: cheapest first.
    var drinksByPrice: [BrewDrink] {
        drinks.sorted { $0.price < $1.price }
    }

    func load() async {
        lastLoaded = "Menu updated"
    }

    func refresh() async {
        isRefreshing = true
        await load()
        isRefreshing = false
    }
}

@MainActor
final class BrewRewardsModel: ObservableObject {
    @Published var stars: Int
    let goal = 150

    init(stars: Int = 90) {
        self.stars = stars
    }

    var progress: Double { Double(stars) / Double(goal) }
    var starsToGo: Int { max(goal - stars, 0) }
}

@MainActor
@Observable
final class BrewCart {
    var quantities: [Int: Int] = [1: 2, 4: 1]
    var note = ""

    func quantity(of drink: BrewDrink) -> Int { quantities[drink.id] ?? 0 }

    func add(_ drink: BrewDrink) { quantities[drink.id, default: 0] += 1 }

    func total(in menu: [BrewDrink]) -> Double {
        menu.reduce(0) { $0 + Double(quantity(of: $1)) * $1.price }
    }

    var itemCount: Int { quantities.values.reduce(0, +) }
}

enum BrewTheme {
    static let espresso = Color(red: 107 / 255, green: 66 / 255, blue: 38 / 255)
    static let latte = Color(red: 237 / 255, green: 217 / 255, blue: 189 / 255)
}

struct BrewMenuScreen: View {
    @StateObject private var menu = BrewMenuModel()
    @State private var cart = BrewCart()
    @EnvironmentObject private var rewards: BrewRewardsModel

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    BrewRewardsCard(stars: rewards.stars, starsToGo: rewards.starsToGo, progress: rewards.progress)
                    Text("Espresso bar")
                        .font(.title3.bold())
                        .padding(.top, 8)
                    ForEach(menu.drinksByPrice) { drink in
                        BrewDrinkRow(drink: drink, quantity: cart.quantity(of: drink))
                    }
                    if let status = menu.lastLoaded {
                        Text(status).font(.footnote).foregroundStyle(.secondary)
                    }
                }
                .padding(16)
            }
            .navigationTitle("Brew")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        Task { @MainActor in
                            await menu.refresh()
                        }
                    } label: {
                        Image(systemName: "arrow.clockwise")
                    }
                    .disabled(menu.isRefreshing)
                }
            }
            .safeAreaInset(edge: .bottom) {
                BrewCartBar(menu: menu.drinks)
                    .id("brew-cart-bar")
            }
        }
        .environment(cart)
        .task {
            await menu.load()
        }
    }
}

struct BrewRewardsCard: View {
    let stars: Int
    let starsToGo: Int
    let progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label("\(stars) stars", systemImage: "star.fill")
                    .font(.headline)
                Spacer()
                Text("\(starsToGo) to a free drink")
                    .font(.subheadline)
            }
            ProgressView(value: progress)
                .tint(BrewTheme.espresso)
        }
        .foregroundStyle(BrewTheme.espresso)
        .padding(16)
        .background(BrewTheme.latte, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .id("brew-rewards")
    }
}

/// An explicitly `@MainActor` view, as some teams annotate them.
@MainActor
struct BrewDrinkRow: View {
    let drink: BrewDrink
    let quantity: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: drink.symbol)
                .font(.title3)
                .foregroundStyle(BrewTheme.espresso)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(drink.name).font(.body.weight(.semibold))
                Text(drink.detail).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(drink.price, format: .currency(code: "USD"))
                .font(.subheadline.monospacedDigit())
            if quantity > 0 {
                Text("\(quantity)")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .frame(width: 24, height: 24)
                    .background(BrewTheme.espresso, in: Circle())
            }
        }
        .padding(.vertical, 6)
    }
}

struct BrewCartBar: View {
    @Environment(BrewCart.self) private var cart
    let menu: [BrewDrink]

    var body: some View {
        HStack {
            Text("\(cart.itemCount) items")
                .font(.headline)
            Spacer()
            Text(cart.total(in: menu), format: .currency(code: "USD"))
                .font(.headline.monospacedDigit())
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 20)
        .frame(height: 52)
        .background(BrewTheme.espresso, in: Capsule())
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }
}

/// The note field of the checkout sheet: edits the cart through @Bindable.
struct BrewOrderNoteEditor: View {
    @Bindable var cart: BrewCart

    var body: some View {
        Form {
            Section("Note for the barista") {
                TextField("Oat milk, extra hot…", text: $cart.note)
            }
            Section {
                LabeledContent("Items", value: "\(cart.itemCount)")
            }
        }
    }
}

#Preview("Menu") {
    BrewMenuScreen()
        .environmentObject(BrewRewardsModel())
}

#Preview("Note") {
    BrewOrderNoteEditor(cart: BrewCart())
}
