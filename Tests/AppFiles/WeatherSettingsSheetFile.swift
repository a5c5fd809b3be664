import Backplate

// Settings reached from a gear button: a sheet with detents whose content dismisses itself,
// a full-screen cover for the radar, and a link row that opens the data source's website.

enum WeatherUnit: String, CaseIterable, Identifiable {
    case celsius, fahrenheit
    var id: String { rawValue }
}

struct WeatherUnitsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Binding var unit: WeatherUnit

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Units").font(.headline)
                Spacer()
                Button("Done") { dismiss() }
            }
            ForEach(WeatherUnit.allCases) { option in
                HStack {
                    Text(option.rawValue.capitalized)
                    Spacer()
                    if option == unit {
                        Image(systemName: "checkmark").foregroundColor(.accentColor)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { unit = option }
            }
            Button("Weather data sources") {
                openURL(URL(string: "https://example.com/weather-sources")!)
            }
            .font(.footnote)
        }
        .padding(20)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(24)
        .interactiveDismissDisabled(false)
    }
}

struct WeatherSettingsButton: View {
    @State private var showsUnits = false
    @State private var radarUnit: WeatherUnit?
    @State private var unit: WeatherUnit = .celsius

    var body: some View {
        HStack {
            Text("Lisbon").font(.title3.bold())
            Spacer()
            Button {
                showsUnits = true
            } label: {
                Image(systemName: "gearshape.fill")
                    .font(.title3)
            }
            .help("Settings")
            .keyboardShortcut(",", modifiers: .command)
        }
        .padding()
        .sheet(isPresented: $showsUnits, onDismiss: { radarUnit = nil }) {
            WeatherUnitsSheet(unit: $unit)
        }
        .fullScreenCover(item: $radarUnit) { unit in
            Text("Radar in \(unit.rawValue)")
        }
        .popover(isPresented: .constant(false), arrowEdge: .top) {
            Text("Tip: long-press a city")
        }
    }
}
