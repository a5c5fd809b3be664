import Backplate
import Foundation

// Text literals with interpolations as app code writes them: counts, arithmetic on numbers,
// specifiers, format styles, strings, dates and values that fall back to a verbatim string
// (enums, optionals, Bool). scripts/bench-typecheck.sh times how long each takes to check.

struct InterpolatedStats: View {
    enum Period { case week, month }
    var steps: Int
    var distance: Double
    var goal: Int
    var name: String
    var period: Period
    var pace: Float
    var updated: Date
    var width: CGFloat
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(steps) steps")
            Text("\(steps * 100 / max(goal, 1))% of \(goal)")
            Text("\(distance, specifier: "%.2f") km this \(String(describing: period))")
            Text("This \(period): \(steps) steps")
            Text("Hello \(name), you walked \(distance / 1000, specifier: "%.1f") km in \(steps / 60) minutes")
            Text("\(Double(steps) / Double(goal) * 100, specifier: "%.0f")% · \(goal - steps) to go")
            Text("Pace \(pace) min/km, best \(pace * 0.9, specifier: "%.1f")")
            Text("\(Int(distance)) m · \(steps + goal) · \(Int(width * 2)) pt")
            Text("Updated \(updated, style: .relative) ago by \(name)")
            Text("\(distance, format: .number.precision(.fractionLength(1))) km · \(steps, format: .number)")
            Text("Streak: \(steps > goal ? "met" : "missed") · \(steps > goal)")
            Text("\(name.count) letters, \(name.uppercased()) \(Optional(steps) ?? 0)")
            Text("Width \(width, specifier: "%.0f") × \(width / 2 + 8, specifier: "%.1f")")
        }
        .navigationTitle("\(steps) steps")
    }
}

struct InterpolatedRows: View {
    var items: [(name: String, count: Int, price: Double)]
    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { i in
                HStack {
                    Text("\(i + 1). \(items[i].name)")
                    Spacer()
                    Text("\(items[i].count) × \(items[i].price, specifier: "%.2f") = \(Double(items[i].count) * items[i].price, specifier: "%.2f")")
                }
            }
            Section("\(items.count) items") {
                Button("Remove \(items.count) items") {}
                Label("\(items.reduce(0) { $0 + $1.count }) in total", systemImage: "cart")
                Toggle("Show \(items.count * 2) more", isOn: .constant(false))
            }
        }
    }
}
