import Backplate

// The clinic app's "New Appointment" screen: a Form with fields, pickers, a date picker, a
// stepper and a loading state, written as an app developer writes it.

enum ClinicVisitKind: String, CaseIterable, Identifiable {
    case checkUp = "Check-up"
    case vaccine = "Vaccine"
    case followUp = "Follow-up"
    var id: String { rawValue }
}

enum ClinicReminder: Int, CaseIterable, Identifiable {
    case none, hourBefore, dayBefore
    var id: Int { rawValue }
    var title: String {
        switch self {
        case .none: return "None"
        case .hourBefore: return "1 hour before"
        case .dayBefore: return "1 day before"
        }
    }
}

struct ClinicAppointmentForm: View {
    @State private var patientName = "Jordan Lee"
    @State private var phone = ""
    @State private var insurancePIN = "4821"
    @State private var kind = ClinicVisitKind.checkUp
    @State private var slot = 1
    @State private var date = Date(timeIntervalSince1970: 1_795_000_000)
    @State private var companions = 1
    @State private var reminder = ClinicReminder.dayBefore
    @State private var notes = "Prefers morning visits."
    var isSaving = false

    var body: some View {
        Form {
            Section("Patient") {
                TextField("Name", text: $patientName)
                TextField("Phone", text: $phone, prompt: Text("Required"))
                SecureField("Insurance PIN", text: $insurancePIN)
            }
            Section {
                Picker("Visit type", selection: $kind) {
                    ForEach(ClinicVisitKind.allCases) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
                Picker("Slot", selection: $slot) {
                    Text("Morning").tag(0)
                    Text("Afternoon").tag(1)
                    Text("Evening").tag(2)
                }
                .pickerStyle(.segmented)
                DatePicker("Date", selection: $date, displayedComponents: .date)
                Stepper("Companions: \(companions)", value: $companions, in: 0...3)
            } footer: {
                Text("Arrive ten minutes early.")
            }
            Picker("Reminder", selection: $reminder) {
                ForEach(ClinicReminder.allCases) { reminder in
                    Text(reminder.title).tag(reminder)
                }
            }
            .pickerStyle(.inline)
            Section("Notes") {
                TextEditor(text: $notes)
                    .frame(minHeight: 60)
            }
            Section {
                if isSaving {
                    HStack {
                        Text("Saving…")
                        Spacer()
                        ProgressView()
                    }
                } else {
                    Button("Book Appointment") {}
                }
            }
        }
        .tint(.teal)
    }
}

// A loading card drawn with placeholder bars while the appointment loads.
struct ClinicAppointmentCard: View {
    var isLoading: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "stethoscope")
                .font(.title)
                .foregroundStyle(.teal)
            VStack(alignment: .leading, spacing: 4) {
                Text("Check-up with Dr. Rivera")
                    .font(.headline)
                Text("Tuesday, 9:30 AM")
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

#Preview {
    ClinicAppointmentForm()
}
