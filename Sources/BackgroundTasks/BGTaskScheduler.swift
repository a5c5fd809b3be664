import Foundation
import BackplateCore

/// The scheduler of background tasks, answering as the iOS Simulator does: launch handlers
/// register, but `submit(_:)` throws `BGTaskScheduler.Error.unavailable` (the simulator runs no
/// background tasks), so no request is ever pending and no handler runs.
public final class BGTaskScheduler: NSObject, Sendable {
    /// Background tasks' errors.
    public struct Error: Swift.Error, Hashable, Sendable {
        /// The error codes of `BGTaskSchedulerErrorDomain`.
        public enum Code: Int, Sendable {
            /// Background work cannot be scheduled: refresh is off, or the app runs on the simulator.
            case unavailable = 1
            /// Too many requests of this kind are pending.
            case tooManyPendingTaskRequests = 2
            /// The identifier is not in the app's `BGTaskSchedulerPermittedIdentifiers`.
            case notPermitted = 3
            /// The task cannot run right away.
            case immediateRunIneligible = 4
        }

        /// The error's code.
        public let code: Code

        /// An error of `code`.
        public init(_ code: Code) { self.code = code }

        /// Background tasks' error domain.
        public static let errorDomain = BGTaskSchedulerErrorDomain
        /// Background work cannot be scheduled.
        public static let unavailable = Code.unavailable
        /// Too many requests are pending.
        public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
        /// The identifier is not permitted.
        public static let notPermitted = Code.notPermitted
        /// The task cannot run right away.
        public static let immediateRunIneligible = Code.immediateRunIneligible
    }

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    private let registered = LockedState(Set<String>())

    private override init() { super.init() }

    /// Registers the launch handler of the task `identifier`: `true`. The handler never runs
    /// in a render (no task is ever launched); `queue` is where it would run.
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                         launchHandler: @escaping (BGTask) -> Void) -> Bool {
        registered.withLock { _ = $0.insert(identifier) }
        return true
    }

    /// Submits a request: throws `Error(.unavailable)`, as the simulator does.
    public func submit(_ taskRequest: BGTaskRequest) throws {
        throw Error(.unavailable)
    }

    /// Cancels the pending request for `identifier` (none is ever pending).
    public func cancel(taskRequestWithIdentifier identifier: String) {}

    /// Cancels every pending request (none is ever pending).
    public func cancelAllTaskRequests() {}

    /// The pending requests: `completionHandler` gets none, on the calling thread.
    public func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler([])
    }

    /// The pending requests: none.
    public func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}

extension BGTaskScheduler.Error.Code {
    /// Whether `error` is a `BGTaskScheduler.Error` of this code, so
    /// `catch BGTaskScheduler.Error.unavailable` matches.
    public static func ~= (match: BGTaskScheduler.Error.Code, error: any Swift.Error) -> Bool {
        (error as? BGTaskScheduler.Error)?.code == match
    }
}

/// The domain of background tasks' errors.
public let BGTaskSchedulerErrorDomain = "BGTaskSchedulerErrorDomain"
