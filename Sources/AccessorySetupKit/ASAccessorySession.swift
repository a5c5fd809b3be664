import BackplateCore
import Foundation

/// Coordinates accessory discovery and setup through the system's picker. A render answers as
/// the iOS Simulator, where no picker can appear: activating delivers `.activated` once, on its
/// queue, with no accessories; picker requests fail with `ASError.pickerRestricted`, warning;
/// `invalidate()` delivers `.invalidated` once, and nothing follows.
public final class ASAccessorySession: NSObject, Sendable {
    /// Where a session is in its life.
    private enum Phase { case idle, activated, invalidated }

    /// The session's phase, and the queue and handler its events go to once activated.
    private struct Activation {
        var phase = Phase.idle
        var queue: DispatchQueue?
        var eventHandler: ((ASAccessoryEvent) -> Void)?
    }

    // Unchecked: Apple's event handler is not Sendable; it is only ever called on the queue the
    // app gave with it, the contract AccessorySetupKit keeps, and dropped after `.invalidated`.
    private let activation = LockedState(unchecked: Activation())
    private let displaySettings = LockedState<ASPickerDisplaySettings?>(nil)

    /// A session, idle until `activate(on:eventHandler:)`.
    public override init() { super.init() }

    /// The accessories the person set up for this app: none, a render's picker never adds one.
    public var accessories: [ASAccessory] { [] }

    /// How the picker would run (iOS 26): a copy of the settings set, `nil` unless set.
    @available(iOS 26.0, *)
    public var pickerDisplaySettings: ASPickerDisplaySettings? {
        get { displaySettings.withLock { $0 } }
        set {
            let copy = newValue?.copied()
            displaySettings.withLock { $0 = copy }
        }
    }

    /// Activates the session: `eventHandler` gets `.activated` once, asynchronously on `queue`,
    /// with no accessory. A second call, or one after `invalidate()`, does nothing.
    public func activate(on queue: DispatchQueue, eventHandler: @escaping (ASAccessoryEvent) -> Void) {
        let activated = activation.withLockUnchecked { state -> Bool in
            guard state.phase == .idle else { return false }
            state = Activation(phase: .activated, queue: queue, eventHandler: eventHandler)
            return true
        }
        guard activated else { return }
        queue.async {
            let handler = self.activation.withLockUnchecked { $0.eventHandler }
            handler?(ASAccessoryEvent(eventType: .activated))
        }
    }

    /// Ends the session: an activated session's handler gets `.invalidated` once, on its queue,
    /// and is then released; requests made afterwards fail with `ASError.invalidated`.
    public func invalidate() {
        let queue = activation.withLockUnchecked { state -> DispatchQueue? in
            defer { state.phase = .invalidated }
            return state.phase == .activated ? state.queue : nil
        }
        guard let queue else { return }
        queue.async {
            // Releasing the handler breaks the app's retain cycles, as Apple's `invalidate()` does.
            let handler = self.activation.withLockUnchecked { state in
                defer { state.eventHandler = nil }
                return state.eventHandler
            }
            handler?(ASAccessoryEvent(eventType: .invalidated))
        }
    }

    /// Would show the picker for accessories matching `displayItems`. No picker can appear in a
    /// render: `completionHandler` gets `ASError.pickerRestricted` on the session's queue, with
    /// a runtime warning, and no picker event is delivered.
    public func showPicker(for displayItems: [ASPickerDisplayItem],
                           completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        failPicker("showPicker(for:completionHandler:)", completionHandler)
    }

    /// Would show the picker for accessories `displayItems` match; throws what
    /// `showPicker(for:completionHandler:)` reports: `ASError.pickerRestricted` in a render.
    public func showPicker(for displayItems: [ASPickerDisplayItem]) async throws {
        try await awaitCompletion { showPicker(for: displayItems, completionHandler: $0) }
    }

    /// Would show the picker for the accessories the app's Device Discovery Extension finds.
    /// `completionHandler` gets `ASError.pickerRestricted` on the session's queue, with a warning.
    public func showPicker(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        failPicker("showPicker(completionHandler:)", completionHandler)
    }

    /// Would show the picker for the accessories the app's extension finds; throws
    /// `ASError.pickerRestricted` in a render.
    public func showPicker() async throws {
        try await awaitCompletion { showPicker(completionHandler: $0) }
    }

    /// Answers a picker request: `.pickerRestricted` with a warning, `.invalidated` once invalidated.
    private func failPicker(_ method: String, _ completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        if !isInvalidated {
            RuntimeWarning.emit("ASAccessorySession: \(method) shows no picker: a render has no screen or person to pick an accessory, so the completion gets ASError.pickerRestricted (550)")
        }
        complete(completionHandler, with: .pickerRestricted)
    }

    /// Whether `invalidate()` was called.
    private var isInvalidated: Bool { activation.withLockUnchecked { $0.phase == .invalidated } }

    /// Calls `completionHandler`, asynchronously on the session's queue (the main queue before
    /// activation), with an `ASError` of `code`, or of `.invalidated` once invalidated.
    func complete(_ completionHandler: @escaping @Sendable ((any Error)?) -> Void, with code: ASError.Code) {
        let (queue, invalidated) = activation.withLockUnchecked { ($0.queue ?? .main, $0.phase == .invalidated) }
        let error = ASError(invalidated ? .invalidated : code)
        queue.async { completionHandler(error) }
    }

    /// Runs a completion-handler request and returns, or throws the error it reports.
    func awaitCompletion(_ request: (@escaping @Sendable ((any Error)?) -> Void) -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            request { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
