import Backplate
import Foundation

/// The climate zones the garden app plans sowing dates for.
enum GardenClimateZone: String, CaseIterable, Identifiable {
    case temperate = "Temperate"
    case mediterranean = "Mediterranean"
    case continental = "Continental"

    var id: String { rawValue }
}

/// The garden app's settings tab, written as an app developer writes it.
struct GardenSettingsView: View {
    @State private var wateringReminders = true
    @State private var frostAlerts = false
    @State private var zone: GardenClimateZone = .temperate
    @State private var gardenName = "Allotment 12"
    @State private var bedCount = 4

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Watering Reminders", isOn: $wateringReminders)
                    Toggle("Frost Alerts", isOn: $frostAlerts)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Reminders arrive at 7 am on watering days.")
                }

                Section("Garden") {
                    TextField("Name", text: $gardenName)
                    Picker("Climate Zone", selection: $zone) {
                        ForEach(GardenClimateZone.allCases) { zone in
                            Text(zone.rawValue).tag(zone)
                        }
                    }
                    Stepper("Beds: \(bedCount)", value: $bedCount, in: 1...20)
                    NavigationLink {
                        Text("Plants")
                    } label: {
                        Label("Plants", systemImage: "tag")
                    }
                }

                Section {
                    LabeledContent("Version", value: "3.1")
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
        }
        .tint(.green)
    }
}

#Preview {
    GardenSettingsView()
}
