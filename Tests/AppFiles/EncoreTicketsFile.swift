import SwiftUI

// A concert-ticketing app's seat picker: a Grid seat map whose aisle and stage cells span
// columns with gridCellColumns, seats drawn by a custom ButtonStyle, a ticket-stub Shape with
// notches, a summary bar in safeAreaInset, sheet(item:) with presentationDetents and a drag
// indicator, a confirmationDialog with titled actions, and an alert with a TextField action.

enum EncoreSeatState {
    case open, taken, chosen
}

struct EncoreSeat: Identifiable, Hashable {
    let row: String
    let number: Int
    var id: String { "\(row)\(number)" }
}

struct EncoreSeatButtonStyle: ButtonStyle {
    var state: EncoreSeatState

    func makeBody(configuration: Configuration) -> some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(fill)
            .frame(width: 30, height: 28)
            .overlay {
                configuration.label
                    .font(.caption2.bold())
                    .foregroundStyle(state == .chosen ? AnyShapeStyle(.white) : AnyShapeStyle(.secondary))
            }
            .opacity(configuration.isPressed ? 0.6 : 1)
    }

    private var fill: Color {
        switch state {
        case .open: Color(.tertiarySystemFill)
        case .taken: Color(.systemGray3)
        case .chosen: .purple
        }
    }
}

/// A ticket with half-circle notches cut from both sides at `notchY`.
struct EncoreTicketStub: Shape {
    var notchY: CGFloat = 0.62
    var radius: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        let y = rect.minY + rect.height * notchY
        var notches = Path()
        notches.addEllipse(in: CGRect(x: rect.minX - radius, y: y - radius, width: radius * 2, height: radius * 2))
        notches.addEllipse(in: CGRect(x: rect.maxX - radius, y: y - radius, width: radius * 2, height: radius * 2))
        return Path(roundedRect: rect, cornerRadius: 16).subtracting(notches)
    }
}

struct EncoreSeatMapView: View {
    private let rows = ["A", "B", "C", "D"]
    private let taken: Set<String> = ["A3", "A4", "B6", "C1", "C2", "D5"]
    @State private var chosen: Set<EncoreSeat> = [EncoreSeat(row: "B", number: 3), EncoreSeat(row: "B", number: 4)]
    @State private var detail: EncoreSeat?
    @State private var confirming = false
    @State private var addingPromo = false
    @State private var promo = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    Grid(horizontalSpacing: 6, verticalSpacing: 8) {
                        GridRow {
                            Text("STAGE")
                                .font(.caption.bold())
                                .kerning(2)
                                .frame(maxWidth: .infinity, minHeight: 32)
                                .background(.purple.opacity(0.15), in: .capsule)
                                .gridCellColumns(9)
                        }
                        ForEach(rows, id: \.self) { row in
                            GridRow {
                                Text(row).font(.caption.bold()).foregroundStyle(.secondary)
                                ForEach(1...3, id: \.self) { seatButton(row, $0) }
                                Color.clear.frame(width: 12, height: 1)
                                ForEach(4...7, id: \.self) { seatButton(row, $0) }
                            }
                        }
                    }

                    ZStack(alignment: .topLeading) {
                        EncoreTicketStub()
                            .fill(.purple.gradient)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Aurora Lights").font(.title2.bold())
                            Text("Fri 12 Jun · Doors 19:00")
                            Spacer()
                            Text("\(chosen.count) seats · Row B")
                                .font(.headline)
                        }
                        .foregroundStyle(.white)
                        .padding(20)
                    }
                    .frame(height: 160)
                }
                .padding()
            }
            .navigationTitle("Choose Seats")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Total").font(.caption).foregroundStyle(.secondary)
                        Text(Double(chosen.count) * 64.5, format: .currency(code: "GBP"))
                            .font(.title3.bold())
                    }
                    Spacer()
                    Button("Checkout") { confirming = true }
                        .buttonStyle(.borderedProminent)
                        .tint(.purple)
                }
                .padding()
                .background(.bar)
            }
            .sheet(item: $detail) { seat in
                Text("Seat \(seat.id)")
                    .presentationDetents([.height(220), .medium])
                    .presentationDragIndicator(.visible)
            }
            .confirmationDialog("Pay £129.00?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Pay with Card") {}
                Button("Add Promo Code") { addingPromo = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Seats are held for 10 minutes.")
            }
            .alert("Promo Code", isPresented: $addingPromo) {
                TextField("Code", text: $promo)
                Button("Apply") {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private func seatButton(_ row: String, _ number: Int) -> some View {
        let seat = EncoreSeat(row: row, number: number)
        let state: EncoreSeatState = chosen.contains(seat) ? .chosen : taken.contains(seat.id) ? .taken : .open
        return Button("\(number)") { detail = seat }
            .buttonStyle(EncoreSeatButtonStyle(state: state))
            .disabled(state == .taken)
    }
}

#Preview("Seats") {
    EncoreSeatMapView()
}
