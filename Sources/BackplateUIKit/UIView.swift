import Foundation
import BackplateCore

/// UIKit's view, as a stand-in: an object with a frame, a background colour and subviews, so code
/// that makes UIKit views for a `UIViewRepresentable` compiles on Linux.
///
/// Backplate draws SwiftUI views only: a `UIView` is never drawn. A representable that wraps
/// one renders as an empty frame, with a runtime warning naming it.
open class UIView: NSObject {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space: its origin and size.
    open var bounds: CGRect
    /// The view's background colour (`nil`: transparent).
    open var backgroundColor: UIColor?
    /// The tint colour of the view's controls.
    open var tintColor: UIColor!
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the frame is turned into Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view that holds this one, if any.
    open private(set) weak var superview: UIView?

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// The size the view's content needs: UIKit's "no intrinsic metric" (-1) in both axes for
    /// a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// The size that fits `size`: the current bounds' size for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Adds `view` on top of the subviews, moving it from its old superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out subviews (a plain view does nothing).
    open func layoutSubviews() {}
    /// Marks the layout as needing an update: lays out at once here.
    open func setNeedsLayout() { layoutSubviews() }
    /// Lays out at once.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Marks the view as needing a redraw: nothing is ever drawn here.
    open func setNeedsDisplay() {}
}

/// UIKit's view controller, as a stand-in: it owns a `UIView` made on first use, so code that
/// makes controllers for a `UIViewControllerRepresentable` compiles. Never drawn.
open class UIViewController: NSObject {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The controller's child controllers.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of, if any.
    open private(set) weak var parent: UIViewController?

    /// Creates a controller.
    public override init() { super.init() }

    /// The controller's view, made by `loadView()` and then `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` unless a subclass sets `view`.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is made.
    open func viewDidLoad() {}

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called after the controller moved to `parent` (a plain controller does nothing).
    open func didMove(toParent parent: UIViewController?) {}
}
