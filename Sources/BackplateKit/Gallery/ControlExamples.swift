import Foundation
import Backplate

/// The control screens of the gallery: fields, pickers, progress and status views, and the
/// control states (sizes, border shapes, disabled, redacted), each light and dark on an
/// iPhone-wide canvas, drawn with iOS 17/18 metrics (docs/controls.md §4–§8).
enum ControlExamples {
    static let appointment = Date(timeIntervalSince1970: 1_795_000_000)

    static var all: [GalleryExample] {
        [ColorScheme.light, .dark].flatMap { scheme -> [GalleryExample] in
            let suffix = scheme == .dark ? "-dark" : ""
            let phone = ProposedViewSize(width: 393, height: nil)
            return [
                GalleryExample("controls-fields\(suffix)", title: "Text fields",
                               summary: "Plain fields with the placeholder grey, a prompt, .roundedBorder fields (radius 5, 7-point padding), a SecureField of bullets and a TextEditor.",
                               proposedSize: phone, colorScheme: scheme) { FieldsScreen() },
                GalleryExample("controls-form\(suffix)", title: "An appointment form",
                               summary: "An inset-grouped Form with text fields, a menu picker row, a compact DatePicker, a Stepper, an inline picker with its checkmark and a navigation-link picker.",
                               proposedSize: ProposedViewSize(width: 393, height: 760), colorScheme: scheme) { FormScreen() },
                GalleryExample("controls-pickers\(suffix)", title: "Pickers",
                               summary: "A tinted menu picker, 32-point segmented controls with the white (dark: 99,99,102) thumb, a 216-point wheel, a ColorPicker, a Stepper, a Menu and a Link.",
                               proposedSize: phone, colorScheme: scheme) { PickersScreen() },
                GalleryExample("controls-progress\(suffix)", title: "Progress and status",
                               summary: "Spinners at small, regular and large sizes, 4-point linear bars filled with the tint, Gauge styles, a GroupBox, DisclosureGroups and a Divider.",
                               proposedSize: phone, colorScheme: scheme) { ProgressScreen() },
                GalleryExample("controls-states\(suffix)", title: "Control states",
                               summary: "Bordered buttons at every controlSize, the buttonBorderShape family, disabled controls, a black foreground overriding the tint, and redacted(reason: .placeholder).",
                               proposedSize: phone, colorScheme: scheme) { StatesScreen() },
                GalleryExample("controls-unavailable\(suffix)", title: "ContentUnavailableView",
                               summary: "A greedy, centred empty state: the symbol in the secondary colour, a title2 bold title and a secondary description.",
                               proposedSize: ProposedViewSize(width: 393, height: 400), colorScheme: scheme) {
                    ContentUnavailableView("No Appointments", systemImage: "calendar",
                                           description: Text("Booked visits appear here."))
                },
            ]
        }
    }

    nonisolated struct FieldsScreen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Patient name", text: .constant(""))
                TextField("Patient name", text: .constant("Jordan Lee"))
                TextField("Email", text: .constant(""), prompt: Text("name@example.com")).textFieldStyle(.roundedBorder)
                TextField("Email", text: .constant("jordan@example.com")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("hunter22")).textFieldStyle(.roundedBorder)
                TextEditor(text: .constant("Allergic to penicillin.\nPrefers morning visits."))
                    .frame(height: 80)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.3)))
            }
            .padding()
        }
    }

    nonisolated struct FormScreen: View {
        var body: some View {
            Form {
                Section("Patient") {
                    TextField("Name", text: .constant("Jordan Lee"))
                    TextField("Phone", text: .constant(""), prompt: Text("Required"))
                }
                Section {
                    Picker("Visit type", selection: .constant("Check-up")) {
                        ForEach(["Check-up", "Vaccine", "Follow-up"], id: \.self) { Text($0) }
                    }
                    DatePicker("Date", selection: .constant(appointment))
                    Stepper("Companions: 1", value: .constant(1), in: 0...3)
                    Picker("Doctor", selection: .constant("Dr. Rivera")) {
                        ForEach(["Dr. Rivera", "Dr. Chen"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.navigationLink)
                } footer: {
                    Text("You will get a reminder the day before.")
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

    nonisolated struct PickersScreen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Picker("Visit", selection: .constant("Check-up")) {
                    ForEach(["Check-up", "Vaccine"], id: \.self) { Text($0) }
                }
                Picker("Slot", selection: .constant(1)) {
                    Text("Morning").tag(0)
                    Text("Afternoon").tag(1)
                    Text("Evening").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Duration", selection: .constant(30)) {
                    ForEach([10, 15, 20, 30, 45, 60], id: \.self) { Text("\($0) min").tag($0) }
                }
                .pickerStyle(.wheel)
                ColorPicker("Calendar colour", selection: .constant(.teal))
                Stepper("Reminders: 2", value: .constant(2), in: 0...5)
                HStack(spacing: 24) {
                    Menu("Actions") { Button("Reschedule") {} }
                    Link("Clinic website", destination: URL(string: "https://example.com")!)
                }
            }
            .padding()
        }
    }

    nonisolated struct ProgressScreen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 24) {
                    ProgressView().controlSize(.small)
                    ProgressView()
                    ProgressView().controlSize(.large)
                    ProgressView("Loading")
                }
                ProgressView(value: 0.4)
                ProgressView(value: 0.7) { Text("Uploading scans") } currentValueLabel: { Text("70%") }
                Gauge(value: 0.6) { Text("Capacity") } currentValueLabel: { Text("60%") }
                HStack(spacing: 16) {
                    Gauge(value: 0.72) { Text("BPM") } currentValueLabel: { Text("72") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.4) { Text("T") } currentValueLabel: { Text("37") }.gaugeStyle(.accessoryCircular)
                }
                GroupBox("Next visit") { Text("Tuesday 9:30 with Dr. Rivera") }
                DisclosureGroup("Medications", isExpanded: .constant(true)) { Text("Ibuprofen 200 mg") }
                Divider()
            }
            .padding()
        }
    }

    nonisolated struct StatesScreen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                HStack(alignment: .bottom, spacing: 6) {
                    ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, size in
                        Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size)
                    }
                }
                HStack(spacing: 8) {
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Rounded") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
                    Button { } label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle)
                }
                HStack(spacing: 8) {
                    Button("Book") {}
                    Button("Book") {}.buttonStyle(.borderedProminent)
                    Toggle("", isOn: .constant(true)).labelsHidden()
                }
                .disabled(true)
                HStack(spacing: 8) {
                    Button("Call") {}.foregroundColor(.black)
                    Button("Call") {}.buttonStyle(.bordered).foregroundStyle(.black)
                }
                HStack(spacing: 12) {
                    Image(systemName: "person.crop.circle.fill").font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text("Jordan Lee").font(.headline)
                        Text("Check-up · Tuesday 9:30").foregroundStyle(.secondary)
                    }
                }
                .redacted(reason: .placeholder)
            }
            .padding()
        }
    }
}
