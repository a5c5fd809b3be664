import Foundation
import BackplateUIKit
import HealthKit

/// The Move, Exercise and Stand rings of an activity summary: a UIKit view, kept and never
/// drawn by Backplate (its representable's frame is left empty, with a warning naming the
/// representable). It keeps the summary it is given.
open class HKActivityRingView: UIView {
    /// The summary the rings show (`nil`: the empty rings of a missing summary).
    open var activitySummary: HKActivitySummary?

    /// Shows `activitySummary`; `animated` would animate the rings, which are not drawn.
    open func setActivitySummary(_ activitySummary: HKActivitySummary?, animated: Bool) {
        self.activitySummary = activitySummary
    }
}
