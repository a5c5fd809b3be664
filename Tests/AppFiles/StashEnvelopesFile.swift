import SwiftUI
import Charts

// An envelope-budgeting app (2025): a donut of SectorMarks with an angle selection binding and
// the month's total in chartBackground, envelopes as rows with a linearCapacity Gauge, a
// contextMenu with a preview, leading and trailing swipeActions, and a toolbar Menu.

struct StashEnvelope: Identifiable, Hashable {
    let id: String
    var name: String
    var symbol: String
    var budget: Double
    var spent: Double
    var colour: Color

    var left: Double { budget - spent }
    var usage: Double { min(spent / budget, 1) }
}

enum StashMonth {
    static let envelopes: [StashEnvelope] = [
        StashEnvelope(id: "groceries", name: "Groceries", symbol: "cart.fill", budget: 420, spent: 318.45, colour: .green),
        StashEnvelope(id: "eating", name: "Eating Out", symbol: "fork.knife", budget: 150, spent: 162.10, colour: .orange),
        StashEnvelope(id: "transport", name: "Transport", symbol: "tram.fill", budget: 120, spent: 64.00, colour: .blue),
        StashEnvelope(id: "fun", name: "Fun", symbol: "gamecontroller.fill", budget: 80, spent: 22.99, colour: .purple),
    ]
}

struct StashEnvelopeRow: View {
    var envelope: StashEnvelope

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label(envelope.name, systemImage: envelope.symbol)
                    .font(.headline)
                    .foregroundStyle(envelope.colour)
                Spacer()
                Text(envelope.left, format: .currency(code: "EUR"))
                    .font(.subheadline.monospacedDigit().weight(.semibold))
                    .foregroundStyle(envelope.left < 0 ? .red : .primary)
            }
            Gauge(value: envelope.usage) {
                EmptyView()
            }
            .gaugeStyle(.linearCapacity)
            .tint(envelope.left < 0 ? .red : envelope.colour)
            Text("\(envelope.spent.formatted(.currency(code: "EUR"))) of \(envelope.budget.formatted(.currency(code: "EUR")))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct StashDonut: View {
    var envelopes: [StashEnvelope]
    @Binding var selectedAmount: Double?

    private var total: Double { envelopes.reduce(0) { $0 + $1.spent } }

    var body: some View {
        Chart(envelopes) { envelope in
            SectorMark(
                angle: .value("Spent", envelope.spent),
                innerRadius: .ratio(0.64),
                angularInset: 2
            )
            .cornerRadius(4)
            .foregroundStyle(envelope.colour)
        }
        .chartAngleSelection(value: $selectedAmount)
        .chartBackground { _ in
            VStack(spacing: 2) {
                Text("Spent")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(total, format: .currency(code: "EUR").precision(.fractionLength(0)))
                    .font(.title2.bold().monospacedDigit())
            }
        }
        .frame(height: 200)
    }
}

struct StashBudgetView: View {
    @State private var envelopes = StashMonth.envelopes
    @State private var selectedAmount: Double?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    StashDonut(envelopes: envelopes, selectedAmount: $selectedAmount)
                        .listRowBackground(Color.clear)
                }
                Section("Envelopes") {
                    ForEach(envelopes) { envelope in
                        StashEnvelopeRow(envelope: envelope)
                            .contextMenu {
                                Button("Add Money", systemImage: "plus") {}
                                Button("Move Money", systemImage: "arrow.left.arrow.right") {}
                            } preview: {
                                StashEnvelopeRow(envelope: envelope)
                                    .padding()
                                    .frame(width: 300)
                            }
                            .swipeActions(edge: .leading) {
                                Button("Top Up", systemImage: "plus.circle") {}
                                    .tint(.green)
                            }
                            .swipeActions {
                                Button("Archive", systemImage: "archivebox", role: .destructive) {}
                            }
                    }
                }
            }
            .navigationTitle("June")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Month", systemImage: "calendar") {
                        Button("May") {}
                        Button("June") {}
                    }
                }
            }
        }
    }
}

#Preview("Budget") {
    StashBudgetView()
}
