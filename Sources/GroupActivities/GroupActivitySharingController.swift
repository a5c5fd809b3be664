import BackplateCore
import BackplateUIKit
import Foundation

/// The system's view controller for starting an activity, which picks people and starts a
/// FaceTime call as needed (iOS 15.4+). A render presents nothing and nobody picks: the
/// controller is not drawn, its `result` is `.cancelled` at once and the preparation handler
/// never runs, each with a runtime warning.
@MainActor
public class GroupActivitySharingController: UIViewController {
    /// The activity's name, for warnings.
    private var activityName = "GroupActivity"

    /// A controller that offers `activity`. It does not throw in a render.
    public init<ActivityType: GroupActivity>(_ activity: ActivityType) throws {
        activityName = GroupActivitiesRender.name(of: ActivityType.self)
        super.init(nibName: nil, bundle: nil)
        GroupActivitiesRender.warn("GroupActivitySharingController(\(activityName))", "it is not drawn")
    }

    /// A controller that makes its activity with `preparationHandler` once presented. A render
    /// presents nothing, so the handler is never called.
    public init<ActivityType: GroupActivity>(preparationHandler: @escaping () async throws -> ActivityType) {
        activityName = GroupActivitiesRender.name(of: ActivityType.self)
        super.init(nibName: nil, bundle: nil)
        GroupActivitiesRender.warn("GroupActivitySharingController(\(activityName))",
                                   "it is not drawn and its preparation handler is not called")
    }

    /// A controller from an archive: the coder is not read, there is no storyboard on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What the person chose: `.cancelled` at once in a render (nobody picks), after a runtime
    /// warning.
    public var result: GroupActivitySharingResult {
        get async {
            GroupActivitiesRender.warn("GroupActivitySharingController(\(activityName)).result", "it is .cancelled")
            return .cancelled
        }
    }
}

/// How a `GroupActivitySharingController` closed (iOS 15.4+): `.cancelled` in a render.
public enum GroupActivitySharingResult: Hashable {
    /// The person started the activity with the group. Never in a render.
    case success
    /// The person cancelled: a render's answer.
    case cancelled
}
