import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreLocation

/// `WaypointLocationFile.swift` and CoreLocation's Swift overlay: a render has no location, so
/// live updates and monitor events never yield and end when their task is cancelled, while the
/// monitor keeps its conditions as added.
@MainActor @Suite(.tags(.appFiles)) struct WaypointLocationTests {
    @Test func liveUpdatesYieldNothingAndEndWhenCancelled() async throws {
        let model = WaypointLocationModel()
        let task = Task { await model.startUpdates() }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(model.updatesEnded == false, "no fix arrives, so the loop is still waiting")
        task.cancel()
        await task.value
        #expect(model.updatesEnded && model.lastLocation == nil && model.isStationary == false)
    }

    @Test func monitorEventsNeverYieldAndEndWhenCancelled() async throws {
        let monitor = await CLMonitor("Events")
        let task = Task { () -> Int in
            var count = 0
            for try await _ in await monitor.events { count += 1 }
            return count
        }
        try await Task.sleep(nanoseconds: 20_000_000)
        task.cancel()
        #expect(try await task.value == 0)
    }

    @Test func theMonitorKeepsConditionsInOrderWithTheirAssumedStates() async throws {
        let model = WaypointLocationModel()
        let identifiers = await model.watchTrailhead()
        #expect(identifiers == ["trailhead", "hut"])
        #expect(model.geofenceState == .unknown)
        let monitor = await CLMonitor("Records")
        let uuid = UUID()
        await monitor.add(CLMonitor.BeaconIdentityCondition(uuid: uuid, major: 3, minor: 9), identifier: "b", assuming: .satisfied)
        let record = try #require(await monitor.record(for: "b"))
        #expect(record.lastEvent.state == .satisfied && record.lastEvent.identifier == "b")
        #expect(record.lastEvent.refinement == nil)
        let beacon = try #require(record.condition as? CLMonitor.BeaconIdentityCondition)
        #expect(beacon.uuid == uuid && beacon.major == 3 && beacon.minor == 9)
        await monitor.remove("b")
        let removed = await monitor.record(for: "b")
        let remaining = await monitor.identifiers
        #expect(removed == nil && remaining.isEmpty)
        #expect(CLMonitor.Event.State.unmonitored.rawValue == 3)
    }

    @Test func aCircularConditionRoundTripsThroughJSON() throws {
        let condition = CLMonitor.CircularGeographicCondition(
            center: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246), radius: 150)
        let data = try JSONEncoder().encode(condition)
        let back = try JSONDecoder().decode(CLMonitor.CircularGeographicCondition.self, from: data)
        #expect(back.center.latitude == 51.5007 && back.center.longitude == -0.1246 && back.radius == 150)
    }

    @Test func errorsCarryTheirCodeAndAlternateRegion() {
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
                                      radius: 300, identifier: "tower")
        let error = CLError(.regionMonitoringFailure, userInfo: [kCLErrorUserInfoAlternateRegionKey: region])
        #expect(error.code == .regionMonitoringFailure && error.errorCode == 5)
        #expect(CLError.errorDomain == "kCLErrorDomain")
        let alternate = error.alternateRegion as? CLCircularRegion
        #expect(alternate?.identifier == "tower" && alternate?.radius == 300)
        #expect(CLError(.denied).alternateRegion == nil && CLError.Code.denied.rawValue == 1)
        // 300 m around the Eiffel Tower holds a point 111 m north of it, not one 1.1 km north.
        #expect(region.contains(CLLocationCoordinate2D(latitude: 48.8594, longitude: 2.2945)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 48.8684, longitude: 2.2945)))
        let constraint = CLBeaconIdentityConstraint(uuid: UUID(), major: 4)
        #expect(constraint.major == 4 && constraint.minor == nil)
    }

    @Test func aBackgroundSessionRecordsItsInvalidation() {
        let session = CLBackgroundActivitySession()
        #expect(session.isInvalidated == false)
        session.invalidate()
        session.invalidate()
        #expect(session.isInvalidated)
    }

    @Test func theViewShowsLocatingWithoutAFix() {
        let strings = ImageRenderer(content: WaypointStatusView().frame(width: 393)).displayList().drawnTexts.map(\.0)
        #expect(strings.contains("Half Dome Trail") && strings.contains("Locating…"), "\(strings)")
        #expect(strings.contains("Away from the trailhead"), "\(strings)")
    }
}
