import Combine

/// Tells whether the system can start SharePlay now, that is, whether a FaceTime call is
/// active. A render is on no call: `isEligibleForGroupSession` is false and never changes (a
/// runtime warning says so when an observer is made), so apps show their no-call UI.
public final class GroupStateObserver: ObservableObject {
    /// Whether a group session can start: false in a render, which has no FaceTime call.
    @Published public private(set) var isEligibleForGroupSession = false

    /// An observer of the system's SharePlay eligibility: never eligible in a render.
    public convenience init() { self.init(render: ()) }

    private init(render: Void) {
        GroupActivitiesRender.warn("GroupStateObserver", "isEligibleForGroupSession stays false")
    }
}
