import BackplateCore
import Foundation

/// What a Look Around view controller tells its delegate (each method does nothing unless
/// implemented; a render changes no scene and presents nothing full screen, so none is called).
@MainActor @preconcurrency
public protocol MKLookAroundViewControllerDelegate: NSObjectProtocol {
    /// The scene is about to change.
    func lookAroundViewControllerWillUpdateScene(_ viewController: MKLookAroundViewController)
    /// The scene changed.
    func lookAroundViewControllerDidUpdateScene(_ viewController: MKLookAroundViewController)
    /// The full-screen viewer is about to appear.
    func lookAroundViewControllerWillPresentFullScreen(_ viewController: MKLookAroundViewController)
    /// The full-screen viewer appeared.
    func lookAroundViewControllerDidPresentFullScreen(_ viewController: MKLookAroundViewController)
    /// The full-screen viewer is about to close.
    func lookAroundViewControllerWillDismissFullScreen(_ viewController: MKLookAroundViewController)
    /// The full-screen viewer closed.
    func lookAroundViewControllerDidDismissFullScreen(_ viewController: MKLookAroundViewController)
}

extension MKLookAroundViewControllerDelegate {
    /// Does nothing.
    public func lookAroundViewControllerWillUpdateScene(_ viewController: MKLookAroundViewController) {}
    /// Does nothing.
    public func lookAroundViewControllerDidUpdateScene(_ viewController: MKLookAroundViewController) {}
    /// Does nothing.
    public func lookAroundViewControllerWillPresentFullScreen(_ viewController: MKLookAroundViewController) {}
    /// Does nothing.
    public func lookAroundViewControllerDidPresentFullScreen(_ viewController: MKLookAroundViewController) {}
    /// Does nothing.
    public func lookAroundViewControllerWillDismissFullScreen(_ viewController: MKLookAroundViewController) {}
    /// Does nothing.
    public func lookAroundViewControllerDidDismissFullScreen(_ viewController: MKLookAroundViewController) {}
}

/// UIKit's Look Around view: street-level imagery of a scene. A render has no imagery, so its
/// view is the empty preview's grey (`tertiarySystemFill`, as `LookAroundPreview` draws;
/// estimated) and a runtime warning says so.
open class MKLookAroundViewController: UIViewController {
    /// The object told about scene and full-screen changes (never, in a render).
    open weak var delegate: (any MKLookAroundViewControllerDelegate)?
    /// The scene shown.
    open var scene: MKLookAroundScene?
    /// Whether a person may move around the scene (`true`).
    open var isNavigationEnabled = true
    /// Whether road labels show (`true`).
    open var showsRoadLabels = true
    /// The points of interest labelled (all when nil).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Where the Look Around badge sits (`.topLeading`).
    open var badgePosition: MKLookAroundBadgePosition = .topLeading

    /// A controller showing `scene`.
    public convenience init(scene: MKLookAroundScene) {
        self.init(nibName: nil, bundle: nil)
        self.scene = scene
    }

    /// The view: the empty preview's grey, with a warning that no imagery is drawn.
    open override func loadView() {
        super.loadView()
        view.backgroundColor = .tertiarySystemFill
        RuntimeWarning.emit("MKLookAroundViewController: Backplate has no Look Around imagery; the view is drawn empty")
    }
}
