import Foundation
import BackplateCore

// SwiftUI's HealthKit authorization modifiers (iOS 17), from the cross-import overlay iOS loads
// when a file imports HealthKit and SwiftUI, so they live here (HealthKitUI re-exports them).
// A render shows no sheet and grants nothing: the completion is never called.

nonisolated extension View {
    /// Asks to write `shareTypes` and read `readTypes` each time `trigger` changes, showing
    /// the Health sheet. A render shows no sheet and never calls `completion`.
    public func healthDataAccessRequest(store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
                                        trigger: some Equatable,
                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// Asks to read `readTypes` each time `trigger` changes, showing the Health sheet. A
    /// render shows no sheet and never calls `completion`.
    public func healthDataAccessRequest(store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// Asks to read the objects of `objectType` (one that needs per-object authorization, such
    /// as vision prescriptions) that `predicate` matches, each time `trigger` changes. A render
    /// shows no sheet and never calls `completion`.
    public func healthDataAccessRequest(store: HKHealthStore, objectType: HKObjectType, predicate: NSPredicate? = nil,
                                        trigger: some Equatable,
                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        modifier(EmptyModifier())
    }
}
