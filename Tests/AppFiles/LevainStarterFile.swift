import SwiftUI
import Observation

// A 2026-style sourdough journal, with its own `import SwiftUI` and iOS 26 API: an @Observable
// journal, TabView(selection:) of Tab values with a search tab and the sidebar-adaptable style,
// a bottom accessory, a MeshGradient header, glass buttons in a GlassEffectContainer, a Gauge,
// ToolbarSpacer, a safeAreaBar filter, a zoom transition, detents and #Previews.

extension EnvironmentValues {
    @Entry var levainCrustColor: Color = .brown
}

enum LevainTab: Hashable { case starter, bakes, search }

enum LevainFlour: String, CaseIterable, Identifiable {
    case all = "All", wheat = "Wheat", rye = "Rye", spelt = "Spelt"
    var id: String { rawValue }
}

struct LevainFeeding: Identifiable, Hashable {
    let id: Int
    var time: String
    var ratio: String
    var risePercent: Int
}

struct LevainBake: Identifiable, Hashable {
    let id: Int
    var name: String
    var flour: LevainFlour
    var hydration: Double
    var rating: Int
    var symbol: String
}

@Observable
final class LevainJournal {
    var starterName = "Bubbles"
    var rise = 0.72
    var peakHours = 6.5
    var feedings: [LevainFeeding] = [
        LevainFeeding(id: 1, time: "07:30", ratio: "1:5:5", risePercent: 180),
        LevainFeeding(id: 2, time: "Yesterday", ratio: "1:2:2", risePercent: 210),
        LevainFeeding(id: 3, time: "Sunday", ratio: "1:1:1", risePercent: 150),
    ]
    var bakes: [LevainBake] = [
        LevainBake(id: 1, name: "Country loaf", flour: .wheat, hydration: 0.75, rating: 5, symbol: "birthday.cake"),
        LevainBake(id: 2, name: "Seeded rye", flour: .rye, hydration: 0.82, rating: 4, symbol: "leaf"),
        LevainBake(id: 3, name: "Focaccia", flour: .wheat, hydration: 0.85, rating: 4, symbol: "square.grid.3x3"),
        LevainBake(id: 4, name: "Baguettes", flour: .wheat, hydration: 0.70, rating: 3, symbol: "line.diagonal"),
    ]
    var flour: LevainFlour = .all
    var feedCount = 0

    var filteredBakes: [LevainBake] {
        flour == .all ? bakes : bakes.filter { $0.flour == flour }
    }
}

struct LevainRootView: View {
    @State private var journal = LevainJournal()
    @State private var tab: LevainTab
    @State private var query = ""

    init(tab: LevainTab = .starter) {
        _tab = State(initialValue: tab)
    }

    var body: some View {
        TabView(selection: $tab) {
            Tab("Starter", systemImage: "flask", value: LevainTab.starter) {
                LevainStarterView(journal: journal)
            }
            Tab("Bakes", systemImage: "birthday.cake", value: LevainTab.bakes) {
                LevainBakesView(journal: journal)
            }
            .badge(journal.bakes.count)
            Tab(value: LevainTab.search, role: .search) {
                NavigationStack {
                    List(journal.bakes.filter { query.isEmpty || $0.name.localizedStandardContains(query) }) { bake in
                        Label(bake.name, systemImage: bake.symbol)
                    }
                    .navigationTitle("Search")
                }
                .searchable(text: $query, prompt: "Bakes and flours")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            LevainProofTimer(minutesLeft: 42)
        }
        .tint(.orange)
    }
}

struct LevainProofTimer: View {
    var minutesLeft: Int

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "timer")
                .symbolEffect(.pulse)
            Text("Bulk proof")
                .font(.subheadline.weight(.semibold))
            Spacer()
            Text("\(minutesLeft) min")
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
    }
}

struct LevainStarterView: View {
    @Bindable var journal: LevainJournal

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    LevainStarterHeader(journal: journal)
                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 12) {
                            Button("Feed", systemImage: "drop.fill") {
                                journal.feedCount += 1
                            }
                            .buttonStyle(.glassProminent)
                            Button("Discard", systemImage: "trash") {}
                                .buttonStyle(.glass)
                        }
                    }
                    .sensoryFeedback(.success, trigger: journal.feedCount)

                    Text("Feedings")
                        .font(.title3.bold())
                    VStack(spacing: 0) {
                        ForEach(journal.feedings) { feeding in
                            LevainFeedingRow(feeding: feeding)
                            if feeding.id != journal.feedings.last?.id {
                                Divider().padding(.leading, 16)
                            }
                        }
                    }
                    .background(.background.secondary, in: .rect(cornerRadius: 20))
                }
                .padding(.horizontal, 16)
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .navigationTitle("Starter")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Schedule", systemImage: "calendar") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape") {}
                }
            }
        }
    }
}

struct LevainStarterHeader: View {
    var journal: LevainJournal
    @Environment(\.levainCrustColor) private var crust

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: journal.rise) {
                Text("Rise")
            } currentValueLabel: {
                Text(journal.rise, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.orange)
            VStack(alignment: .leading, spacing: 4) {
                Text(journal.starterName)
                    .font(.title2.bold())
                Label("Peaks in \(journal.peakHours.formatted()) h", systemImage: "clock")
                    .labelStyle(LevainCaptionLabelStyle())
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .background {
            MeshGradient(width: 2, height: 2, points: [
                [0, 0], [1, 0],
                [0, 1], [1, 1],
            ], colors: [
                .orange.opacity(0.35), crust.opacity(0.25),
                .yellow.opacity(0.2), .orange.opacity(0.1),
            ])
            .backgroundExtensionEffect()
        }
        .clipShape(.rect(cornerRadius: 24))
    }
}

struct LevainCaptionLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon
                .foregroundStyle(.orange)
            configuration.title
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
}

struct LevainFeedingRow: View {
    var feeding: LevainFeeding

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(feeding.time)
                    .font(.body.weight(.medium))
                Text("Ratio \(feeding.ratio)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(feeding.risePercent)%")
                .font(.callout.monospacedDigit().weight(.semibold))
                .foregroundStyle(feeding.risePercent >= 200 ? Color.green : Color.primary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

struct LevainBakesView: View {
    @Bindable var journal: LevainJournal
    @State private var focused: Int?
    @State private var shown: LevainBake?
    @Namespace private var zoom

    var body: some View {
        NavigationStack {
            ScrollView {
                if journal.filteredBakes.isEmpty {
                    ContentUnavailableView("No \(journal.flour.rawValue.lowercased()) bakes",
                                           systemImage: "birthday.cake",
                                           description: Text("Bakes you log with this flour appear here."))
                        .padding(.top, 80)
                } else {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(journal.filteredBakes) { bake in
                                NavigationLink(value: bake) {
                                    LevainBakeCard(bake: bake)
                                }
                                .buttonStyle(.plain)
                                .contextMenu {
                                    Button("Quick Look", systemImage: "eye") { shown = bake }
                                }
                                .matchedTransitionSource(id: bake.id, in: zoom)
                                .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $focused)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                }
            }
            .safeAreaBar(edge: .top) {
                Picker("Flour", selection: $journal.flour) {
                    ForEach(LevainFlour.allCases) { flour in
                        Text(flour.rawValue).tag(flour)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal, 16)
                .padding(.bottom, 8)
            }
            .navigationTitle("Bakes")
            .navigationDestination(for: LevainBake.self) { bake in
                LevainBakeDetail(bake: bake)
                    .navigationTransition(.zoom(sourceID: bake.id, in: zoom))
            }
            .sheet(item: $shown) { bake in
                LevainBakeDetail(bake: bake)
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct LevainBakeCard: View {
    var bake: LevainBake
    @Environment(\.levainCrustColor) private var crust

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: bake.symbol)
                .font(.title)
                .foregroundStyle(crust)
                .frame(maxWidth: .infinity, minHeight: 90)
                .background(.orange.opacity(0.15), in: .rect(cornerRadius: 14))
            Text(bake.name)
                .font(.headline)
                .lineLimit(1)
            Text("\(bake.hydration, format: .percent) hydration")
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack(spacing: 2) {
                ForEach(0..<5) { star in
                    Image(systemName: star < bake.rating ? "star.fill" : "star")
                        .font(.caption2)
                        .foregroundStyle(.orange)
                }
            }
        }
        .padding(12)
        .background(.background.secondary, in: .rect(cornerRadius: 20))
    }
}

struct LevainBakeDetail: View {
    var bake: LevainBake

    var body: some View {
        List {
            Section("Dough") {
                LabeledContent("Flour", value: bake.flour.rawValue)
                LabeledContent("Hydration", value: bake.hydration, format: .percent)
            }
            Section {
                Label("Shaped and cold-retarded overnight", systemImage: "moon.zzz")
                Label("Baked 45 min at 250 °C", systemImage: "flame")
            } header: {
                Text("Notes")
            }
        }
        .navigationTitle(bake.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("Starter") {
    LevainRootView()
}

#Preview("Bakes") {
    LevainRootView(tab: .bakes)
}

#Preview("No spelt") {
    let journal = LevainJournal()
    journal.flour = .spelt
    return LevainBakesView(journal: journal)
        .environment(\.levainCrustColor, .orange)
}

#Preview("Detail") {
    NavigationStack {
        LevainBakeDetail(bake: LevainJournal().bakes[1])
    }
}
