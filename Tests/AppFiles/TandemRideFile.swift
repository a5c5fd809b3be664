import SwiftUI
import MapKit

// A ride-hailing request screen (iOS 26): a full-screen Map with a pickup Annotation of its own
// view, a destination Marker and the route as a MapPolyline, a glass search pill over the map,
// and a ride picker card in safeAreaInset(edge: .bottom) whose options are a selectable list of
// rows with prices and ETAs, confirmed with a .glassProminent button.

enum TandemRideKind: String, CaseIterable, Identifiable {
    case saver = "Saver"
    case comfort = "Comfort"
    case xl = "XL"

    var id: String { rawValue }
    var symbol: String { self == .xl ? "car.side.fill" : "car.fill" }
    var seats: Int { self == .xl ? 6 : 4 }
    var price: Double {
        switch self {
        case .saver: return 14.2
        case .comfort: return 18.9
        case .xl: return 26.5
        }
    }
    var eta: Int {
        switch self {
        case .saver: return 7
        case .comfort: return 4
        case .xl: return 9
        }
    }
}

extension CLLocationCoordinate2D {
    static let tandemPickup = CLLocationCoordinate2D(latitude: 51.5079, longitude: -0.0877)
    static let tandemDropoff = CLLocationCoordinate2D(latitude: 51.5194, longitude: -0.1270)
}

struct TandemRideRow: View {
    var kind: TandemRideKind
    var isSelected: Bool

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: kind.symbol)
                .font(.title2)
                .frame(width: 44)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(kind.rawValue).font(.headline)
                    Label("\(kind.seats)", systemImage: "person.fill")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text("\(kind.eta) min away").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(kind.price, format: .currency(code: "GBP"))
                .font(.headline.monospacedDigit())
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background {
            if isSelected {
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .strokeBorder(.tint, lineWidth: 2)
                    .background(.tint.opacity(0.08), in: .rect(cornerRadius: 16, style: .continuous))
            }
        }
        .contentShape(.rect)
    }
}

struct TandemRequestView: View {
    @State private var selected: TandemRideKind = .comfort
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.5136, longitude: -0.1073),
        span: MKCoordinateSpan(latitudeDelta: 0.03, longitudeDelta: 0.05)))

    var body: some View {
        Map(position: $position) {
            Annotation("Pickup", coordinate: .tandemPickup, anchor: .center) {
                Circle()
                    .fill(.blue)
                    .stroke(.white, lineWidth: 3)
                    .frame(width: 18, height: 18)
                    .shadow(radius: 2)
            }
            Marker("King's Cross", systemImage: "flag.checkered", coordinate: .tandemDropoff)
                .tint(.black)
            MapPolyline(coordinates: [.tandemPickup,
                                      CLLocationCoordinate2D(latitude: 51.5150, longitude: -0.1010),
                                      .tandemDropoff])
                .stroke(.blue, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
        }
        .mapStyle(.standard(pointsOfInterest: .excludingAll))
        .mapControlVisibility(.hidden)
        .safeAreaInset(edge: .top) {
            HStack {
                Image(systemName: "magnifyingglass")
                Text("King's Cross Station").lineLimit(1)
                Spacer()
                Text("Now").font(.subheadline.bold())
            }
            .padding()
            .glassEffect(.regular, in: .capsule)
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom) {
            VStack(spacing: 8) {
                Capsule().fill(.tertiary).frame(width: 36, height: 5)
                ForEach(TandemRideKind.allCases) { kind in
                    TandemRideRow(kind: kind, isSelected: kind == selected)
                        .onTapGesture { selected = kind }
                }
                Button {
                } label: {
                    Text("Choose \(selected.rawValue)")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.glassProminent)
                .padding(.top, 4)
            }
            .padding()
            .background(.background, in: .rect(cornerRadius: 32, style: .continuous))
            .padding(.horizontal, 8)
        }
        .tint(.blue)
    }
}

#Preview("Request") {
    TandemRequestView()
}
