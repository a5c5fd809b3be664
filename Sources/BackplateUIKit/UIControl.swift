import Foundation

/// UIKit's control, the superclass of `UISegmentedControl` and `UIDatePicker`: a view with a
/// state and target-action pairs that no touch ever triggers in a render.
open class UIControl: UIView {
    /// A control's state, the key UIKit keeps per-state titles and images under.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to touches.
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Whether the control is highlighted (a touch is down: never, in a render).
    open var isHighlighted = false { didSet { stateDidChange() } }
    /// How the content sits across the control (`.center`).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// How the content sits down the control (`.center`).
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes.
    func stateDidChange() {}
    /// The target-action pairs `addTarget(_:action:for:)` registered, in order.
    var controlTargets: [ControlTarget] = []
    /// The actions `addAction(_:for:)` registered, in order.
    var controlActions: [(action: UIAction, events: Event)] = []

    /// A control with `frame` whose primary action (a button's tap) is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// How a control's content sits across it.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the left edge.
        case left = 1
        /// At the right edge.
        case right = 2
        /// Filling the width.
        case fill = 3
        /// At the leading edge.
        case leading = 4
        /// At the trailing edge.
        case trailing = 5
    }

    /// How a control's content sits down it.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Filling the height.
        case fill = 3
    }
}
