import Backplate

// Ember: a thermostat's room screen written with the app's own control styles: a card
// GroupBoxStyle, a stacked LabeledContentStyle, a DisclosureGroupStyle with a rotating
// chevron, a ring GaugeStyle, tiles clipped to their container's shape, temperatures as
// Measurements (shown in the locale's unit), a wheel picker and a PasteButton for the
// pairing code.

struct EmberCardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.label
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.orange)
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 20))
    }
}

struct EmberStackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
                .font(.title3.weight(.semibold))
        }
    }
}

struct EmberChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                    .foregroundStyle(.secondary)
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct EmberRingGaugeStyle: GaugeStyle {
    var tint: Color = .orange

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(tint, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            configuration.currentValueLabel
                .font(.title.bold())
        }
        .frame(width: 120, height: 120)
    }
}

struct EmberRoom {
    var name = "Living Room"
    var current = Measurement(value: 20.5, unit: UnitTemperature.celsius)
    var target = Measurement(value: 22, unit: UnitTemperature.celsius)
    var humidity = 0.46
    var heatingShare: Double { (current.value - 15) / (25 - 15) }
}

struct EmberRoomView: View {
    @State private var room = EmberRoom()
    @State private var showsSchedule = true
    @State private var nightTarget = 18
    @State private var pairingCode = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    GroupBox("Now") {
                        HStack(spacing: 24) {
                            Gauge(value: room.heatingShare) {
                                Text("Heating")
                            } currentValueLabel: {
                                Text(room.current, format: .measurement(width: .narrow))
                            }
                            .gaugeStyle(EmberRingGaugeStyle())
                            VStack(alignment: .leading, spacing: 12) {
                                LabeledContent("Target") {
                                    Text(room.target, format: .measurement(width: .abbreviated))
                                }
                                LabeledContent("Humidity", value: room.humidity, format: .percent)
                            }
                            .labeledContentStyle(EmberStackedLabeledContentStyle())
                        }
                    }

                    GroupBox {
                        DisclosureGroup("Night schedule", isExpanded: $showsSchedule) {
                            Picker("Night target", selection: $nightTarget) {
                                ForEach(15...22, id: \.self) { value in
                                    Text("\(value) °C").tag(value)
                                }
                            }
                            .pickerStyle(.wheel)
                            .frame(height: 120)
                        }
                        .disclosureGroupStyle(EmberChevronDisclosureStyle())
                    } label: {
                        Label("Schedule", systemImage: "moon.stars")
                    }

                    HStack(spacing: 12) {
                        EmberTile(title: "Eco", symbol: "leaf")
                        EmberTile(title: "Away", symbol: "airplane")
                    }
                    .containerShape(.rect(cornerRadius: 20))

                    GroupBox("Pair a sensor") {
                        HStack {
                            TextField("Pairing code", text: $pairingCode)
                                .textFieldStyle(.roundedBorder)
                            PasteButton(payloadType: String.self) { codes in
                                pairingCode = codes.first ?? ""
                            }
                        }
                    }
                }
                .groupBoxStyle(EmberCardGroupBoxStyle())
                .padding()
            }
            .navigationTitle(room.name)
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden()
        }
    }
}

/// A square tile whose background takes the shape its container declares.
struct EmberTile: View {
    let title: String
    let symbol: String

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: symbol).font(.title2)
            Text(title).font(.subheadline.weight(.medium))
        }
        .frame(maxWidth: .infinity, minHeight: 80)
        .background(.orange.opacity(0.15), in: ContainerRelativeShape())
    }
}

#Preview {
    EmberRoomView()
}
