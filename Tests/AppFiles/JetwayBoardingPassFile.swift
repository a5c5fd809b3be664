import Backplate

// A travel app's boarding passes: cards with unevenly rounded corners cut by a custom ticket
// shape, filled with a style that carries its own drop shadow, condensed airport codes,
// times shown in the departure airport's time zone, an in-flight Wi-Fi symbol with a variable
// value, a dashed tear line and a barcode; passes scroll sideways with their shadows unclipped.

struct JetwayFlight: Identifiable {
    let id: String
    var from: String
    var fromCity: String
    var to: String
    var toCity: String
    var departure: Date
    var gate: String
    var seat: String
    var group: Int
    var wifiStrength: Double
    var timeZone: TimeZone

    static let samples: [JetwayFlight] = [
        JetwayFlight(id: "JW 214", from: "SFO", fromCity: "San Francisco", to: "JFK", toCity: "New York",
                     departure: Date(timeIntervalSince1970: 1_781_712_600), gate: "B12", seat: "14A", group: 3,
                     wifiStrength: 0.66, timeZone: TimeZone(identifier: "America/Los_Angeles")!),
        JetwayFlight(id: "JW 87", from: "JFK", fromCity: "New York", to: "LHR", toCity: "London",
                     departure: Date(timeIntervalSince1970: 1_782_000_000), gate: "7", seat: "32K", group: 5,
                     wifiStrength: 0.33, timeZone: TimeZone(identifier: "America/New_York")!),
    ]
}

/// A ticket: a card with rounded corners and a semicircular notch on each side at `notchY`.
struct JetwayTicketShape: Shape {
    var notchY: CGFloat
    var notchRadius: CGFloat = 10
    var cornerRadius: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        let r = cornerRadius
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: r)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: rect.minY + notchY), radius: notchRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: r)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: r)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + notchY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: rect.minY + notchY), radius: notchRadius,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: r)
        path.closeSubpath()
        return path
    }
}

struct JetwayDashedLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

struct JetwayPassesView: View {
    let flights: [JetwayFlight]

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack(spacing: 16) {
                    ForEach(flights) { flight in
                        JetwayPassCard(flight: flight)
                            .containerRelativeFrame(.horizontal)
                    }
                }
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollIndicators(.hidden)
            .scrollClipDisabled()
            .frame(maxHeight: .infinity, alignment: .top)
            .padding(.top, 8)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Boarding Passes")
        }
    }
}

struct JetwayPassCard: View {
    let flight: JetwayFlight

    var body: some View {
        VStack(spacing: 0) {
            top
                .padding(20)
                .frame(height: 190, alignment: .top)
            JetwayDashedLine()
                .stroke(.secondary, style: StrokeStyle(lineWidth: 1, dash: [6, 4]))
                .frame(height: 1)
                .padding(.horizontal, 16)
            bottom
                .padding(20)
        }
        .background {
            JetwayTicketShape(notchY: 190)
                .fill(Color(.secondarySystemGroupedBackground).shadow(.drop(color: .black.opacity(0.12), radius: 10, y: 4)))
        }
        .overlay(alignment: .top) {
            // The airline's colour along the top edge, following the card's top corners.
            Rectangle()
                .fill(.blue.gradient)
                .frame(height: 40)
                .clipShape(.rect(cornerRadii: .init(topLeading: 20, topTrailing: 20)))
                .mask(alignment: .top) { Rectangle().frame(height: 6) }
        }
    }

    private var top: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text(flight.id)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.blue)
                Spacer()
                Image(systemName: "wifi", variableValue: flight.wifiStrength)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.blue)
            }
            HStack(alignment: .firstTextBaseline) {
                JetwayAirport(code: flight.from, city: flight.fromCity, alignment: .leading)
                Spacer()
                Image(systemName: "airplane")
                    .font(.title2)
                    .foregroundStyle(.secondary)
                Spacer()
                JetwayAirport(code: flight.to, city: flight.toCity, alignment: .trailing)
            }
            HStack {
                Text("Departs")
                    .foregroundStyle(.secondary)
                Text(flight.departure, format: .dateTime.hour().minute())
                    .fontWeight(.semibold)
                    .environment(\.timeZone, flight.timeZone)
            }
            .font(.subheadline)
        }
    }

    private var bottom: some View {
        HStack(alignment: .top) {
            Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 2) {
                GridRow {
                    Text("GATE")
                    Text("SEAT")
                    Text("GROUP")
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                GridRow {
                    Text(flight.gate)
                    Text(flight.seat)
                    Text("\(flight.group)")
                }
                .font(.headline.monospacedDigit())
            }
            Spacer()
            JetwayBarcode(seed: flight.id)
                .frame(width: 72, height: 40)
        }
    }
}

struct JetwayAirport: View {
    let code: String
    let city: String
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code)
                .font(.system(size: 40, weight: .bold))
                .fontWidth(.condensed)
            Text(city)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// Bars whose widths come from the flight number's characters.
struct JetwayBarcode: View {
    let seed: String

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(seed.unicodeScalars.enumerated()), id: \.offset) { _, scalar in
                Rectangle()
                    .frame(width: CGFloat(scalar.value % 3 + 1))
            }
        }
        .foregroundStyle(.primary)
    }
}

#Preview {
    JetwayPassesView(flights: JetwayFlight.samples)
}
