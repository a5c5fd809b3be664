// The module a file's `import BackgroundTasks` finds on Linux: task requests and the scheduler,
// answering as the iOS Simulator does (background tasks are unavailable there).
@_exported import Foundation

/// A request to launch the app in the background later.
open class BGTaskRequest: NSObject {
    /// The identifier of the task (one of the app's `BGTaskSchedulerPermittedIdentifiers`).
    public let identifier: String
    /// The earliest time the task may run (`nil`: no earlier limit).
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A request to launch the app briefly in the background to refresh its content.
open class BGAppRefreshTaskRequest: BGTaskRequest {
    /// A refresh request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request to launch the app in the background for minutes of deferrable work.
open class BGProcessingTaskRequest: BGTaskRequest {
    /// Whether the task needs a network connection (`false`).
    open var requiresNetworkConnectivity = false
    /// Whether the task needs the device on power (`false`).
    open var requiresExternalPower = false

    /// A processing request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A background task the system launched the app to run. A render never launches one.
open class BGTask: NSObject {
    /// The identifier the task's launch handler was registered under.
    open var identifier: String
    /// Called when the task's time runs out.
    open var expirationHandler: (() -> Void)?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Tells the system the task's work is done.
    open func setTaskCompleted(success: Bool) {}
}

/// A refresh task, as its launch handler receives it.
open class BGAppRefreshTask: BGTask {}

/// A processing task, as its launch handler receives it.
open class BGProcessingTask: BGTask {}
