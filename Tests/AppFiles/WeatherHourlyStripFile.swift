import Backplate

// The hourly strip: fewer hours on a compact width, more on a regular one, with the current
// hour's icon pulsing through a phase animation.

struct WeatherHour: Identifiable {
    var id: Int { hour }
    var hour: Int
    var temperature: Int
    var symbolName: String
}

struct WeatherHourlyStrip: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Namespace private var highlight
    @State private var selectedHour = 9
    var hours: [WeatherHour] = (0..<8).map {
        WeatherHour(hour: 9 + $0, temperature: 18 + $0 % 4, symbolName: $0 % 3 == 0 ? "sun.max.fill" : "cloud.fill")
    }

    private var visibleHours: ArraySlice<WeatherHour> {
        hours.prefix(horizontalSizeClass == .regular ? 8 : 4)
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(visibleHours) { hour in
                VStack(spacing: 6) {
                    Text(hour.hour == hours.first?.hour ? "Now" : "\(hour.hour)")
                        .font(.caption)
                    if hour.hour == hours.first?.hour {
                        Image(systemName: hour.symbolName)
                            .phaseAnimator([1.0, 1.2]) { content, scale in
                                content.scaleEffect(scale)
                            } animation: { _ in .easeInOut(duration: 1) }
                    } else {
                        Image(systemName: hour.symbolName)
                    }
                    Text("\(hour.temperature)°")
                        .font(.callout.monospacedDigit())
                        .contentTransition(.numericText())
                }
                .frame(width: 56)
                .padding(.vertical, 10)
                .background {
                    if hour.hour == selectedHour {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.blue.opacity(0.2))
                            .matchedGeometryEffect(id: "selection", in: highlight)
                    }
                }
                .onTapGesture {
                    withAnimation(.smooth) { selectedHour = hour.hour }
                }
            }
        }
        .padding(8)
    }
}
