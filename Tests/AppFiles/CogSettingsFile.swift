import Backplate

// Cog, a settings screen that mirrors iOS's Settings app: an account row with an initials
// avatar, sections of rows whose icons are white glyphs on coloured rounded squares (a custom
// `LabelStyle`), trailing values, an Airplane Mode `Toggle`, a `.badge` on the update row,
// `NavigationLink(value:)` rows resolved by `navigationDestination(for:)`, `.searchable`
// with `ContentUnavailableView.search` when nothing matches, and a pane enum with computed
// titles, symbols and colours.

enum CogPane: String, CaseIterable, Identifiable, Hashable {
    case wifi, bluetooth, notifications, sounds, focus, general, display, privacy

    var id: Self { self }

    var title: String {
        switch self {
        case .wifi: return "Wi-Fi"
        case .bluetooth: return "Bluetooth"
        case .notifications: return "Notifications"
        case .sounds: return "Sounds & Haptics"
        case .focus: return "Focus"
        case .general: return "General"
        case .display: return "Display & Brightness"
        case .privacy: return "Privacy & Security"
        }
    }

    var symbol: String {
        switch self {
        case .wifi: return "wifi"
        case .bluetooth: return "antenna.radiowaves.left.and.right"
        case .notifications: return "bell.badge"
        case .sounds: return "speaker.wave.3.fill"
        case .focus: return "moon.fill"
        case .general: return "gear"
        case .display: return "sun.max.fill"
        case .privacy: return "hand.raised"
        }
    }

    var color: Color {
        switch self {
        case .wifi, .bluetooth, .display: return .blue
        case .notifications, .sounds: return .red
        case .focus: return .indigo
        case .general: return .gray
        case .privacy: return .blue
        }
    }

    /// The value shown at the row's trailing edge, if any.
    var value: String? {
        switch self {
        case .wifi: return "Home-5G"
        case .bluetooth: return "On"
        default: return nil
        }
    }
}

/// Settings-style label: the icon as a white glyph on a 29-point rounded square of `color`.
struct CogIconLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 16) {
            configuration.icon
                .font(.system(size: 16, weight: .medium))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            configuration.title
        }
    }
}

struct CogAccountRow: View {
    var name: String
    var initials: String

    var body: some View {
        HStack(spacing: 14) {
            Text(initials)
                .font(.title2.weight(.medium))
                .foregroundStyle(.white)
                .frame(width: 60, height: 60)
                .background(
                    LinearGradient(colors: [Color(white: 0.65), Color(white: 0.45)], startPoint: .top, endPoint: .bottom),
                    in: Circle()
                )
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.title3)
                Text("Apple Account, iCloud, and more")
                    .font(.footnote)
            }
        }
        .padding(.vertical, 4)
    }
}

struct CogSettingsScreen: View {
    @State private var query = ""
    @State private var airplaneMode = false
    @State private var path: [CogPane] = []

    private let connectivity: [CogPane] = [.wifi, .bluetooth]
    private let attention: [CogPane] = [.notifications, .sounds, .focus]
    private let system: [CogPane] = [.general, .display, .privacy]

    private func matches(_ pane: CogPane) -> Bool {
        query.isEmpty || pane.title.localizedCaseInsensitiveContains(query)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if query.isEmpty {
                    Section {
                        NavigationLink(value: CogPane.general) {
                            CogAccountRow(name: "Robin Ashby", initials: "RA")
                        }
                    }
                    Section {
                        NavigationLink(value: CogPane.general) {
                            Text("Software Update Available")
                        }
                        .badge(1)
                    }
                }
                Section {
                    if query.isEmpty {
                        Toggle(isOn: $airplaneMode) {
                            Label("Airplane Mode", systemImage: "airplane")
                                .labelStyle(CogIconLabelStyle(color: .orange))
                        }
                    }
                    ForEach(connectivity.filter(matches)) { pane in
                        CogPaneLink(pane: pane)
                    }
                }
                Section {
                    ForEach(attention.filter(matches)) { pane in
                        CogPaneLink(pane: pane)
                    }
                }
                Section {
                    ForEach(system.filter(matches)) { pane in
                        CogPaneLink(pane: pane)
                    }
                }
            }
            .overlay {
                if !query.isEmpty && CogPane.allCases.filter(matches).isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Settings")
            .searchable(text: $query)
            .navigationDestination(for: CogPane.self) { pane in
                Text(pane.title)
                    .navigationTitle(pane.title)
            }
        }
    }
}

struct CogPaneLink: View {
    var pane: CogPane

    var body: some View {
        NavigationLink(value: pane) {
            LabeledContent {
                if let value = pane.value {
                    Text(value)
                }
            } label: {
                Label(pane.title, systemImage: pane.symbol)
                    .labelStyle(CogIconLabelStyle(color: pane.color))
            }
        }
    }
}

#Preview {
    CogSettingsScreen()
}
