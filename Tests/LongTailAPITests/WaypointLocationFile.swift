import SwiftUI
import CoreLocation

// An app file of the shape real location apps take on iOS 17: a model that reads
// `CLLocationUpdate.liveUpdates()` in a task, a geofence through `CLMonitor`, and a view that
// shows "Locating…" until a fix arrives (none does in a render).

@MainActor
final class WaypointLocationModel: ObservableObject {
    @Published var lastLocation: CLLocation?
    @Published var isStationary = false
    @Published var updatesEnded = false
    @Published var geofenceState: CLMonitor.Event.State = .unknown
    private var backgroundSession: CLBackgroundActivitySession?

    func startUpdates() async {
        backgroundSession = CLBackgroundActivitySession()
        do {
            for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                lastLocation = update.location
                isStationary = update.isStationary
            }
        } catch {
            lastLocation = nil
        }
        updatesEnded = true
        backgroundSession?.invalidate()
    }

    func watchTrailhead() async -> [String] {
        let monitor = await CLMonitor("WaypointMonitor")
        let trailhead = CLLocationCoordinate2D(latitude: 37.7459, longitude: -119.5332)
        await monitor.add(CLMonitor.CircularGeographicCondition(center: trailhead, radius: 200), identifier: "trailhead")
        await monitor.add(CLMonitor.BeaconIdentityCondition(uuid: UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!,
                                                            major: 7),
                          identifier: "hut", assuming: .unsatisfied)
        if let record = await monitor.record(for: "trailhead") {
            geofenceState = record.lastEvent.state
        }
        return await monitor.identifiers
    }
}

struct WaypointStatusView: View {
    @StateObject private var model = WaypointLocationModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Half Dome Trail", systemImage: "figure.hiking")
                .font(.headline)
            if let location = model.lastLocation {
                Text(String(format: "%.4f, %.4f", location.coordinate.latitude, location.coordinate.longitude))
                    .monospacedDigit()
            } else {
                Text("Locating…")
                    .foregroundStyle(.secondary)
            }
            Text(model.geofenceState == .satisfied ? "At the trailhead" : "Away from the trailhead")
                .font(.footnote)
        }
        .padding()
        .task { await model.startUpdates() }
    }
}

#Preview("Waypoint") {
    WaypointStatusView()
}
