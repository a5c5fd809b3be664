import Backplate

// Hearth, a smart-home controller in the style of iOS's Home app: a wallpaper gradient behind
// the whole screen, a room filter of capsule chips (`ScrollView(.horizontal)` + `LazyHStack`,
// the selection kept in `@SceneStorage`), a climate summary card with a `Gauge`, and a
// two-column `LazyVGrid` of device tiles (a device-kind enum with computed icons and colours,
// a custom `ButtonStyle` that draws a lit tile light and an off tile as dark material),
// `.contextMenu`s, a `ContentUnavailableView` for a room without devices, a `Menu` in a
// `ToolbarItemGroup`, and a device sheet with `.presentationDetents([.medium])`.

enum HearthDeviceKind: String, CaseIterable {
    case light, thermostat, lock, speaker, television, fan

    var symbol: String {
        switch self {
        case .light: return "lightbulb.fill"
        case .thermostat: return "thermometer.medium"
        case .lock: return "lock.fill"
        case .speaker: return "speaker.wave.2.fill"
        case .television: return "tv"
        case .fan: return "fan.fill"
        }
    }

    /// The colour of the icon when the device is on.
    var activeColor: Color {
        switch self {
        case .light: return .yellow
        case .thermostat: return .orange
        case .lock: return .teal
        case .speaker: return .pink
        case .television: return .blue
        case .fan: return .cyan
        }
    }
}

enum HearthRoom: String, CaseIterable, Identifiable {
    case all = "All"
    case living = "Living Room"
    case kitchen = "Kitchen"
    case bedroom = "Bedroom"
    case garage = "Garage"

    var id: Self { self }
}

struct HearthDevice: Identifiable {
    let id: Int
    var name: String
    var kind: HearthDeviceKind
    var room: HearthRoom
    var isOn: Bool
    var detail: String
}

@Observable
final class HearthHome {
    var name = "Maple House"
    var indoorTemperature = 21.5
    var humidity = 0.46
    var devices: [HearthDevice] = [
        HearthDevice(id: 1, name: "Ceiling Light", kind: .light, room: .living, isOn: true, detail: "80%"),
        HearthDevice(id: 2, name: "Thermostat", kind: .thermostat, room: .living, isOn: true, detail: "Heating to 22°"),
        HearthDevice(id: 3, name: "Front Door", kind: .lock, room: .living, isOn: false, detail: "Locked"),
        HearthDevice(id: 4, name: "HomePod", kind: .speaker, room: .living, isOn: false, detail: "Paused"),
        HearthDevice(id: 5, name: "Pendant Lights", kind: .light, room: .kitchen, isOn: false, detail: "Off"),
        HearthDevice(id: 6, name: "Bedroom TV", kind: .television, room: .bedroom, isOn: false, detail: "Off"),
    ]

    func devices(in room: HearthRoom) -> [HearthDevice] {
        room == .all ? devices : devices.filter { $0.room == room }
    }

    func toggle(_ device: HearthDevice) {
        guard let index = devices.firstIndex(where: { $0.id == device.id }) else { return }
        devices[index].isOn.toggle()
    }
}

/// A device tile: light and opaque when the device is on, dark translucent material when off.
struct HearthTileButtonStyle: ButtonStyle {
    var isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
            .background {
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(isOn ? AnyShapeStyle(Color.white.opacity(0.95)) : AnyShapeStyle(.ultraThinMaterial))
            }
            .environment(\.colorScheme, isOn ? .light : .dark)
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

struct HearthDeviceTile: View {
    var device: HearthDevice
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 10) {
                Image(systemName: device.kind.symbol)
                    .font(.title3)
                    .foregroundStyle(device.isOn ? device.kind.activeColor : Color.white)
                    .frame(width: 36, height: 36)
                    .background(device.isOn ? device.kind.activeColor.opacity(0.18) : Color.white.opacity(0.15), in: Circle())
                VStack(alignment: .leading, spacing: 1) {
                    Text(device.name)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text(device.detail)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .foregroundStyle(.primary)
            }
        }
        .buttonStyle(HearthTileButtonStyle(isOn: device.isOn))
    }
}

struct HearthRoomChip: View {
    var room: HearthRoom
    var isSelected: Bool

    var body: some View {
        Text(room.rawValue)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(isSelected ? Color.black : Color.white)
            .background(isSelected ? AnyShapeStyle(Color.white) : AnyShapeStyle(.ultraThinMaterial), in: Capsule())
    }
}

struct HearthClimateCard: View {
    var temperature: Double
    var humidity: Double

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: temperature, in: 10...30) {
                Image(systemName: "thermometer.medium")
            } currentValueLabel: {
                Text(temperature, format: .number.precision(.fractionLength(1)))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.blue, .green, .orange]))

            VStack(alignment: .leading, spacing: 2) {
                Text("Climate")
                    .font(.headline)
                Text("Humidity \(humidity, format: .percent)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(14)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .environment(\.colorScheme, .dark)
    }
}

struct HearthHomeScreen: View {
    @State private var home = HearthHome()
    @SceneStorage("hearth.room") private var room: HearthRoom = .all
    @State private var selectedDevice: HearthDevice?

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack(spacing: 8) {
                            ForEach(HearthRoom.allCases) { candidate in
                                Button {
                                    room = candidate
                                } label: {
                                    HearthRoomChip(room: candidate, isSelected: candidate == room)
                                }
                                .buttonStyle(.plain)
                            }
                        }
                        .padding(.horizontal, 16)
                    }

                    HearthClimateCard(temperature: home.indoorTemperature, humidity: home.humidity)
                        .padding(.horizontal, 16)

                    let devices = home.devices(in: room)
                    if devices.isEmpty {
                        ContentUnavailableView("No Accessories", systemImage: "house",
                                               description: Text("Add accessories to \(room.rawValue) in Settings."))
                    } else {
                        Text("Favorites")
                            .font(.title3.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 16)
                        LazyVGrid(columns: columns, spacing: 12) {
                            ForEach(devices) { device in
                                HearthDeviceTile(device: device) {
                                    home.toggle(device)
                                }
                                .contextMenu {
                                    Button("Show Controls", systemImage: "slider.horizontal.3") {
                                        selectedDevice = device
                                    }
                                    Button("Remove from Favorites", systemImage: "star") {}
                                }
                            }
                        }
                        .padding(.horizontal, 16)
                    }
                }
                .padding(.vertical, 8)
            }
            .background {
                LinearGradient(colors: [Color(red: 0.85, green: 0.47, blue: 0.27), Color(red: 0.29, green: 0.16, blue: 0.35)],
                               startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
            }
            .navigationTitle(home.name)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "mic") }
                    Menu {
                        Button("Add Accessory", systemImage: "plus") {}
                        Button("Edit Home", systemImage: "pencil") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .tint(.white)
            .sheet(item: $selectedDevice) { device in
                VStack(spacing: 16) {
                    Image(systemName: device.kind.symbol)
                        .font(.largeTitle)
                        .foregroundStyle(device.kind.activeColor)
                    Text(device.name)
                        .font(.title2.bold())
                }
                .presentationDetents([.medium])
            }
        }
    }
}

#Preview("Home") {
    HearthHomeScreen()
}

#Preview("Tile") {
    HearthDeviceTile(device: HearthHome().devices[0]) {}
        .padding()
        .background(.indigo)
}
