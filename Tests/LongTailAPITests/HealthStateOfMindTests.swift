import Testing
import Foundation
import HealthKit

// A journal app logging its entries' moods to Health (iOS 18's State of Mind), written as
// unseen38's DailyLock writes it: a sentiment mapped to a label, a daily-mood log, a query.

private enum Mood: CaseIterable {
    case low, steady, bright

    var label: HKStateOfMind.Label {
        switch self {
        case .low: .sad
        case .steady: .content
        case .bright: .joyful
        }
    }
    var valence: Double {
        switch self {
        case .low: -0.6
        case .steady: 0
        case .bright: 0.8
        }
    }
}

@Suite struct HealthStateOfMindTests {
    /// The numbers are HealthKit's header's, so a value stored on iOS reads back the same.
    @Test func labelsAssociationsAndKindsKeepHealthKitsNumbers() {
        #expect(HKStateOfMind.Label.amazed.rawValue == 1 && HKStateOfMind.Label.worried.rawValue == 31)
        #expect(HKStateOfMind.Label.satisfied.rawValue == 38 && HKStateOfMind.Label(rawValue: 17) == .happy)
        #expect(HKStateOfMind.Association.community.rawValue == 1 && HKStateOfMind.Association.weather.rawValue == 18)
        #expect(HKStateOfMind.Kind.momentaryEmotion.rawValue == 1 && HKStateOfMind.Kind.dailyMood.rawValue == 2)
        #expect(HKStateOfMind.ValenceClassification.veryPleasant.rawValue == 7)
    }

    @Test func aDailyMoodLogKeepsWhatItWasGiven() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let logs = Mood.allCases.map {
            HKStateOfMind(date: date, kind: .dailyMood, valence: $0.valence, labels: [$0.label], associations: [.work, .family])
        }
        #expect(logs.map(\.labels) == [[.sad], [.content], [.joyful]])
        #expect(logs.map(\.valenceClassification) == [.unpleasant, .neutral, .veryPleasant])
        #expect(logs[0].startDate == date && logs[0].endDate == date && logs[0].kind == .dailyMood)
        #expect(logs[0].sampleType == HKObjectType.stateOfMindType() && logs[0].associations == [.work, .family])
        #expect(HKStateOfMind.ValenceClassification(valence: 1.2) == nil)
        #expect(HKStateOfMind.ValenceClassification(valence: -1) == .veryUnpleasant)
    }

    @Test func theStoreHoldsNoLogsAndAsksBeforeSaving() async throws {
        let store = HKHealthStore()
        let types: Set<HKObjectType> = [HKObjectType.stateOfMindType()]
        #expect(types.contains(HKObjectType.stateOfMindType()))
        let predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            HKQuery.predicateForStatesOfMind(with: .dailyMood), HKQuery.predicateForStatesOfMind(with: .work),
        ])
        let samples: [HKSample] = try await withCheckedThrowingContinuation { continuation in
            let query = HKSampleQuery(sampleType: HKObjectType.stateOfMindType(), predicate: predicate, limit: HKObjectQueryNoLimit,
                                      sortDescriptors: nil) { _, samples, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: samples ?? []) }
            }
            store.execute(query)
        }
        #expect(samples.isEmpty)
        let log = HKStateOfMind(date: .now, kind: .momentaryEmotion, valence: 0.3, labels: [.calm], associations: [])
        await #expect(throws: HKError.self) { try await store.save(log) }
        await #expect(throws: HKError.self) { _ = try await store.deleteObjects(of: HKObjectType.stateOfMindType(), predicate: predicate) }
    }
}
