import Foundation
import BackplateCore

/// UIKit's stack view: it lays its arranged subviews out along its axis as UIKit does
/// (`UIStackViewLayout`), by frames in `layoutSubviews()` and within the constraints around
/// it when the tree uses Auto Layout (`AutoLayoutPass`), and sizes itself to them when the
/// constraints leave its size open. It draws nothing of its own but its background.
open class UIStackView: UIView {
    /// How subviews line up across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// Filling the cross axis.
        case fill = 0
        /// Leading (or top) edges.
        case leading = 1
        /// First baselines (horizontal stacks; drawn as top edges, an estimate).
        case firstBaseline = 2
        /// Centres.
        case center = 3
        /// Trailing (or bottom) edges.
        case trailing = 4
        /// Last baselines (horizontal stacks; drawn as bottom edges, an estimate).
        case lastBaseline = 5
        /// Top edges (horizontal stacks): the same as `.leading`.
        public static var top: Alignment { .leading }
        /// Bottom edges (horizontal stacks): the same as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }
    /// How subviews share the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// Filling it: the view with the lowest hugging priority stretches (the last of equals),
        /// the one with the lowest compression resistance shrinks first.
        case fill = 0
        /// Equal sizes.
        case fillEqually = 1
        /// Sizes proportional to the views' own sizes.
        case fillProportionally = 2
        /// The views' own sizes, the space left shared equally between them.
        case equalSpacing = 3
        /// The views' own sizes, their centres equally far apart.
        case equalCentering = 4
    }

    /// A spacing value that means the stack's own `spacing` (`customSpacing(after:)` of a view
    /// without one).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value that means the system's spacing between neighbours (8 points, UIKit's
    /// standard spacing between sibling views).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The stack's axis (`.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between views (0).
    open var spacing: CGFloat = 0
    /// The cross-axis alignment (`.fill`).
    open var alignment: Alignment = .fill
    /// The distribution along the axis (`.fill`).
    open var distribution: Distribution = .fill
    /// Whether the views are arranged inside the stack's layout margins (`false`: its bounds).
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether vertical spacing runs from baseline to baseline (kept; spacing is measured
    /// between frames, an estimate for text).
    open var isBaselineRelativeArrangement = false
    /// Spacings after particular views, replacing `spacing`.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arranged views (and as a subview); the stack places it,
    /// so its frame no longer becomes constraints.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (clamped to the arranged views),
    /// adding it as a subview if it is not one; the stack itself is not arranged (UIKit throws).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the space after `arrangedSubview`, in place of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after `arrangedSubview` (`spacingUseDefault` when none is set).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Places the arranged views in the bounds, as UIKit's layout pass does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in arrangedFrames(in: bounds.size) {
            view.frame = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }
    }
}
