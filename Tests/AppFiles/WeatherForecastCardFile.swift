import Backplate

// A forecast card as a weather app writes it: it loads in `.task`, shows a redacted
// placeholder while loading, and animates the temperature when it arrives.

struct WeatherForecast: Equatable {
    var city: String
    var summary: String
    var temperature: Int
    var high: Int
    var low: Int
    var symbolName: String

    static let placeholder = WeatherForecast(city: "Placeholder", summary: "Loading the forecast",
                                             temperature: 20, high: 25, low: 15, symbolName: "sun.max.fill")
    static let lisbon = WeatherForecast(city: "Lisbon", summary: "Sunny with a light breeze",
                                        temperature: 24, high: 27, low: 17, symbolName: "sun.max.fill")
}

struct WeatherForecastCard: View {
    @State private var forecast: WeatherForecast?
    @State private var isLoading: Bool
    @State private var showsDetails = false
    var preloaded: WeatherForecast?

    init(preloaded: WeatherForecast? = nil) {
        self.preloaded = preloaded
        _forecast = State(initialValue: preloaded)
        _isLoading = State(initialValue: preloaded == nil)
    }

    private var shown: WeatherForecast { forecast ?? .placeholder }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(shown.city)
                    .font(.title2.bold())
                Spacer()
                Image(systemName: shown.symbolName)
                    .font(.title)
                    .foregroundStyle(.orange)
            }
            Text("\(shown.temperature)°")
                .font(.system(size: 56, weight: .thin))
                .contentTransition(.numericText(value: Double(shown.temperature)))
                .animation(.spring(response: 0.4, dampingFraction: 0.8), value: shown.temperature)
            Text(shown.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack {
                Label("\(shown.high)°", systemImage: "arrow.up")
                Label("\(shown.low)°", systemImage: "arrow.down")
            }
            .font(.footnote)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 20, style: .continuous).fill(Color.gray.opacity(0.15)))
        .redacted(reason: isLoading ? .placeholder : [])
        .contentShape(RoundedRectangle(cornerRadius: 20))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.25)) { showsDetails.toggle() }
        }
        .sheet(isPresented: $showsDetails) {
            Text("Details for \(shown.city)")
                .presentationDetents([.medium])
        }
        .task {
            guard preloaded == nil else { return }
            try? await Task.sleep(nanoseconds: 500_000_000)
            forecast = .lisbon
            isLoading = false
        }
        .onAppear { showsDetails = false }
    }
}
