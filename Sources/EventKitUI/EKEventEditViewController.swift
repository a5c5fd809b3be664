// The module a file's `import EventKitUI` finds on Linux: the system's event editor, never
// drawn (a UIKit controller; its representable's frame is left empty, with a warning).
@_exported import EventKit
@_exported import BackplateUIKit

/// How the event editor was closed.
public enum EKEventEditViewAction: Int, Sendable {
    /// The person cancelled.
    case canceled = 0
    /// The event was saved.
    case saved = 1
    /// The event was deleted.
    case deleted = 2
}

/// The system's editor of an event, as a stand-in that keeps its event and store.
open class EKEventEditViewController: UIViewController {
    /// The event edited (a new one when `nil`).
    open var event: EKEvent?
    /// The store the event is saved to.
    open var eventStore: EKEventStore!
    /// The object told how the editor closed (never called in a render).
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
}

/// What the event editor tells its delegate.
public protocol EKEventEditViewDelegate: NSObjectProtocol {
    /// The editor closed with `action` (never in a render).
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

/// The system's viewer of one event, as a stand-in.
open class EKEventViewController: UIViewController {
    /// The event shown.
    open var event: EKEvent!
    /// Whether the person may edit it.
    open var allowsEditing = false
}
