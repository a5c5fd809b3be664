import Backplate
import MapKit
import CoreLocation

// A hiking app's trail screen as an app developer writes it: an iOS 17 Map with a marker, a
// circle and a route in a rounded card, an iOS 14-style Map(coordinateRegion:) with pins, and
// a location manager wrapper. Only `import SwiftUI` was changed.

struct Trail: Identifiable {
    let id = UUID()
    var name: String
    var coordinate: CLLocationCoordinate2D
}

extension CLLocationCoordinate2D {
    static let mistTrailhead = CLLocationCoordinate2D(latitude: 37.7325, longitude: -119.5575)
}

final class TrailLocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var lastLocation: CLLocation?
    @Published var status: CLAuthorizationStatus = .notDetermined
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = manager.authorizationStatus
    }
}

struct TrailDetailView: View {
    @StateObject private var location = TrailLocationModel()
    @State private var position: MapCameraPosition = .region(
        MKCoordinateRegion(center: .mistTrailhead, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)))

    let route = [
        CLLocationCoordinate2D(latitude: 37.7325, longitude: -119.5575),
        CLLocationCoordinate2D(latitude: 37.7290, longitude: -119.5520),
        CLLocationCoordinate2D(latitude: 37.7270, longitude: -119.5440),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Map(position: $position) {
                        Marker("Trailhead", systemImage: "figure.hiking", coordinate: .mistTrailhead)
                            .tint(.green)
                        MapCircle(center: .mistTrailhead, radius: 300)
                            .foregroundStyle(.blue.opacity(0.2))
                        MapPolyline(coordinates: route)
                            .stroke(.orange, lineWidth: 4)
                        UserAnnotation()
                    }
                    .mapStyle(.standard(elevation: .realistic))
                    .mapControls {
                        MapUserLocationButton()
                        MapCompass()
                    }
                    .frame(height: 240)
                    .clipShape(RoundedRectangle(cornerRadius: 16))

                    Text("Mist Trail")
                        .font(.title2.bold())
                    Label(location.lastLocation == nil ? "Location unavailable" : "Nearby", systemImage: "location.slash")
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Trail")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct TrailheadsMapView: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.74, longitude: -119.57),
        latitudinalMeters: 8000, longitudinalMeters: 8000)

    let trails = [
        Trail(name: "Mist", coordinate: .mistTrailhead),
        Trail(name: "Four Mile", coordinate: CLLocationCoordinate2D(latitude: 37.7369, longitude: -119.6028)),
    ]

    var body: some View {
        Map(coordinateRegion: $region, annotationItems: trails) { trail in
            MapMarker(coordinate: trail.coordinate, tint: .purple)
        }
        .ignoresSafeArea()
    }
}

#Preview("Trail") {
    TrailDetailView()
}

#Preview("Trailheads") {
    TrailheadsMapView()
}
