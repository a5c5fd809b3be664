import SwiftUI

// A camping packing list (iOS 26): a TabView of Tabs with a Tab(role: .search) and a search
// field on the TabView, a tab-bar badge, tabBarMinimizeBehavior and a weather strip in
// tabViewBottomAccessory; the list has collapsible Section(isExpanded:) groups of items drawn by
// a checkbox ToggleStyle, a packed-count ProgressView header and hidden row separators.

struct BivouacItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var grams: Int
    var isPacked: Bool
}

struct BivouacGroup: Identifiable, Hashable {
    let id: String
    var symbol: String
    var items: [BivouacItem]
}

enum BivouacTrip {
    static let groups: [BivouacGroup] = [
        BivouacGroup(id: "Shelter", symbol: "tent.fill", items: [
            BivouacItem(id: 0, name: "Tent", grams: 1_450, isPacked: true),
            BivouacItem(id: 1, name: "Sleeping bag", grams: 980, isPacked: true),
            BivouacItem(id: 2, name: "Sleeping mat", grams: 410, isPacked: false),
        ]),
        BivouacGroup(id: "Kitchen", symbol: "flame.fill", items: [
            BivouacItem(id: 3, name: "Stove", grams: 320, isPacked: false),
            BivouacItem(id: 4, name: "Gas canister", grams: 230, isPacked: false),
        ]),
        BivouacGroup(id: "Clothing", symbol: "tshirt.fill", items: [
            BivouacItem(id: 5, name: "Rain jacket", grams: 290, isPacked: true),
        ]),
    ]
}

struct BivouacCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
                    .strikethrough(configuration.isOn, color: .secondary)
                    .foregroundStyle(configuration.isOn ? .secondary : .primary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct BivouacListView: View {
    @State private var groups = BivouacTrip.groups
    @State private var expanded: Set<String> = ["Shelter", "Kitchen"]

    private var packed: Int { groups.flatMap(\.items).filter(\.isPacked).count }
    private var total: Int { groups.flatMap(\.items).count }

    var body: some View {
        NavigationStack {
            List {
                ProgressView(value: Double(packed), total: Double(total)) {
                    Text("\(packed) of \(total) packed")
                        .font(.subheadline.weight(.medium))
                }
                .listRowSeparator(.hidden)
                ForEach($groups) { $group in
                    Section(group.id, isExpanded: Binding(
                        get: { expanded.contains(group.id) },
                        set: { isOn in
                            if isOn { expanded.insert(group.id) } else { expanded.remove(group.id) }
                        }
                    )) {
                        ForEach($group.items) { $item in
                            Toggle(isOn: $item.isPacked) {
                                HStack {
                                    Text(item.name)
                                    Spacer()
                                    Text(Measurement(value: Double(item.grams), unit: UnitMass.grams),
                                         format: .measurement(width: .abbreviated))
                                        .font(.caption.monospacedDigit())
                                        .foregroundStyle(.secondary)
                                }
                            }
                            .toggleStyle(BivouacCheckboxStyle())
                            .listRowSeparator(.hidden)
                        }
                    }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Cairngorms, 3 nights")
        }
    }
}

struct BivouacWeatherStrip: View {
    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "cloud.sun.rain.fill")
                .symbolRenderingMode(.multicolor)
            Text("Sat 9° · 60% rain").font(.subheadline.weight(.medium))
            Spacer()
            Image(systemName: "chevron.up")
        }
        .padding(.horizontal, 16)
    }
}

struct BivouacRootView: View {
    @State private var query = ""

    var body: some View {
        TabView {
            Tab("Pack", systemImage: "backpack.fill") {
                BivouacListView()
            }
            .badge(3)
            Tab("Trips", systemImage: "map.fill") {
                Text("Trips")
            }
            Tab(role: .search) {
                NavigationStack {
                    List(BivouacTrip.groups.flatMap(\.items)) { Text($0.name) }
                        .navigationTitle("Search")
                }
            }
        }
        .searchable(text: $query)
        .tint(.green)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            BivouacWeatherStrip()
        }
    }
}

#Preview("Packing") {
    BivouacRootView()
}
