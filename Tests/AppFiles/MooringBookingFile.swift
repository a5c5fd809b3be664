import Backplate
import Combine

// Mooring: a marina berth booking form. Calendar arithmetic for nights and the week's dates,
// a compact DatePicker range, AsyncImage with a placeholder, a custom ButtonStyle, a
// .sheet that dismisses itself, @FocusState, and a Combine-validated form model
// (Publishers.CombineLatest3 -> map -> assign(to:)).

final class MooringBookingForm: ObservableObject {
    @Published var arrival: Date
    @Published var departure: Date
    @Published var boatName = ""
    @Published var lengthMetres = 9.5
    @Published private(set) var nights = 0
    @Published private(set) var canBook = false

    let calendar: Calendar

    init(arrival: Date, departure: Date, boatName: String = "", calendar: Calendar = .current) {
        self.arrival = arrival
        self.departure = departure
        self.boatName = boatName
        self.calendar = calendar

        Publishers.CombineLatest($arrival, $departure)
            .map { [calendar] arrival, departure in
                calendar.dateComponents([.day], from: calendar.startOfDay(for: arrival),
                                        to: calendar.startOfDay(for: departure)).day ?? 0
            }
            .assign(to: &$nights)

        Publishers.CombineLatest3($boatName, $nights, $lengthMetres)
            .map { name, nights, length in
                !name.trimmingCharacters(in: .whitespaces).isEmpty && nights > 0 && length <= 20
            }
            .assign(to: &$canBook)
    }

    var price: Decimal { Decimal(nights) * Decimal(lengthMetres) * 3 }
}

struct MooringPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .foregroundStyle(.white)
            .background(isEnabled ? Color.teal : Color.gray, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct MooringHarbourPhoto: View {
    var body: some View {
        AsyncImage(url: URL(string: "https://example.com/harbour.jpg")) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            ZStack {
                Color.teal.opacity(0.2)
                ProgressView()
            }
        }
        .frame(height: 140)
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

struct MooringRulesSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Quiet hours run from 22:00 to 07:00.")
                .padding()
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}

struct MooringBookingScreen: View {
    @ObservedObject var form: MooringBookingForm
    @FocusState private var nameFocused: Bool
    @State private var showingRules = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    MooringHarbourPhoto()
                        .listRowInsets(EdgeInsets())
                }
                Section("Stay") {
                    DatePicker("Arrival", selection: $form.arrival, displayedComponents: .date)
                    DatePicker("Departure", selection: $form.departure, in: form.arrival..., displayedComponents: .date)
                    LabeledContent("Nights", value: "\(form.nights)")
                }
                Section("Boat") {
                    TextField("Boat name", text: $form.boatName)
                        .focused($nameFocused)
                    Stepper(value: $form.lengthMetres, in: 4...30, step: 0.5) {
                        Text("Length \(form.lengthMetres, format: .number.precision(.fractionLength(1))) m")
                    }
                }
                Section {
                    LabeledContent("Total") {
                        Text(form.price, format: .currency(code: "EUR"))
                    }
                    Button("Harbour rules") { showingRules = true }
                }
            }
            .navigationTitle("Book a berth")
            .safeAreaInset(edge: .bottom) {
                Button("Book") {}
                    .buttonStyle(MooringPrimaryButtonStyle())
                    .disabled(!form.canBook)
                    .padding()
            }
            .sheet(isPresented: $showingRules) { MooringRulesSheet() }
        }
    }
}

#Preview("Empty form") {
    let calendar = Calendar(identifier: .gregorian)
    let arrival = calendar.date(from: DateComponents(year: 2025, month: 7, day: 4))!
    MooringBookingScreen(form: MooringBookingForm(arrival: arrival, departure: arrival))
}

#Preview("Ready to book") {
    let calendar = Calendar(identifier: .gregorian)
    let arrival = calendar.date(from: DateComponents(year: 2025, month: 7, day: 4))!
    let departure = calendar.date(byAdding: .day, value: 3, to: arrival)!
    MooringBookingScreen(form: MooringBookingForm(arrival: arrival, departure: departure, boatName: "Halcyon"))
}
