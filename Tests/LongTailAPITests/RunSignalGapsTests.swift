import CoreLocation
import Foundation
import HealthKit
@testable import MapKit
import Photos
import Testing
import UniformTypeIdentifiers

// A running-analysis app's services: workouts synced by anchor, effort ratings read by
// relationship, statistics counted by source, the city of a run's start, and a shared card
// saved to Photos as a PNG.

private enum RunSync {
    static func changes(after anchor: HKQueryAnchor?, in store: HKHealthStore) async throws -> (count: Int, anchor: HKQueryAnchor?) {
        try await withCheckedThrowingContinuation { continuation in
            let query = HKAnchoredObjectQuery(type: HKObjectType.workoutType(), predicate: HKQuery.predicateForWorkouts(with: .running),
                                              anchor: anchor, limit: HKObjectQueryNoLimit) { _, samples, deleted, newAnchor, error in
                if let error { continuation.resume(throwing: error); return }
                continuation.resume(returning: ((samples?.count ?? 0) + (deleted?.count ?? 0), newAnchor))
            }
            store.execute(query)
        }
    }

    static func effortScores(in store: HKHealthStore) async throws -> [String: Double] {
        let descriptor = HKWorkoutEffortRelationshipQueryDescriptor(predicate: nil, anchor: nil, option: .mostRelevant)
        var scores: [String: Double] = [:]
        for relationship in try await descriptor.result(for: store).relationships where relationship.activity == nil {
            let sample = relationship.samples?.compactMap { $0 as? HKQuantitySample }.max { $0.endDate < $1.endDate }
            if let sample { scores[relationship.workout.uuid.uuidString] = sample.quantity.doubleValue(for: .appleEffortScore()) }
        }
        return scores
    }

    static func sourceCount(_ statistics: HKStatistics) -> Int { statistics.sources?.count ?? 0 }
}

@Suite struct RunSignalGapsTests {
    @Test func aRenderSyncsNoWorkoutsAndHandsBackItsAnchor() async throws {
        let store = HKHealthStore()
        let first = try await RunSync.changes(after: nil, in: store)
        #expect(first.count == 0 && first.anchor == HKQueryAnchor(fromValue: 0))
        let later = try await RunSync.changes(after: HKQueryAnchor(fromValue: 42), in: store)
        #expect(later.anchor == HKQueryAnchor(fromValue: 42))
        #expect(try await RunSync.effortScores(in: store).isEmpty)
        #expect(HKWorkoutEffortRelationshipQueryOptions.mostRelevant.rawValue == 1 && HKWorkoutEffortRelationshipQueryOptions.default.isEmpty)
        #expect(store.earliestPermittedSampleDate() == .distantPast)
    }

    @Test func addressRepresentationsWriteTheAddressAsAsked() {
        let item = MKMapItem(location: CLLocation(latitude: 37.33, longitude: -122.03), address: nil)
        #expect(item.addressRepresentations == nil)
        let address = MKAddressRepresentations(lines: ["1 Infinite Loop", "Cupertino, CA 95014"], city: "Cupertino",
                                               contexts: [.short: "Cupertino, CA"], region: Locale.Region("US"))
        #expect(address.cityWithContext(.short) == "Cupertino, CA" && address.cityWithContext(.full) == "Cupertino")
        #expect(address.regionCode == "US")
        #expect(address.fullAddress(includingRegion: false, singleLine: true) == "1 Infinite Loop, Cupertino, CA 95014")
        #expect(address.fullAddress(includingRegion: false, singleLine: false) == "1 Infinite Loop\nCupertino, CA 95014")
    }

    @Test func aResourcesContentTypeIsItsTypeIdentifier() {
        let options = PHAssetResourceCreationOptions()
        options.contentType = .png
        #expect(options.uniformTypeIdentifier == "public.png" && options.contentType == .png)
        options.uniformTypeIdentifier = UTType.jpeg.identifier
        #expect(options.contentType == .jpeg)
    }
}
