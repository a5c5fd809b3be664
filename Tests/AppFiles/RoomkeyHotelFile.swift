import SwiftUI

// A hotel booking form (2025): a graphical DatePicker in a grouped Form, guest Steppers,
// a room Picker in .navigationLink style, a DisclosureGroup of extras with Toggles,
// LabeledContent price lines in euros for a de_DE locale, and a Reserve button with the
// iOS 26 confirm role in the bottom bar.

enum RoomkeyRoom: String, CaseIterable, Identifiable {
    case standard = "Standard Double"
    case superior = "Superior King"
    case suite = "Garden Suite"

    var id: String { rawValue }
    var nightly: Decimal {
        switch self {
        case .standard: return 129
        case .superior: return 169
        case .suite: return 245
        }
    }
}

@Observable
final class RoomkeyBooking {
    var checkIn = Date(timeIntervalSinceReferenceDate: 817_776_000)
    var nights = 3
    var adults = 2
    var children = 1
    var room: RoomkeyRoom = .superior
    var breakfast = true
    var lateCheckout = false
    var parking = false

    var roomTotal: Decimal { room.nightly * Decimal(nights) }
    var extrasTotal: Decimal {
        var total: Decimal = 0
        if breakfast { total += Decimal(18 * (adults + children) * nights) }
        if lateCheckout { total += 35 }
        if parking { total += Decimal(12 * nights) }
        return total
    }
}

struct RoomkeyBookingView: View {
    @State private var booking = RoomkeyBooking()
    @State private var extrasExpanded = true

    var body: some View {
        @Bindable var booking = booking
        NavigationStack {
            Form {
                Section {
                    DatePicker("Check-in", selection: $booking.checkIn, displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    Stepper("^[\(booking.nights) night](inflect: true)", value: $booking.nights, in: 1...14)
                }
                Section("Guests") {
                    Stepper("Adults: \(booking.adults)", value: $booking.adults, in: 1...4)
                    Stepper("Children: \(booking.children)", value: $booking.children, in: 0...3)
                    Picker("Room", selection: $booking.room) {
                        ForEach(RoomkeyRoom.allCases) { room in
                            Text(room.rawValue).tag(room)
                        }
                    }
                    .pickerStyle(.navigationLink)
                }
                Section {
                    DisclosureGroup("Extras", isExpanded: $extrasExpanded) {
                        Toggle("Breakfast", isOn: $booking.breakfast)
                        Toggle("Late checkout", isOn: $booking.lateCheckout)
                        Toggle("Parking", isOn: $booking.parking)
                    }
                }
                Section {
                    LabeledContent("Room", value: booking.roomTotal, format: .currency(code: "EUR"))
                    LabeledContent("Extras", value: booking.extrasTotal, format: .currency(code: "EUR"))
                    LabeledContent {
                        Text(booking.roomTotal + booking.extrasTotal, format: .currency(code: "EUR"))
                            .font(.headline)
                    } label: {
                        Text("Total").font(.headline)
                    }
                } footer: {
                    Text("Free cancellation until 48 hours before arrival.")
                }
            }
            .navigationTitle("Hotel Lindenhof")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Reserve", role: .confirm) {}
                        .buttonStyle(.borderedProminent)
                }
            }
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
    }
}

#Preview("Booking") {
    RoomkeyBookingView()
}
