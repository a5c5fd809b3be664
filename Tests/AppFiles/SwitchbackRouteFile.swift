import Backplate
import Charts

// A hiking route screen in the style of an iOS 17 trail app: an inline title with a title
// menu to switch regions, a difficulty chip with the hiker symbol, an elevation profile
// (AreaMark under a LineMark) whose chartOverlay draws the scrubbed position, a stats row,
// highlights joined as a list format, and a GroupBox drawn on a custom backgroundStyle.

struct SwitchbackElevation: Identifiable {
    let mile: Double
    let feet: Double
    var id: Double { mile }
}

enum SwitchbackDifficulty: String, CaseIterable {
    case easy = "Easy", moderate = "Moderate", hard = "Hard"

    var color: Color {
        switch self {
        case .easy: return .green
        case .moderate: return .orange
        case .hard: return .red
        }
    }
}

struct SwitchbackRoute {
    var name: String
    var region: String
    var difficulty: SwitchbackDifficulty
    var miles: Double
    var gainFeet: Int
    var hours: Double
    var highlights: [String]
    var profile: [SwitchbackElevation]

    static let sample = SwitchbackRoute(
        name: "Cascade Ridge",
        region: "North Cascades",
        difficulty: .moderate,
        miles: 8.4,
        gainFeet: 2140,
        hours: 4.5,
        highlights: ["Waterfall", "Alpine lake", "Wildflowers"],
        profile: [
            SwitchbackElevation(mile: 0, feet: 3200), SwitchbackElevation(mile: 1, feet: 3550),
            SwitchbackElevation(mile: 2, feet: 4100), SwitchbackElevation(mile: 3, feet: 4700),
            SwitchbackElevation(mile: 4, feet: 5340), SwitchbackElevation(mile: 5, feet: 5100),
            SwitchbackElevation(mile: 6, feet: 4500), SwitchbackElevation(mile: 7, feet: 3900),
            SwitchbackElevation(mile: 8.4, feet: 3200),
        ])
}

struct SwitchbackRouteView: View {
    let route: SwitchbackRoute
    @State private var region = "North Cascades"
    /// Where the hiker last scrubbed the profile (restored from the last session).
    @State private var scrubbedMile: Double? = 4

    private let regions = ["North Cascades", "Olympics", "Mount Rainier"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    header
                    elevationCard
                    stats
                    GroupBox("Highlights") {
                        Text(route.highlights, format: .list(type: .and))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .backgroundStyle(route.difficulty.color.opacity(0.15))
                }
                .padding()
            }
            .navigationTitle(region)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleMenu {
                ForEach(regions, id: \.self) { name in
                    Button(name) { region = name }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save", systemImage: "bookmark") {}
                }
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(route.name)
                .font(.largeTitle.bold())
            Label(route.difficulty.rawValue, systemImage: "figure.hiking")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(route.difficulty.color)
                .padding(.horizontal, 10)
                .padding(.vertical, 5)
                .background(route.difficulty.color.opacity(0.15), in: Capsule())
        }
    }

    private var elevationCard: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Elevation")
                .font(.headline)
            Chart(route.profile) { point in
                AreaMark(
                    x: .value("Mile", point.mile),
                    yStart: .value("Base", 3000),
                    yEnd: .value("Feet", point.feet)
                )
                .foregroundStyle(
                    LinearGradient(colors: [.green.opacity(0.5), .green.opacity(0.05)], startPoint: .top, endPoint: .bottom)
                )
                LineMark(
                    x: .value("Mile", point.mile),
                    y: .value("Feet", point.feet)
                )
                .foregroundStyle(.green)
            }
            .chartYScale(domain: 3000...5600)
            .chartXScale(domain: 0...8.4)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let mile = scrubbedMile,
                       let plotFrame = proxy.plotFrame,
                       let x = proxy.position(forX: mile) {
                        let plot = geometry[plotFrame]
                        Rectangle()
                            .fill(.primary.opacity(0.6))
                            .frame(width: 1, height: plot.height)
                            .position(x: plot.minX + x, y: plot.midY)
                    }
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(
                            DragGesture().onChanged { value in
                                let origin = proxy.plotFrame.map { geometry[$0].origin } ?? .zero
                                scrubbedMile = proxy.value(atX: value.location.x - origin.x, as: Double.self)
                            }
                        )
                }
            }
            .frame(height: 160)
        }
    }

    private var stats: some View {
        HStack {
            SwitchbackStat(title: "Length", value: route.miles.formatted(.number.precision(.fractionLength(1))) + " mi")
            Divider()
            SwitchbackStat(title: "Gain", value: route.gainFeet.formatted() + " ft")
            Divider()
            SwitchbackStat(title: "Time", value: route.hours.formatted() + " h")
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct SwitchbackStat: View {
    let title: String
    let value: String

    var body: some View {
        VStack(spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title3.bold())
                .monospacedDigit()
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    SwitchbackRouteView(route: .sample)
}
