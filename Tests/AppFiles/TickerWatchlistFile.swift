import Backplate

// Ticker: a stock watchlist in the style of the Stocks app. A ScrollView of a LazyVStack
// with pinned section headers, sparklines drawn by a custom `Shape` (stroked) and an area
// shape used as a `mask` for a gradient, `layoutPriority` so the symbol column keeps its
// width, `.kerning`, monospaced digits, change pills of a fixed width with
// `.percent.sign(strategy: .always())`, and a `Color` per direction of change.

struct TickerQuote: Identifiable {
    var id: String { symbol }
    let symbol: String
    let company: String
    let price: Double
    let previousClose: Double
    let intraday: [Double]

    var change: Double { (price - previousClose) / previousClose }
    var isUp: Bool { price >= previousClose }
}

enum TickerSample {
    static let watchlist: [TickerQuote] = [
        TickerQuote(symbol: "AAPL", company: "Apple Inc.", price: 229.87, previousClose: 226.05,
                    intraday: [226.1, 226.9, 226.4, 227.8, 228.3, 227.9, 229.1, 229.87]),
        TickerQuote(symbol: "TSM", company: "Taiwan Semiconductor Manufacturing Company Limited", price: 181.12, previousClose: 186.40,
                    intraday: [186.4, 185.2, 185.9, 184.1, 183.0, 183.6, 182.2, 181.12]),
        TickerQuote(symbol: "NVDA", company: "NVIDIA Corporation", price: 135.40, previousClose: 131.38,
                    intraday: [131.4, 132.8, 132.1, 133.5, 134.9, 134.2, 135.0, 135.40]),
    ]
    static let indices: [TickerQuote] = [
        TickerQuote(symbol: "DJI", company: "Dow Jones Industrial Average", price: 42_063.36, previousClose: 42_175.11,
                    intraday: [42_175, 42_120, 42_140, 42_060, 42_010, 42_080, 42_030, 42_063]),
    ]
}

/// The line through a series, scaled to fill the rect (highest value at the top).
struct TickerSparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let low = values.min(), let high = values.max() else { return path }
        let span = max(high - low, .leastNonzeroMagnitude)
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                y: rect.maxY - CGFloat((value - low) / span) * rect.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// The area under a sparkline, down to the rect's bottom.
struct TickerSparklineArea: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = TickerSparkline(values: values).path(in: rect)
        guard !path.isEmpty else { return path }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct TickerChart: View {
    let quote: TickerQuote

    private var color: Color { quote.isUp ? .green : .red }

    var body: some View {
        ZStack {
            LinearGradient(colors: [color.opacity(0.35), color.opacity(0)], startPoint: .top, endPoint: .bottom)
                .mask(TickerSparklineArea(values: quote.intraday))
            TickerSparkline(values: quote.intraday)
                .stroke(color, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
        }
    }
}

struct TickerChangePill: View {
    let quote: TickerQuote

    var body: some View {
        Text(quote.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
            .font(.subheadline.weight(.semibold))
            .monospacedDigit()
            .foregroundColor(.white)
            .frame(width: 72, alignment: .trailing)
            .padding(.vertical, 4)
            .padding(.horizontal, 6)
            .background(
                RoundedRectangle(cornerRadius: 6, style: .continuous)
                    .fill(quote.isUp ? Color.green : Color.red)
            )
    }
}

struct TickerRow: View {
    let quote: TickerQuote

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(quote.symbol)
                    .font(.headline)
                    .kerning(0.5)
                Text(quote.company)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .layoutPriority(1)

            TickerChart(quote: quote)
                .frame(width: 56, height: 28)

            VStack(alignment: .trailing, spacing: 4) {
                Text(quote.price, format: .number.precision(.fractionLength(2)))
                    .font(.body.weight(.medium))
                    .monospacedDigit()
                TickerChangePill(quote: quote)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
    }
}

struct TickerWatchlistView: View {
    var watchlist = TickerSample.watchlist
    var indices = TickerSample.indices

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    section("My Symbols", quotes: watchlist)
                    section("Indices", quotes: indices)
                }
            }
            .navigationTitle("Ticker")
            .navigationBarTitleDisplayMode(.inline)
        }
        .environment(\.locale, Locale(identifier: "en_US"))
    }

    private func section(_ title: String, quotes: [TickerQuote]) -> some View {
        Section {
            ForEach(quotes) { quote in
                TickerRow(quote: quote)
                Divider().padding(.leading, 16)
            }
        } header: {
            Text(title.uppercased())
                .font(.footnote.weight(.semibold))
                .kerning(1)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(.bar)
        }
    }
}

#Preview {
    TickerWatchlistView()
}
