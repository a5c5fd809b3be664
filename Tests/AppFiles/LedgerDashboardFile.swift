import Backplate

// The dashboard of Ledger, a budgeting app, written without Swift Charts: an ObservableObject
// budget shared with @EnvironmentObject, a Grid of totals, an adaptive LazyVGrid of category
// tiles with Gauges, a Canvas sparkline, a TimelineView clock, a custom LabelStyle, a
// PreferenceKey that equalises tile heights, and a ShareLink in the toolbar.

struct LedgerCategory: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
    let spent: Double
    let budget: Double
    let color: Color

    var fraction: Double { budget > 0 ? min(spent / budget, 1) : 0 }
    var isOver: Bool { spent > budget }
}

final class LedgerBudget: ObservableObject {
    @Published var monthName = "March"
    @Published var income: Double = 4200
    @Published var categories: [LedgerCategory] = [
        LedgerCategory(id: "rent", name: "Rent", symbol: "house.fill", spent: 1500, budget: 1500, color: .indigo),
        LedgerCategory(id: "food", name: "Groceries", symbol: "cart.fill", spent: 310, budget: 450, color: .green),
        LedgerCategory(id: "fun", name: "Going out", symbol: "party.popper.fill", spent: 260, budget: 200, color: .pink),
        LedgerCategory(id: "travel", name: "Transport", symbol: "tram.fill", spent: 64, budget: 120, color: .orange),
    ]
    @Published var dailySpending: [Double] = [42, 18, 65, 30, 12, 88, 54, 23, 40, 71, 15, 36, 59, 27]

    var totalSpent: Double { categories.reduce(0) { $0 + $1.spent } }
    var remaining: Double { income - totalSpent }
}

struct LedgerTrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == LedgerTrailingIconLabelStyle {
    static var trailingIcon: LedgerTrailingIconLabelStyle { LedgerTrailingIconLabelStyle() }
}

struct LedgerTileHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct LedgerSummaryGrid: View {
    @EnvironmentObject private var budget: LedgerBudget

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Income")
                    .foregroundStyle(.secondary)
                Text(budget.income, format: .currency(code: "EUR"))
                    .gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Spent")
                    .foregroundStyle(.secondary)
                Text(budget.totalSpent, format: .currency(code: "EUR"))
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Left")
                    .bold()
                Text(budget.remaining, format: .currency(code: "EUR"))
                    .bold()
                    .foregroundStyle(budget.remaining >= 0 ? .green : .red)
            }
        }
        .font(.body.monospacedDigit())
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

struct LedgerCategoryTile: View {
    let category: LedgerCategory
    var minHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(category.name, systemImage: category.symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(category.color)
            Gauge(value: category.fraction) {
                Text(category.name)
            } currentValueLabel: {
                Text(category.fraction, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(category.isOver ? .red : category.color)
            Text("\(Int(category.spent)) of \(Int(category.budget))")
                .font(.caption)
                .foregroundStyle(.secondary)
            if category.isOver {
                Label("Over", systemImage: "exclamationmark.triangle.fill")
                    .labelStyle(.trailingIcon)
                    .font(.caption.bold())
                    .foregroundStyle(.red)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .topLeading)
        .background {
            GeometryReader { proxy in
                Color.clear.preference(key: LedgerTileHeightKey.self, value: proxy.size.height)
            }
        }
        .background(category.color.opacity(0.1), in: .rect(cornerRadius: 14))
    }
}

struct LedgerSparkline: View {
    let values: [Double]
    var color: Color = .blue

    var body: some View {
        Canvas { context, size in
            guard values.count > 1, let maxValue = values.max(), maxValue > 0 else { return }
            let step = size.width / CGFloat(values.count - 1)
            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: CGFloat(index) * step, y: size.height * (1 - value / maxValue))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            var fill = line
            fill.addLine(to: CGPoint(x: size.width, y: size.height))
            fill.addLine(to: CGPoint(x: 0, y: size.height))
            fill.closeSubpath()
            context.fill(fill, with: .linearGradient(Gradient(colors: [color.opacity(0.35), color.opacity(0)]),
                                                     startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
        }
        .accessibilityLabel("Daily spending")
    }
}

struct LedgerDashboardScreen: View {
    @EnvironmentObject private var budget: LedgerBudget
    @State private var tileHeight: CGFloat = 0
    @ScaledMetric private var sparklineHeight: CGFloat = 80

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    TimelineView(.periodic(from: .now, by: 60)) { context in
                        Text(context.date, style: .date)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }

                    LedgerSummaryGrid()

                    VStack(alignment: .leading, spacing: 8) {
                        Text("Last 14 days")
                            .font(.headline)
                        LedgerSparkline(values: budget.dailySpending)
                            .frame(height: sparklineHeight)
                    }

                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(budget.categories) { category in
                            LedgerCategoryTile(category: category, minHeight: tileHeight)
                        }
                    }
                    .onPreferenceChange(LedgerTileHeightKey.self) { tileHeight = $0 }
                }
                .padding()
            }
            .navigationTitle(budget.monthName)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: "I have \(Int(budget.remaining)) left this month",
                              subject: Text("Budget"),
                              message: Text("From Ledger")) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                }
            }
        }
    }
}

#Preview("Dashboard") {
    LedgerDashboardScreen()
        .environmentObject(LedgerBudget())
}

#Preview("Tile", traits: .sizeThatFitsLayout) {
    LedgerCategoryTile(category: LedgerBudget().categories[2])
        .frame(width: 180)
        .padding()
}
