import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Reference images (swift-snapshot-testing, `__Snapshots__/ControlSnapshotTests`) of every
/// field, picker, progress and status control in its sizes and states, light and dark, on an
/// iPhone-wide (393-point) canvas at 2x. Each sheet was looked at and compared with iOS 17/18
/// (controls.md §4–§8); the pixel and frame tests in `FieldFrameTests`, `PickerFrameTests`,
/// `ProgressFrameTests`, `ControlStateTests` and `RedactionPlaceholderTests` pin the numbers.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ControlSnapshotTests {
    static let day = Date(timeIntervalSince1970: 1_795_000_000)

    /// Renders `view` 393 points wide, opaque on the system background, light or dark.
    func sheet<V: View>(_ view: V, dark: Bool, height: CGFloat? = nil) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: height)
        r.scale = 2
        r.isOpaque = true
        if dark { r.environment.colorScheme = .dark }
        return try r.render()
    }

    struct Caption: View {
        let text: String
        init(_ text: String) { self.text = text }
        var body: some View { Text(text).font(.caption2).foregroundStyle(.secondary) }
    }

    /// Text fields: plain (placeholder and text), a prompt, `.roundedBorder`, a secure field,
    /// a text editor, and the same fields in an inset-grouped form.
    struct Fields: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Caption("TextField plain: placeholder / text / prompt")
                TextField("Patient name", text: .constant(""))
                TextField("Patient name", text: .constant("Jordan Lee"))
                TextField("Phone", text: .constant(""), prompt: Text("+1 555 0100"))
                Caption("roundedBorder: placeholder / text / disabled")
                TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
                TextField("Email", text: .constant("jordan@example.com")).textFieldStyle(.roundedBorder)
                TextField("Email", text: .constant("locked")).textFieldStyle(.roundedBorder).disabled(true)
                Caption("SecureField: placeholder / dots")
                SecureField("Password", text: .constant(""))
                SecureField("Password", text: .constant("hunter22")).textFieldStyle(.roundedBorder)
                Caption("TextEditor (80 pt)")
                TextEditor(text: .constant("Allergic to penicillin.\nPrefers morning visits."))
                    .frame(height: 80)
                    .border(Color.gray.opacity(0.4))
                Caption("controlSize small / regular / large")
                HStack {
                    TextField("Small", text: .constant("")).controlSize(.small)
                    TextField("Regular", text: .constant(""))
                    TextField("Large", text: .constant("")).controlSize(.large)
                }
                .textFieldStyle(.roundedBorder)
            }
            .padding()
        }
    }

    struct FieldsForm: View {
        var body: some View {
            Form {
                Section("Patient") {
                    TextField("First name", text: .constant(""))
                    TextField("Last name", text: .constant("Lee"))
                    SecureField("PIN", text: .constant("1234"))
                }
                Section("Notes") {
                    TextEditor(text: .constant("Follow-up in two weeks."))
                        .frame(height: 66)
                }
            }
        }
    }

    /// Pickers outside a list: menu, segmented at several selections, wheel, inline, and the
    /// small controls (date, colour, stepper, menu, link).
    struct Pickers: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Caption("Picker .menu (outside a list)")
                Picker("Visit", selection: .constant("Check-up")) {
                    ForEach(["Check-up", "Vaccine", "Follow-up"], id: \.self) { Text($0) }
                }
                Caption("Picker .segmented: first / middle / last selected")
                ForEach(0..<3, id: \.self) { selected in
                    Picker("Slot", selection: .constant(selected)) {
                        Text("Morning").tag(0)
                        Text("Afternoon").tag(1)
                        Text("Evening").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
                Picker("Days", selection: .constant(1)) {
                    ForEach(0..<5, id: \.self) { Text(["Mon", "Tue", "Wed", "Thu", "Fri"][$0]).tag($0) }
                }
                .pickerStyle(.segmented)
                Caption("Picker .wheel")
                Picker("Duration", selection: .constant(30)) {
                    ForEach([10, 15, 20, 30, 45, 60, 90], id: \.self) { Text("\($0) min").tag($0) }
                }
                .pickerStyle(.wheel)
                Caption("DatePicker compact · ColorPicker · Stepper · Menu · Link")
                DatePicker("Appointment", selection: .constant(ControlSnapshotTests.day))
                ColorPicker("Calendar colour", selection: .constant(.teal))
                Stepper("Reminders: 2", value: .constant(2), in: 0...5)
                Stepper("At minimum: 0", value: .constant(0), in: 0...5)
                HStack(spacing: 24) {
                    Menu("Actions") { Button("Reschedule") {}; Button("Cancel", role: .destructive) {} }
                    Menu { Button("Call") {} } label: { Label("Contact", systemImage: "phone") }
                    Link("Clinic website", destination: URL(string: "https://example.com")!)
                }
            }
            .padding()
        }
    }

    /// Pickers in a form: menu rows, navigationLink, inline, date and colour pickers, stepper.
    struct PickersForm: View {
        var body: some View {
            Form {
                Section {
                    Picker("Doctor", selection: .constant("Dr. Rivera")) {
                        ForEach(["Dr. Rivera", "Dr. Chen"], id: \.self) { Text($0) }
                    }
                    Picker("Room", selection: .constant(2)) {
                        ForEach(1..<4, id: \.self) { Text("Room \($0)").tag($0) }
                    }
                    .pickerStyle(.navigationLink)
                    DatePicker("Date", selection: .constant(ControlSnapshotTests.day), displayedComponents: .date)
                    ColorPicker("Label colour", selection: .constant(.indigo))
                    Stepper("Guests: 1", value: .constant(1), in: 0...3)
                }
                Picker("Reminder", selection: .constant(1)) {
                    Text("None").tag(0)
                    Text("1 hour before").tag(1)
                    Text("1 day before").tag(2)
                }
                .pickerStyle(.inline)
            }
        }
    }

    /// Progress and status: spinners at every control size, linear bars, gauges,
    /// ContentUnavailableView, GroupBox, DisclosureGroup, Divider.
    struct Progress: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Caption("ProgressView() mini / small / regular / large / extraLarge; labelled; tinted")
                HStack(alignment: .top, spacing: 18) {
                    ProgressView().controlSize(.mini)
                    ProgressView().controlSize(.small)
                    ProgressView()
                    ProgressView().controlSize(.large)
                    ProgressView().controlSize(.extraLarge)
                    ProgressView("Loading")
                    ProgressView().tint(.pink)
                }
                Caption("ProgressView(value:) 0 / 0.4 / 1, labelled, tinted")
                ProgressView(value: 0.0)
                ProgressView(value: 0.4)
                ProgressView(value: 1.0)
                ProgressView(value: 0.7) { Text("Uploading scans") } currentValueLabel: { Text("70%") }
                ProgressView(value: 0.55).tint(.green)
                Caption("Gauge linearCapacity · accessoryLinear · accessoryLinearCapacity · circular")
                Gauge(value: 0.6) { Text("Capacity") } currentValueLabel: { Text("60%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                Gauge(value: 0.3) { Text("Wait") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryLinear)
                Gauge(value: 0.8) { Text("Booked") } currentValueLabel: { Text("80%") }.gaugeStyle(.accessoryLinearCapacity)
                HStack(spacing: 16) {
                    Gauge(value: 0.72) { Text("BPM") } currentValueLabel: { Text("72") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.4) { Text("T") } currentValueLabel: { Text("37") } minimumValueLabel: { Text("35") } maximumValueLabel: { Text("42") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.5) { Text("O₂") }.gaugeStyle(.accessoryCircularCapacity).tint(.green)
                }
                Caption("GroupBox · DisclosureGroup collapsed / expanded · Divider")
                GroupBox("Next visit") { Text("Tuesday 9:30 with Dr. Rivera") }
                DisclosureGroup("Insurance") { Text("Hidden") }
                DisclosureGroup("Medications", isExpanded: .constant(true)) {
                    Text("Ibuprofen 200 mg")
                    Text("Vitamin D")
                }
                Divider()
                Text("Below the divider")
            }
            .padding()
        }
    }

    struct Unavailable: View {
        var body: some View {
            VStack(spacing: 0) {
                ContentUnavailableView("No Appointments", systemImage: "calendar.badge.exclamationmark",
                                       description: Text("Booked visits appear here."))
                Divider()
                ContentUnavailableView.search(text: "flu")
            }
        }
    }

    /// States: control sizes, border shapes, disabled controls, the foreground override.
    struct States: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Caption("controlSize mini / small / regular / large / extraLarge")
                HStack(alignment: .bottom, spacing: 6) {
                    ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, size in
                        Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size)
                    }
                }
                HStack(alignment: .bottom, spacing: 6) {
                    ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, size in
                        Button("Go") {}.buttonStyle(.bordered).controlSize(size)
                    }
                }
                HStack(alignment: .bottom, spacing: 10) {
                    ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, size in
                        Button("Go") {}.controlSize(size)
                    }
                }
                Picker("Size", selection: .constant(0)) { Text("Small").tag(0); Text("Seg").tag(1) }
                    .pickerStyle(.segmented).controlSize(.small)
                Caption("buttonBorderShape automatic / capsule / roundedRectangle / radius 2 / circle")
                HStack(spacing: 8) {
                    Button("Auto") {}.buttonStyle(.borderedProminent)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Rect") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
                    Button("R2") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
                    Button { } label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle)
                }
                Caption("disabled: borderless / bordered / prominent / toggle / slider / stepper / picker")
                HStack(spacing: 8) {
                    Button("Book") {}
                    Button("Book") {}.buttonStyle(.bordered)
                    Button("Book") {}.buttonStyle(.borderedProminent)
                }
                .disabled(true)
                Toggle("Reminders", isOn: .constant(true)).disabled(true)
                Slider(value: .constant(0.4)).disabled(true)
                Stepper("Guests", value: .constant(1), in: 0...3).disabled(true)
                Picker("Slot", selection: .constant(0)) { Text("AM").tag(0); Text("PM").tag(1) }
                    .pickerStyle(.segmented).disabled(true)
                Caption("foregroundColor(.black) on borderless / plain / bordered / prominent; tint(.pink)")
                HStack(spacing: 8) {
                    Button("Call") {}.foregroundColor(.black)
                    Button("Call") {}.buttonStyle(.plain).foregroundStyle(.black)
                    Button("Call") {}.buttonStyle(.bordered).foregroundStyle(.black)
                    Button("Call") {}.buttonStyle(.borderedProminent).foregroundStyle(.black)
                    Button("Tint") {}.buttonStyle(.borderedProminent).tint(.pink)
                }
            }
            .padding()
        }
    }

    /// `redacted(reason: .placeholder)` over a row of text and images.
    struct Redacted: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                row.redacted(reason: .placeholder)
                row
            }
            .padding()
        }

        var row: some View {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.tint)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Jordan Lee").font(.headline)
                    Text("Check-up · Tuesday 9:30").foregroundStyle(.secondary)
                    Text("Dr. Rivera, room 2").font(.footnote)
                }
                Spacer()
                Button("Edit") {}.buttonStyle(.bordered)
            }
        }
    }

    /// A search field in a navigation bar drawer.
    struct Search: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Jordan Lee")
                    Text("Sam Patel")
                }
                .navigationTitle("Patients")
                .searchable(text: .constant(""), prompt: "Search patients")
            }
        }
    }

    @Test(arguments: [false, true])
    func fields(dark: Bool) throws {
        let scheme = dark ? "dark" : "light"
        assertReference(try sheet(Fields(), dark: dark), named: "fields-\(scheme)", testName: "controls")
        assertReference(try sheet(FieldsForm(), dark: dark, height: 380), named: "fields-form-\(scheme)", testName: "controls")
    }

    @Test(arguments: [false, true])
    func pickers(dark: Bool) throws {
        let scheme = dark ? "dark" : "light"
        assertReference(try sheet(Pickers(), dark: dark), named: "pickers-\(scheme)", testName: "controls")
        assertReference(try sheet(PickersForm(), dark: dark, height: 520), named: "pickers-form-\(scheme)", testName: "controls")
    }

    @Test(arguments: [false, true])
    func progressAndStatus(dark: Bool) throws {
        let scheme = dark ? "dark" : "light"
        assertReference(try sheet(Progress(), dark: dark), named: "progress-\(scheme)", testName: "controls")
        assertReference(try sheet(Unavailable(), dark: dark, height: 600), named: "unavailable-\(scheme)", testName: "controls")
    }

    @Test(arguments: [false, true])
    func states(dark: Bool) throws {
        let scheme = dark ? "dark" : "light"
        assertReference(try sheet(States(), dark: dark), named: "states-\(scheme)", testName: "controls")
        assertReference(try sheet(Redacted(), dark: dark), named: "redacted-\(scheme)", testName: "controls")
        assertReference(try sheet(Search(), dark: dark, height: 400), named: "search-\(scheme)", testName: "controls")
    }
}
