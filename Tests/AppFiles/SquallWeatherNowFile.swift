import SwiftUI

// Squall: a weather app's "now" screen in the style of 2025-2026 apps. An @Observable forecast,
// WeatherKit-style condition symbol names drawn in multicolour, iOS 26's gradient symbol
// rendering, an hourly strip of fixed columns and cards on glass.

struct SquallHour: Identifiable, Hashable {
    var id: String { label }
    var label: String
    var symbolName: String
    var temperature: Int
    var chanceOfRain: Int
}

@Observable
final class SquallForecast {
    var place = "Wellington"
    var condition = "Showers clearing"
    var symbolName = "cloud.sun.rain.fill"
    var temperature = 14
    var high = 17
    var low = 9
    var hours: [SquallHour] = [
        SquallHour(label: "Now", symbolName: "cloud.sun.rain.fill", temperature: 14, chanceOfRain: 60),
        SquallHour(label: "1 PM", symbolName: "cloud.rain.fill", temperature: 14, chanceOfRain: 80),
        SquallHour(label: "2 PM", symbolName: "cloud.heavyrain.fill", temperature: 13, chanceOfRain: 90),
        SquallHour(label: "3 PM", symbolName: "cloud.drizzle.fill", temperature: 13, chanceOfRain: 50),
        SquallHour(label: "4 PM", symbolName: "cloud.sun.fill", temperature: 15, chanceOfRain: 20),
        SquallHour(label: "5 PM", symbolName: "sun.max.fill", temperature: 16, chanceOfRain: 0),
    ]

    var nextDryHour: SquallHour? { hours.first { $0.chanceOfRain < 30 } }
}

struct SquallHourColumn: View {
    let hour: SquallHour
    var body: some View {
        VStack(spacing: 8) {
            Text(hour.label)
                .font(.footnote.weight(.semibold))
            Image(systemName: hour.symbolName)
                .symbolRenderingMode(.multicolor)
                .font(.title2)
                .frame(height: 30)
            Text("\(hour.temperature)°")
                .font(.body.monospacedDigit())
        }
        .frame(width: 48)
    }
}

struct SquallNowView: View {
    @State private var forecast = SquallForecast()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    VStack(spacing: 4) {
                        Image(systemName: forecast.symbolName)
                            .symbolRenderingMode(.multicolor)
                            .symbolColorRenderingMode(.gradient)
                            .font(.system(size: 64))
                        Text("\(forecast.temperature)°")
                            .font(.system(size: 72, weight: .thin))
                        Text(forecast.condition)
                            .font(.title3.weight(.medium))
                        Text("H:\(forecast.high)°  L:\(forecast.low)°")
                            .foregroundStyle(.secondary)
                    }
                    .padding(.top, 8)

                    VStack(alignment: .leading, spacing: 12) {
                        Label("HOURLY FORECAST", systemImage: "clock")
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                        ScrollView(.horizontal) {
                            HStack(spacing: 12) {
                                ForEach(forecast.hours) { SquallHourColumn(hour: $0) }
                            }
                        }
                        .scrollIndicators(.hidden)
                    }
                    .padding()
                    .glassEffect(.regular, in: .rect(cornerRadius: 20))

                    if let dry = forecast.nextDryHour {
                        Label("Dry from \(dry.label)", systemImage: "umbrella.fill")
                            .font(.headline)
                            .symbolColorRenderingMode(.gradient)
                            .foregroundStyle(.blue)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 20))
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle(forecast.place)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Now") {
    SquallNowView()
}

#Preview("Hour column") {
    SquallHourColumn(hour: SquallHour(label: "1 PM", symbolName: "cloud.rain.fill", temperature: 14, chanceOfRain: 80))
        .padding()
}
