import BackplateDarwin
import Foundation
import BackplateCore

/// UIKit's gesture recognizer, as a stand-in, so code that makes recognizers for a
/// `UIGestureRecognizerRepresentable` compiles on Linux. A render has no touches: a
/// recognizer stays in `.possible` and never sends its action.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising its gesture.
    public enum State: Int, Sendable {
        /// Waiting for touches (a render's only state).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The recognizer failed.
        case failed
        /// A discrete gesture was recognised (the same as `.ended`).
        public static var recognized: State { .ended }
    }
    /// The recognizer's state: `.possible` in a render.
    open var state: State = .possible
    /// Whether the recognizer takes touches.
    open var isEnabled = true
    /// Whether recognised touches are cancelled in the view.
    open var cancelsTouchesInView = true
    /// Whether touch delivery to the view waits for this recognizer.
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for this recognizer.
    open var delaysTouchesEnded = true
    /// An optional name, for debugging.
    open var name: String?
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The object asked whether the recognizer may act (never asked: a render has no touches).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The target-action pairs a recognition would call.
    private var targets: [(target: AnyObject?, action: Selector)] = []
    /// Creates a recognizer.
    public override init() { super.init() }
    /// Creates a recognizer that would send `action` to `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }
    /// Adds a target-action pair (recorded; never sent).
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    /// Removes the pairs of `target` and `action` (`nil`: any).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { (target == nil || $0.target === (target as AnyObject?)) && (action == nil || $0.action == action) }
    }
    /// The number of touches: 0 (a render has none).
    open var numberOfTouches: Int { 0 }
    /// The gesture's location in `view`: `.zero` (a render has no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's tap recognizer, as a stand-in. Never recognises in a render.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed (1).
    open var numberOfTapsRequired = 1
    /// The fingers needed (1).
    open var numberOfTouchesRequired = 1
}

/// UIKit's pan recognizer, as a stand-in. Never recognises in a render.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1).
    open var minimumNumberOfTouches = 1
    /// The translation so far in `view`: `.zero`, or what `setTranslation(_:in:)` set.
    open func translation(in view: UIView?) -> CGPoint { storedTranslation }
    private var storedTranslation = CGPoint.zero
    /// The velocity in `view`, in points per second: `.zero`.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    /// Sets the translation so far, which `translation(in:)` then reports.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { storedTranslation = translation }
}

/// UIKit's long-press recognizer, as a stand-in. Never recognises in a render.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press lasts before it is recognised (0.5 s).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move (10 points).
    open var allowableMovement: CGFloat = 10
}
