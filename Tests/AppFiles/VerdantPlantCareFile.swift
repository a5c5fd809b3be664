import Backplate
import Foundation

// Verdant: a plant-care app's detail screen in iOS 18 style. A hero card tinted with
// Color.mix(with:by:) over the plant's own colour, a circular watering Gauge, care facts in
// a Grid that falls back to a VStack through ViewThatFits, a grouped Form of care settings
// whose stepper hides its label with labelsVisibility(.hidden), a pushed screen
// that hides the tab bar with toolbarVisibility(_:for:), and a form-sized sheet.

enum VerdantLight: String, CaseIterable, Identifiable {
    case low = "Low", medium = "Medium", bright = "Bright"
    var id: Self { self }
}

@Observable
final class VerdantPlant {
    var name = "Monstera"
    var species = "Monstera deliciosa"
    var leafColor = Color.green
    var moisture = 0.35
    var light = VerdantLight.medium
    var remindsToWater = true
    var waterEveryDays = 7
    var notes = ""
}

struct VerdantTabs: View {
    @State private var plant = VerdantPlant()

    var body: some View {
        TabView {
            Tab("Garden", systemImage: "leaf.fill") {
                NavigationStack { VerdantPlantScreen(plant: plant) }
            }
            Tab("Reminders", systemImage: "bell.fill") {
                Text("Reminders")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewSidebarHeader {
            Label("Verdant", systemImage: "leaf.circle.fill")
        }
    }
}

struct VerdantPlantScreen: View {
    @Bindable var plant: VerdantPlant
    @State private var isEditing = false

    var body: some View {
        Form {
            Section {
                VerdantHeroCard(plant: plant)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
            }
            Section("Care") {
                Picker("Light", selection: $plant.light) {
                    ForEach(VerdantLight.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                Toggle("Watering reminders", isOn: $plant.remindsToWater)
                HStack {
                    Text("Every \(plant.waterEveryDays) days")
                    Spacer()
                    Stepper("Watering interval", value: $plant.waterEveryDays, in: 1...30)
                        .labelsVisibility(.hidden)
                }
                .disabled(!plant.remindsToWater)
            }
            Section("Notes") {
                TextField("Anything to remember?", text: $plant.notes, axis: .vertical)
                    .lineLimit(3...6)
            }
        }
        .formStyle(.grouped)
        .navigationTitle(plant.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbarVisibility(.hidden, for: .tabBar)
        .toolbar {
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            Text("Edit \(plant.name)")
                .presentationSizing(.form)
        }
    }
}

struct VerdantHeroCard: View {
    let plant: VerdantPlant

    var body: some View {
        HStack(alignment: .center, spacing: 16) {
            Gauge(value: plant.moisture) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text(plant.moisture, format: .percent)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.blue)
            ViewThatFits(in: .horizontal) {
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                    GridRow {
                        Text("Species").foregroundStyle(.secondary)
                        Text(plant.species).italic()
                    }
                    GridRow {
                        Text("Sun").foregroundStyle(.secondary)
                        Text(plant.light.rawValue)
                    }
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(plant.species).italic()
                    Text("\(plant.light.rawValue) light").foregroundStyle(.secondary)
                }
            }
            .font(.subheadline)
            Spacer(minLength: 0)
        }
        .padding(16)
        .background(plant.leafColor.mix(with: Color(.systemBackground), by: 0.75), in: .rect(cornerRadius: 20))
    }
}

#Preview("Verdant") {
    VerdantTabs()
}
