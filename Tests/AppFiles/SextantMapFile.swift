import Backplate

// An iOS 26 map explorer: glass map controls merged in a GlassEffectContainer, tinted glass
// category chips, a clear-glass scale badge over a dimmed map, a glass place card, a bottom
// toolbar split by ToolbarSpacers, and a saved-places list with a section index.

struct SextantPlace: Identifiable, Hashable {
    let id: Int
    let name: String
    let kind: String
    let walkMinutes: Int
}

enum SextantCategory: String, CaseIterable, Identifiable {
    case food = "Food"
    case coffee = "Coffee"
    case parks = "Parks"
    var id: String { rawValue }
    var symbol: String {
        switch self {
        case .food: "fork.knife"
        case .coffee: "cup.and.saucer"
        case .parks: "leaf"
        }
    }
}

/// A drawn street map: blocks on a land colour, two roads and a river.
struct SextantMapCanvas: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        ZStack {
            (dark ? Color(red: 0.16, green: 0.17, blue: 0.19) : Color(red: 0.95, green: 0.93, blue: 0.88))
            Path { path in
                path.move(to: CGPoint(x: -20, y: 300))
                path.addCurve(to: CGPoint(x: 420, y: 420), control1: CGPoint(x: 120, y: 240), control2: CGPoint(x: 260, y: 520))
            }
            .stroke(dark ? Color(red: 0.15, green: 0.27, blue: 0.42) : Color(red: 0.62, green: 0.80, blue: 0.95), lineWidth: 36)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 560))
                path.addLine(to: CGPoint(x: 393, y: 520))
                path.move(to: CGPoint(x: 150, y: 0))
                path.addLine(to: CGPoint(x: 210, y: 852))
            }
            .stroke(dark ? Color(white: 0.32) : .white, lineWidth: 14)
        }
        .ignoresSafeArea()
    }
}

struct SextantExploreView: View {
    @State private var selected: SextantCategory = .coffee
    @State private var showsLayers = false
    @Namespace private var controls
    let place = SextantPlace(id: 1, name: "Kettle & Crane", kind: "Coffee shop", walkMinutes: 6)

    var body: some View {
        NavigationStack {
            SextantMapCanvas()
                .overlay(alignment: .topTrailing) { mapControls }
                .overlay(alignment: .top) { categoryChips }
                .overlay(alignment: .bottom) { placeCard }
                .overlay(alignment: .topLeading) { scaleBadge }
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Filters", systemImage: "line.3.horizontal.decrease") {}
                    }
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) {
                        Button("Directions", systemImage: "car.fill") {}
                    }
                    ToolbarSpacer(.fixed, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) {
                        Button("Walk", systemImage: "figure.walk") {}
                    }
                }
                .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
        }
    }

    private var mapControls: some View {
        GlassEffectContainer(spacing: 12) {
            VStack(spacing: 12) {
                Button {} label: {
                    Image(systemName: "map").frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("layers", in: controls)
                Button {} label: {
                    Image(systemName: "location.fill").frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("locate", in: controls)
                .glassEffectUnion(id: "nav", namespace: controls)
                if showsLayers {
                    Button {} label: {
                        Image(systemName: "star.fill").frame(width: 44, height: 44)
                    }
                    .glassEffect(.regular, in: .circle)
                    .glassEffectTransition(.materialize)
                }
            }
        }
        .padding(.trailing, 16)
        .padding(.top, 64)
    }

    private var categoryChips: some View {
        HStack(spacing: 8) {
            ForEach(SextantCategory.allCases) { category in
                Label(category.rawValue, systemImage: category.symbol)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(category == selected ? Color.white : Color.primary)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .glassEffect(category == selected ? .regular.tint(.orange) : .regular)
            }
        }
        .padding(.top, 8)
    }

    private var scaleBadge: some View {
        Text("200 m")
            .font(.caption2.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(.black.opacity(0.3), in: .capsule)
            .glassEffect(.clear)
            .padding(.leading, 16)
            .padding(.top, 64)
    }

    private var placeCard: some View {
        HStack(spacing: 14) {
            Image(systemName: "cup.and.saucer")
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 48, height: 48)
                .background(.brown, in: .circle)
            VStack(alignment: .leading, spacing: 2) {
                Text(place.name).font(.headline)
                Text("\(place.kind) · \(place.walkMinutes) min walk")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Button("Go") {}
                .buttonStyle(.glassProminent)
                .tint(.blue)
        }
        .padding(16)
        .glassEffect(.regular, in: .rect(cornerRadius: 28))
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
    }
}

struct SextantSavedPlacesView: View {
    let places: [SextantPlace] = [
        SextantPlace(id: 1, name: "Alder Street Bakery", kind: "Bakery", walkMinutes: 9),
        SextantPlace(id: 2, name: "Arbour Park", kind: "Park", walkMinutes: 14),
        SextantPlace(id: 3, name: "Kettle & Crane", kind: "Coffee shop", walkMinutes: 6),
        SextantPlace(id: 4, name: "Quayside Noodles", kind: "Restaurant", walkMinutes: 11),
    ]

    var grouped: [(String, [SextantPlace])] {
        let letters = Set(places.map { String($0.name.prefix(1)) }).sorted()
        return letters.map { letter in (letter, places.filter { $0.name.hasPrefix(letter) }) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.0) { letter, group in
                    Section(letter) {
                        ForEach(group) { place in
                            LabeledContent(place.name, value: "\(place.walkMinutes) min")
                        }
                    }
                    .sectionIndexLabel(letter)
                }
            }
            .listSectionIndexVisibility(.visible)
            .scrollEdgeEffectStyle(.hard, for: .top)
            .navigationTitle("Saved")
            .toolbar {
                ToolbarItem { Button("Add", systemImage: "plus") {} }
                ToolbarSpacer(.fixed)
                ToolbarItem { Button("More", systemImage: "ellipsis") {} }
            }
        }
    }
}

#Preview("Explore") { SextantExploreView() }
#Preview("Saved") { SextantSavedPlacesView() }
