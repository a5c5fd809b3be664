import SwiftUI

// A 2025-2026 app's Settings screen, as iOS apps write it: rows with coloured rounded-square
// icons from a custom LabelStyle, @AppStorage toggles and pickers, a navigation-link picker,
// LabeledContent values, a profile header row, compact section spacing, a destructive
// sign-out button, a footer with a Markdown link, and search in the bottom toolbar through
// DefaultToolbarItem (iOS 26).

enum TrellisAppearance: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
}

struct TrellisIconLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        Label {
            configuration.title
        } icon: {
            configuration.icon
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: .rect(cornerRadius: 7))
        }
    }
}

extension LabelStyle where Self == TrellisIconLabelStyle {
    static func trellisIcon(_ color: Color) -> TrellisIconLabelStyle { TrellisIconLabelStyle(color: color) }
}

struct TrellisSettingsView: View {
    @AppStorage("trellis.notifications") private var notifications = true
    @AppStorage("trellis.sounds") private var sounds = false
    @AppStorage("trellis.appearance") private var appearance: TrellisAppearance = .system
    @State private var query = ""
    @State private var textSize = 2.0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TrellisProfileRow()
                }
                Section {
                    Toggle(isOn: $notifications) {
                        Label("Notifications", systemImage: "bell.badge.fill")
                            .labelStyle(.trellisIcon(.red))
                    }
                    Toggle(isOn: $sounds) {
                        Label("Sounds", systemImage: "speaker.wave.2.fill")
                            .labelStyle(.trellisIcon(.pink))
                    }
                    NavigationLink {
                        Text("Focus")
                    } label: {
                        Label("Focus", systemImage: "moon.fill")
                            .labelStyle(.trellisIcon(.indigo))
                    }
                    .badge("Off")
                }
                Section {
                    Picker(selection: $appearance) {
                        ForEach(TrellisAppearance.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    } label: {
                        Label("Appearance", systemImage: "circle.lefthalf.filled")
                            .labelStyle(.trellisIcon(.blue))
                    }
                    .pickerStyle(.navigationLink)
                    VStack(alignment: .leading) {
                        Label("Text Size", systemImage: "textformat.size")
                            .labelStyle(.trellisIcon(.gray))
                        Slider(value: $textSize, in: 0...4, step: 1) {
                            Text("Text Size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                } header: {
                    Text("Display")
                }
                Section {
                    LabeledContent("Version", value: "4.2.1 (318)")
                    LabeledContent("Storage") {
                        Text(Int64(1_840_000_000), format: .byteCount(style: .file))
                    }
                } header: {
                    Text("About")
                } footer: {
                    Text("Read our [privacy policy](https://example.com/privacy) to learn how your data is used.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                        .frame(maxWidth: .infinity)
                }
            }
            .listSectionSpacing(.compact)
            .navigationTitle("Settings")
            .searchable(text: $query)
            .toolbar {
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
        }
    }
}

struct TrellisProfileRow: View {
    var body: some View {
        HStack(spacing: 14) {
            Text("JA")
                .font(.title2.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 60, height: 60)
                .background(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom), in: .circle)
            VStack(alignment: .leading, spacing: 2) {
                Text("Jun Arai")
                    .font(.title3.weight(.semibold))
                Text("Account, Sync & Backups")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    TrellisSettingsView()
}
