import Backplate

// A weather app's week outlook: one row per day with a condition symbol in multicolour, the
// low/high temperatures on a perceptual gradient bar, and a header with device and alert
// symbols (palette, hierarchical), as an app would write it.

struct WeatherWeekDay: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let low: Int
    let high: Int
}

enum WeatherWeekSample {
    static let days: [WeatherWeekDay] = [
        WeatherWeekDay(name: "Today", symbol: "sun.max.fill", low: 14, high: 24),
        WeatherWeekDay(name: "Tue", symbol: "cloud.sun.fill", low: 13, high: 22),
        WeatherWeekDay(name: "Wed", symbol: "cloud.rain.fill", low: 12, high: 18),
        WeatherWeekDay(name: "Thu", symbol: "cloud.bolt.rain.fill", low: 11, high: 17),
        WeatherWeekDay(name: "Fri", symbol: "wind", low: 10, high: 16),
        WeatherWeekDay(name: "Sat", symbol: "snowflake", low: 2, high: 8),
    ]
}

struct WeatherWeekTemperatureBar: View {
    let low: Int
    let high: Int
    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let start = CGFloat(low) / 30, end = CGFloat(high) / 30
            Capsule().fill(Color.secondary.opacity(0.2))
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing))
                        .frame(width: width * (end - start))
                        .offset(x: width * start)
                }
        }
        .frame(height: 5)
    }
}

struct WeatherWeekRow: View {
    let day: WeatherWeekDay
    var body: some View {
        HStack(spacing: 12) {
            Text(day.name).frame(width: 56, alignment: .leading)
            Image(systemName: day.symbol)
                .symbolRenderingMode(.multicolor)
                .frame(width: 30)
            Text("\(day.low)°").foregroundStyle(.secondary)
            WeatherWeekTemperatureBar(low: day.low, high: day.high)
            Text("\(day.high)°")
        }
        .font(.body)
    }
}

struct WeatherWeekOutlook: View {
    var days = WeatherWeekSample.days
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Label("10-DAY FORECAST", systemImage: "calendar")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer()
                Image(systemName: "iphone")
                Image(systemName: "exclamationmark.triangle.fill")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .orange)
                Image(systemName: "umbrella.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.blue)
            }
            Divider()
            ForEach(days) { day in
                WeatherWeekRow(day: day)
            }
        }
        .padding()
        .background(.background)
    }
}
