import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

/// Renders every control in its default appearance, light and dark, so a person can compare
/// the pictures with iOS (written to `BACKPLATE_SNAPSHOT_DIR` when set).
@Suite struct ControlGalleryTests {
    struct Gallery: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Button("Go") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                }
                HStack(spacing: 12) {
                    Button("Disabled") {}.disabled(true)
                    Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                    Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                    Button("Capsule", systemImage: "plus") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                }
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", systemImage: "bolt.fill", isOn: .constant(false))
                Toggle("Button toggle", isOn: .constant(true)).toggleStyle(.button)
                Slider(value: .constant(0.3)) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker.slash.fill") } maximumValueLabel: { Image(systemName: "speaker.wave.2.fill") }
                Stepper("Steps: 5", value: .constant(5), in: 0...10)
                Stepper("At minimum", value: .constant(0), in: 0...10)
                HStack(spacing: 20) {
                    ProgressView()
                    ProgressView("Loading")
                    ProgressView().controlSize(.large)
                }
                ProgressView(value: 0.4)
                ProgressView(value: 0.7) { Text("Upload") } currentValueLabel: { Text("70%") }
                Gauge(value: 0.6) { Text("Battery") } currentValueLabel: { Text("60%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                HStack(spacing: 20) {
                    Gauge(value: 0.6) { Text("BPM") } currentValueLabel: { Text("72") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.3, in: 0...1) { Text("T") } currentValueLabel: { Text("3") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }.gaugeStyle(.accessoryCircular)
                    Menu("Options") { Button("A") {} }
                    Link("Apple", destination: URL(string: "https://apple.com")!)
                    ShareLink(item: "Hello")
                }
                Picker("Sport", selection: .constant("Swim")) {
                    ForEach(["Run", "Swim", "Bike"], id: \.self) { Text($0) }
                }
                Picker("Sport", selection: .constant(2)) {
                    Text("Run").tag(1)
                    Text("Swim").tag(2)
                    Text("Bike").tag(3)
                }
                .pickerStyle(.segmented)
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("secret"))
                DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_795_000_000)))
                ColorPicker("Ring colour", selection: .constant(.orange))
                LabeledContent("Distance", value: "5.2 km")
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                    Button("Paste") {}
                }
                DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Hidden option") }
                GroupBox("Today") { Text("3 workouts") }
            }
            .padding()
        }
    }

    @Test func galleryRendersLightAndDark() throws {
        for dark in [false, true] {
            let r = ImageRenderer(content: Gallery())
            r.proposedSize = ProposedViewSize(width: 430, height: nil)
            r.scale = 2
            r.isOpaque = true
            if dark { r.environment.colorScheme = .dark }
            let image = try r.render()
            #expect(image.width == 860)
            if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
                try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("controls-gallery-\(dark ? "dark" : "light").png"))
            }
        }
    }

    @Test func searchAndPickers() throws {
        let r = ImageRenderer(content: VStack {
            ContentUnavailableView.search(text: "yoga")
            Picker("Wheel", selection: .constant(2)) {
                ForEach(0..<6) { Text("Option \($0)") }
            }.pickerStyle(.wheel)
            Picker("Inline", selection: .constant(1)) {
                ForEach(0..<3) { Text("Choice \($0)") }
            }.pickerStyle(.inline)
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 1_795_000_000)), displayedComponents: .date).datePickerStyle(.graphical)
        }.padding())
        r.proposedSize = ProposedViewSize(width: 393, height: 1200)
        r.scale = 2
        r.isOpaque = true
        let image = try r.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("controls-more.png"))
        }
    }
}
