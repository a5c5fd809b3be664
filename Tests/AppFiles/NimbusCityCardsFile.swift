import Backplate

// Nimbus, a weather app's city list in the iOS 18 style: cards with a MeshGradient sky, a
// circular Gauge for the UV index, zoom navigation transitions from each card
// (matchedTransitionSource + navigationTransition), onScrollGeometryChange for a collapsing
// header, visualEffect that reads the card's frame, and an Environment value declared with @Entry.

extension EnvironmentValues {
    @Entry var nimbusUsesCelsius: Bool = true
}

struct NimbusCity: Identifiable, Hashable {
    let id: String
    let name: String
    let condition: String
    let symbol: String
    let temperature: Double
    let high: Double
    let low: Double
    let uvIndex: Double
    let isNight: Bool

    static let saved: [NimbusCity] = [
        NimbusCity(id: "osl", name: "Oslo", condition: "Light snow", symbol: "cloud.snow.fill",
                   temperature: -3, high: -1, low: -7, uvIndex: 1, isNight: false),
        NimbusCity(id: "lis", name: "Lisbon", condition: "Sunny", symbol: "sun.max.fill",
                   temperature: 19, high: 21, low: 12, uvIndex: 6, isNight: false),
        NimbusCity(id: "tyo", name: "Tokyo", condition: "Clear", symbol: "moon.stars.fill",
                   temperature: 8, high: 13, low: 5, uvIndex: 0, isNight: true),
    ]
}

struct NimbusTemperatureText: View {
    let celsius: Double
    @Environment(\.nimbusUsesCelsius) private var usesCelsius

    var body: some View {
        let value = usesCelsius ? celsius : celsius * 9 / 5 + 32
        Text("\(Int(value.rounded()))°")
    }
}

struct NimbusSkyBackground: View {
    let isNight: Bool

    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.6, 0.4], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: isNight
                ? [.indigo, .indigo, .purple, .blue, .indigo, .purple, .black, .indigo, .black]
                : [.cyan, .blue, .blue, .cyan, .teal, .blue, .mint, .cyan, .blue]
        )
    }
}

struct NimbusCityCard: View {
    let city: NimbusCity

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 4) {
                Text(city.name)
                    .font(.title2.bold())
                Text(city.condition)
                    .font(.subheadline)
                Spacer(minLength: 12)
                HStack(spacing: 8) {
                    Text("H:") + Text("\(Int(city.high))°")
                    Text("L:") + Text("\(Int(city.low))°")
                }
                .font(.footnote.weight(.medium))
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 6) {
                NimbusTemperatureText(celsius: city.temperature)
                    .font(.system(size: 44, weight: .light))
                Gauge(value: city.uvIndex, in: 0...11) {
                    Text("UV")
                } currentValueLabel: {
                    Text("\(Int(city.uvIndex))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Gradient(colors: [.green, .yellow, .orange, .red]))
                .scaleEffect(0.7)
                .frame(width: 44, height: 44)
            }
        }
        .foregroundStyle(.white)
        .padding()
        .frame(height: 130)
        .background {
            NimbusSkyBackground(isNight: city.isNight)
        }
        .clipShape(.rect(cornerRadius: 22, style: .continuous))
        .overlay(alignment: .topTrailing) {
            Image(systemName: city.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title)
                .padding(.top, 12)
                .padding(.trailing, 90)
        }
    }
}

struct NimbusCityDetail: View {
    let city: NimbusCity

    var body: some View {
        ZStack {
            NimbusSkyBackground(isNight: city.isNight)
                .ignoresSafeArea()
            VStack(spacing: 4) {
                Text(city.name).font(.largeTitle)
                NimbusTemperatureText(celsius: city.temperature)
                    .font(.system(size: 96, weight: .thin))
                Text(city.condition).font(.title3)
            }
            .foregroundStyle(.white)
        }
    }
}

struct NimbusCityListScreen: View {
    @Namespace private var zoom
    @State private var headerCollapsed = false
    @State private var selectedCity: NimbusCity?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(NimbusCity.saved) { city in
                        NavigationLink(value: city) {
                            NimbusCityCard(city: city)
                                .matchedTransitionSource(id: city.id, in: zoom)
                        }
                        .buttonStyle(.plain)
                        .visualEffect { content, proxy in
                            content.opacity(proxy.frame(in: .scrollView).minY < -40 ? 0.6 : 1)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y > 20
            } action: { _, collapsed in
                headerCollapsed = collapsed
            }
            .navigationTitle("Weather")
            .navigationDestination(for: NimbusCity.self) { city in
                NimbusCityDetail(city: city)
                    .navigationTransition(.zoom(sourceID: city.id, in: zoom))
            }
            .toolbar {
                Menu("Units", systemImage: "ellipsis.circle") {
                    Button("Celsius") {}
                    Button("Fahrenheit") {}
                }
            }
        }
    }
}

#Preview("Cities") {
    NimbusCityListScreen()
}

#Preview("Fahrenheit") {
    NimbusCityListScreen()
        .environment(\.nimbusUsesCelsius, false)
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    NimbusCityCard(city: NimbusCity.saved[1])
        .padding()
}
