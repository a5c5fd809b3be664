import SwiftUI
import MapKit

// A harbour master's moorings map, written the way iOS 17 MapKit apps are: a bound camera
// position, tagged markers for selection, a dashed channel line, a shaded no-wake circle, a
// custom annotation, map controls, and a local search that fills a results list.

struct HarborMooring: Identifiable, Hashable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let depth: Double

    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

enum Harbor {
    static let centre = CLLocationCoordinate2D(latitude: 50.3640, longitude: -4.1420)
    static let office = CLLocationCoordinate2D(latitude: 50.3652, longitude: -4.1436)
    static let moorings = [
        HarborMooring(id: 1, name: "A1", latitude: 50.3640, longitude: -4.1420, depth: 6.5),
        HarborMooring(id: 2, name: "B4", latitude: 50.3628, longitude: -4.1395, depth: 3.2),
        HarborMooring(id: 3, name: "C2", latitude: 50.3651, longitude: -4.1398, depth: 4.8),
    ]
    static let channel = [
        CLLocationCoordinate2D(latitude: 50.3600, longitude: -4.1440),
        CLLocationCoordinate2D(latitude: 50.3625, longitude: -4.1425),
        CLLocationCoordinate2D(latitude: 50.3660, longitude: -4.1410),
    ]
    static let region = MKCoordinateRegion(center: centre, latitudinalMeters: 800, longitudinalMeters: 800)
}

@MainActor
final class HarborSearchModel: ObservableObject {
    @Published private(set) var results: [MKMapItem] = []
    @Published private(set) var message = "Search for fuel, chandlers or showers"

    func search(_ text: String) async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = text
        request.region = Harbor.region
        request.resultTypes = .pointOfInterest
        do {
            results = try await MKLocalSearch(request: request).start().mapItems
        } catch {
            message = "Search is unavailable offline"
        }
    }
}

struct HarborMapView: View {
    @State private var position: MapCameraPosition = .region(Harbor.region)
    @State private var selection: Int?

    var body: some View {
        Map(position: $position, selection: $selection) {
            MapPolyline(coordinates: Harbor.channel)
                .stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
            MapCircle(center: Harbor.centre, radius: 120)
                .foregroundStyle(.teal.opacity(0.25))
                .stroke(.teal, lineWidth: 2)
            ForEach(Harbor.moorings) { mooring in
                Marker(mooring.name, systemImage: "sailboat.fill", coordinate: mooring.coordinate)
                    .tint(mooring.depth > 5 ? .blue : .orange)
                    .tag(mooring.id)
            }
            Annotation("Harbour Office", coordinate: Harbor.office, anchor: .bottom) {
                Image(systemName: "building.2.fill")
                    .padding(6)
                    .background(.white, in: Circle())
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .flat, emphasis: .muted, pointsOfInterest: .excludingAll))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .safeAreaInset(edge: .bottom) {
            Text(selection.map { "Mooring \($0)" } ?? "\(Harbor.moorings.count) moorings")
                .font(.headline)
                .padding()
                .frame(maxWidth: .infinity)
                .background(.regularMaterial)
        }
    }
}

struct HarborSearchView: View {
    @StateObject private var model = HarborSearchModel()

    var body: some View {
        NavigationStack {
            List {
                if model.results.isEmpty {
                    Text(model.message)
                        .foregroundStyle(.secondary)
                }
                ForEach(model.results, id: \.self) { item in
                    Text(item.name ?? "Unnamed")
                }
            }
            .navigationTitle("Services")
            .task { await model.search("fuel") }
        }
    }
}

#Preview("Moorings") {
    HarborMapView()
}

#Preview("Services") {
    HarborSearchView()
}
