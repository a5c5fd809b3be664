import Foundation

/// Whether the app may write a type.
public enum HKAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The person denied writing.
    case sharingDenied = 1
    /// The person allowed writing.
    case sharingAuthorized = 2
}

/// Whether asking for authorization would show the sheet.
public enum HKAuthorizationRequestStatus: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Asking would show the sheet.
    case shouldRequest = 1
    /// The person has already answered for every type.
    case unnecessary = 2
}

/// HealthKit's errors.
public struct HKError: Error, Hashable, Sendable {
    /// The error codes of `HKErrorDomain`.
    public enum Code: Int, Sendable {
        /// Health data is not available on this device.
        case errorHealthDataUnavailable = 1
        /// Health data is restricted.
        case errorHealthDataRestricted = 2
        /// An argument was invalid.
        case errorInvalidArgument = 3
        /// The app is not authorized.
        case errorAuthorizationDenied = 4
        /// The app has not asked for authorization.
        case errorAuthorizationNotDetermined = 5
        /// The protected data is locked.
        case errorDatabaseInaccessible = 6
        /// The person cancelled.
        case errorUserCanceled = 7
        /// No data matches the query.
        case errorNoData = 11
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// HealthKit's error domain.
    public static let errorDomain = "com.apple.healthkit"
    /// Health data is not available on this device.
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    /// The app is not authorized.
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    /// The app has not asked for authorization.
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    /// The person cancelled.
    public static let errorUserCanceled = Code.errorUserCanceled
    /// No data matches the query.
    public static let errorNoData = Code.errorNoData
}

extension HKError.Code {
    /// Whether `error` is an `HKError` of this code, so `catch HKError.errorNoData` matches.
    public static func ~= (match: HKError.Code, error: any Error) -> Bool { (error as? HKError)?.code == match }
}

/// The app's access to the Health store, as a fresh iPhone simulator gives it: Health is
/// available, no type is authorized, and there are no samples.
///
/// Asking for authorization succeeds without showing a sheet (nothing is granted: every type
/// stays `.notDetermined`); queries find nothing; saving throws
/// `errorAuthorizationNotDetermined`.
open class HKHealthStore: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a store here keeps only the handler below.
    /// Called when the paired Apple Watch starts mirroring a session: kept, never called (no
    /// watch is paired in a render).
    open var workoutSessionMirroringStartHandler: (@Sendable (HKWorkoutSession) -> Void)?

    /// Whether the device has Health data: `true`, as on an iPhone.
    open class func isHealthDataAvailable() -> Bool { true }

    /// A store.
    public override init() { super.init() }

    /// Asks to write `typesToShare` and read `typesToRead` (async form): returns at once; no
    /// sheet is shown and nothing is granted.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}

    /// Asks for authorization: `completion` gets `true` (the request was handled) on the
    /// calling thread; nothing is granted.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Whether asking would show the sheet: `.shouldRequest`, since nothing has been asked.
    open func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws
        -> HKAuthorizationRequestStatus { .shouldRequest }

    /// Whether the app may write `type`: `.notDetermined`.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Runs a query: its handler is called on the calling thread with what a store without
    /// samples gives (see each query).
    open func execute(_ query: HKQuery) { query.deliverEmptyResults() }

    /// Stops a query.
    open func stop(_ query: HKQuery) {}

    /// The earliest date samples may have: an iPhone keeps the whole history, so the distant
    /// past (a watch keeps about a week; Backplate renders iPhone screens).
    open func earliestPermittedSampleDate() -> Date { .distantPast }

    /// Saves a sample: throws `errorAuthorizationNotDetermined` (nothing is authorized).
    open func save(_ object: HKObject) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    /// Saves samples (an app's sample data): throws `errorAuthorizationNotDetermined`, as nothing is authorized.
    open func save(_ objects: [HKObject]) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    /// Saves samples: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    /// Saves a sample: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    /// Deletes a sample the app saved: throws `errorAuthorizationNotDetermined`, as saving does
    /// (nothing is authorized, and a render's store holds nothing the app saved).
    open func delete(_ object: HKObject) async throws { throw HKError(.errorAuthorizationNotDetermined) }

    /// Deletes samples the app saved: throws `errorInvalidArgument` for an empty array (as iOS
    /// documents), otherwise `errorAuthorizationNotDetermined`.
    open func delete(_ objects: [HKObject]) async throws { throw HKHealthStore.deleteError(objects.count) }

    /// Deletes a sample: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    /// Deletes samples: `completion` gets `false` and `errorInvalidArgument` for an empty array,
    /// otherwise `errorAuthorizationNotDetermined`.
    open func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKHealthStore.deleteError(objects.count))
    }

    /// Deletes the app's samples of a type that match a predicate: `completion` gets `false`,
    /// 0 deleted and `errorAuthorizationNotDetermined`.
    open func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate,
                            withCompletion completion: @escaping @Sendable (Bool, Int, (any Error)?) -> Void) {
        completion(false, 0, HKError(.errorAuthorizationNotDetermined))
    }

    /// Deletes the app's samples of a type that match a predicate, returning how many were
    /// deleted: throws `errorAuthorizationNotDetermined`, as nothing was authorized.
    open func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate) async throws -> Int {
        throw HKError(.errorAuthorizationNotDetermined)
    }

    private static func deleteError(_ count: Int) -> HKError {
        HKError(count == 0 ? .errorInvalidArgument : .errorAuthorizationNotDetermined)
    }

    /// Turns on background delivery of `type`'s updates: `completion` gets `false` and
    /// `errorAuthorizationNotDetermined`.
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                       withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    /// Turns off background delivery of `type`'s updates: `completion` gets `true` (none was on).
    open func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// Turns off every background delivery: `completion` gets `true` (none was on).
    open func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    /// The person's date of birth: throws `errorAuthorizationNotDetermined`.
    open func dateOfBirthComponents() throws -> DateComponents { throw HKError(.errorAuthorizationNotDetermined) }
}

/// How often background delivery wakes the app.
public enum HKUpdateFrequency: Int, Sendable {
    /// As data arrives.
    case immediate = 1
    /// Hourly.
    case hourly = 2
    /// Daily.
    case daily = 3
    /// Weekly.
    case weekly = 4
}
