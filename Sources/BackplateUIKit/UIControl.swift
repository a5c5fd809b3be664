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
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// The target-action pairs `addTarget(_:action:for:)` registered, in order.
    var controlTargets: [ControlTarget] = []
}
