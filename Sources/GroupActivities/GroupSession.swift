import Combine
import Foundation

/// A SharePlay session of an activity in progress, which the system makes and delivers through
/// `sessions()`. A render has no FaceTime call, so no session is ever delivered; one made for
/// Backplate's tests cannot join: `join()` invalidates it, with a runtime warning.
public final class GroupSession<ActivityType: GroupActivity>: ObservableObject, Identifiable, CustomStringConvertible {
    /// The activity the session runs; participants may change it while joined.
    @Published public var activity: ActivityType
    /// Where the session is: `.waiting`, `.joined` or `.invalidated(reason:)`.
    @Published public private(set) var state: GroupSession<ActivityType>.State = .waiting
    /// The participants engaged in the activity, the local one included once joined.
    @Published public private(set) var activeParticipants: Set<Participant> = []
    /// The session's unique identifier, valid for the session object's lifetime.
    public let id: UUID
    /// Whether the local participant started the session (iOS 18+).
    public let isLocallyInitiated: Bool
    /// The participant on this device.
    public let localParticipant: Participant
    /// The persistent identifier of the scene the session belongs with (iOS 17+): nil, since a
    /// render associates no scene.
    public var sceneSessionIdentifier: String? { nil }

    /// A session of `activity`, waiting to be joined (Backplate's, for tests and tools: the
    /// system makes sessions on iOS, and a render makes none).
    package init(activity: ActivityType, isLocallyInitiated: Bool = true) {
        self.activity = activity
        self.isLocallyInitiated = isLocallyInitiated
        id = UUID()
        localParticipant = Participant(id: UUID(), isLocal: true)
    }

    /// The activity's name, for warnings.
    private var activityName: String { GroupActivitiesRender.name(of: ActivityType.self) }

    /// Starts the activity on this device. A render has no FaceTime call to synchronize through:
    /// the session becomes `.invalidated(reason:)` at once, after a runtime warning.
    public func join() {
        guard case .waiting = state else { return }
        let call = "GroupSession<\(activityName)>.join()"
        GroupActivitiesRender.warn(call, "the session is invalidated")
        state = .invalidated(reason: GroupActivitiesRenderError(call: call))
    }

    /// Leaves the activity: the session becomes `.invalidated(reason:)`, as on iOS.
    public func leave() {
        if case .invalidated = state { return }
        state = .invalidated(reason: GroupActivitiesRenderError(call: "GroupSession<\(activityName)>.leave()"))
        activeParticipants = []
    }

    /// Ends the activity for everyone: the session becomes `.invalidated(reason:)`, as on iOS.
    public func end() {
        if case .invalidated = state { return }
        state = .invalidated(reason: GroupActivitiesRenderError(call: "GroupSession<\(activityName)>.end()"))
        activeParticipants = []
    }

    /// Asks the person to bring the app to the foreground. Does nothing in a render: the app is
    /// already in front and there is no session to continue.
    public func requestForegroundPresentation() {}

    /// Shows `event` in the system's SharePlay UI on this device. A render shows no system UI, so
    /// it is dropped.
    public func showNotice(_ event: GroupSessionEvent) {}

    /// The session's activity type, identifier and state.
    public var description: String { "GroupSession<\(activityName)>(id: \(id), state: \(state))" }
}
