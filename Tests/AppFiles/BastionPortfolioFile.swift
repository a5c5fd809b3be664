import SwiftUI
import Charts
import Observation

// A 2025-2026 investing app's portfolio screen: an @Observable model edited through @Bindable,
// a balance in numeric text, an area-under-line Swift Charts history with a gradient fill and a
// selection value, a segmented range picker, holdings with currency formats, search minimized
// into the toolbar (iOS 26), a ToolbarSpacer and a ContentUnavailableView for empty results.

struct BastionPricePoint: Identifiable {
    var id: Int { day }
    var day: Int
    var value: Double
}

struct BastionHolding: Identifiable, Hashable {
    let id: String
    var name: String
    var shares: Double
    var price: Double
    var change: Double

    var marketValue: Double { shares * price }
}

enum BastionRange: String, CaseIterable, Identifiable {
    case week = "1W", month = "1M", year = "1Y", all = "All"
    var id: Self { self }
}

@Observable
final class BastionPortfolio {
    var range: BastionRange = .month
    var query = ""
    var selectedDay: Int?
    var history: [BastionPricePoint] = [
        52.1, 52.8, 51.9, 53.4, 54.0, 53.2, 55.1, 56.3, 55.8, 57.0,
        56.2, 58.4, 59.1, 58.7, 60.2, 61.0, 60.4, 62.3, 61.8, 63.5,
    ].enumerated().map { BastionPricePoint(day: $0.offset + 1, value: $0.element * 1000) }
    var holdings: [BastionHolding] = [
        BastionHolding(id: "AAPL", name: "Apple", shares: 120, price: 231.40, change: 0.0124),
        BastionHolding(id: "VTI", name: "Vanguard Total Market", shares: 85, price: 287.15, change: -0.0042),
        BastionHolding(id: "MSFT", name: "Microsoft", shares: 30, price: 452.80, change: 0.0071),
    ]

    var balance: Double { history.last?.value ?? 0 }
    var firstValue: Double { history.first?.value ?? 0 }
    var gain: Double { balance - firstValue }

    var filteredHoldings: [BastionHolding] {
        guard !query.isEmpty else { return holdings }
        return holdings.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.id.localizedCaseInsensitiveContains(query) }
    }
}

struct BastionPortfolioView: View {
    @State private var portfolio = BastionPortfolio()

    var body: some View {
        NavigationStack {
            BastionPortfolioList(portfolio: portfolio)
                .navigationTitle("Portfolio")
                .searchable(text: $portfolio.query, prompt: "Holdings")
                .searchToolbarBehavior(.minimize)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Alerts", systemImage: "bell") {}
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") {}
                    }
                }
        }
    }
}

struct BastionPortfolioList: View {
    @Bindable var portfolio: BastionPortfolio

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Total balance")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(portfolio.balance, format: .currency(code: "USD"))
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                        .contentTransition(.numericText(value: portfolio.balance))
                    Label {
                        Text(portfolio.gain, format: .currency(code: "USD").sign(strategy: .always()))
                    } icon: {
                        Image(systemName: portfolio.gain >= 0 ? "arrow.up.right" : "arrow.down.right")
                    }
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(portfolio.gain >= 0 ? .green : .red)
                    BastionHistoryChart(portfolio: portfolio)
                        .frame(height: 180)
                        .padding(.top, 8)
                    Picker("Range", selection: $portfolio.range) {
                        ForEach(BastionRange.allCases) { range in
                            Text(range.rawValue).tag(range)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                .listRowInsets(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
            }
            Section("Holdings") {
                if portfolio.filteredHoldings.isEmpty {
                    ContentUnavailableView.search(text: portfolio.query)
                } else {
                    ForEach(portfolio.filteredHoldings) { holding in
                        BastionHoldingRow(holding: holding)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct BastionHistoryChart: View {
    @Bindable var portfolio: BastionPortfolio

    var body: some View {
        Chart(portfolio.history) { point in
            AreaMark(
                x: .value("Day", point.day),
                yStart: .value("Low", 50_000),
                yEnd: .value("Value", point.value)
            )
            .foregroundStyle(
                LinearGradient(colors: [.green.opacity(0.35), .green.opacity(0.02)], startPoint: .top, endPoint: .bottom)
            )
            .interpolationMethod(.monotone)
            LineMark(x: .value("Day", point.day), y: .value("Value", point.value))
                .foregroundStyle(.green)
                .lineStyle(StrokeStyle(lineWidth: 2.5))
                .interpolationMethod(.monotone)
        }
        .chartYScale(domain: 50_000...65_000)
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(position: .trailing, values: [50_000, 55_000, 60_000, 65_000]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let amount = value.as(Double.self) {
                        Text("\(Int(amount / 1000))K")
                    }
                }
            }
        }
        .chartXSelection(value: $portfolio.selectedDay)
    }
}

struct BastionHoldingRow: View {
    var holding: BastionHolding

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(holding.id)
                    .font(.headline)
                Text(holding.name)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(holding.marketValue, format: .currency(code: "USD"))
                    .font(.body.monospacedDigit())
                Text(holding.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(holding.change >= 0 ? Color.green : Color.red, in: .capsule)
            }
        }
    }
}

#Preview {
    BastionPortfolioView()
}

#Preview("No results") {
    @Previewable @State var portfolio: BastionPortfolio = {
        let model = BastionPortfolio()
        model.query = "Tesla"
        return model
    }()
    NavigationStack {
        BastionPortfolioList(portfolio: portfolio)
    }
}
