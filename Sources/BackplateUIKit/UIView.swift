import Foundation
import BackplateCore
import QuartzCore

/// UIKit's view, as a stand-in: a frame, a background colour, a Core Animation `layer` and
/// subviews, so code that makes UIKit views for a `UIViewRepresentable` compiles on Linux.
///
/// A representable's view tree is drawn as iOS draws it (`UIViewHierarchyDrawing`): background,
/// `draw(_:)`, the layer's content and sublayers, subviews; `UIDatePicker`, `UICalendarView`,
/// `UITextView`, `UILabel`, `UIButton`, `UISwitch`, tables and collection views draw as their
/// SwiftUI equivalents; other UIKit controls do not draw their own content (a runtime warning
/// names them).
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates: its bounds' size around `center`, or
    /// the box around them once `transform` turns them. Setting it sets `center` and the
    /// bounds' size.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                                       width: bounds.width, height: bounds.height)
            guard let storedLayer, !CATransform3DIsIdentity(storedLayer.transform) else { return untransformed }
            return storedLayer.frame
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }
    /// The centre of the view's frame, in its superview's coordinates (its layer's position).
    open var center: CGPoint {
        didSet { storedLayer?.position = center }
    }
    /// The view's transform about its centre (the identity): moves, scales and turns how it is
    /// drawn and hit-tested without changing its bounds or centre. Its layer's `transform`.
    open var transform: CGAffineTransform {
        get { storedLayer.map { CATransform3DGetAffineTransform($0.transform) } ?? .identity }
        set { layer.setAffineTransform(newValue) }
    }
    /// The view's 3D transform about its centre: its layer's `transform` (drawn flat; a still
    /// render drops perspective with a runtime warning).
    open var transform3D: CATransform3D {
        get { storedLayer?.transform ?? CATransform3DIdentity }
        set { layer.transform = newValue }
    }
    /// The view's own coordinate space: its origin and size.
    open var bounds: CGRect {
        didSet {
            storedLayer?.bounds = bounds
            if autoresizesSubviews, oldValue.size != bounds.size { autoresizeSubviews(from: oldValue.size) }
        }
    }
    /// The view's background colour (`nil`: transparent), drawn inside its layer's rounded
    /// corners and resolved for the render's appearance.
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
    /// How content (an image view's image) fits the bounds (`.scaleToFill`).
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the view fills its bounds with opaque content (`true`).
    open var isOpaque = true
    /// The appearance the view and its subviews draw in (`.unspecified`: the one around them);
    /// dynamic colours resolve in it, those drawn with Core Graphics aside.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller whose view this is, whose appearance override applies to it.
    weak var owningViewController: UIViewController?
    /// Whether the frame is turned into Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview: its flexible margins and sizes share each
    /// change of the superview's size, as UIKit's autoresizing does.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews resize by their masks when the view's size changes (`true`).
    open var autoresizesSubviews = true
    /// The margins set on the view (`nil`: its default ones).
    var storedLayoutMargins: NSDirectionalEdgeInsets?
    /// The content hugging and compression resistance priorities set on the view.
    var contentPriorities = UIViewContentPriorities()
    /// Tells the view its margins changed; a subclass overrides it to respond (nothing by default).
    open func layoutMarginsDidChange() {}
    /// The size the view's constraints give it nearest `targetSize`: its smallest on both sides.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        constraintFittingSize(targetSize, fixedWidth: false, fixedHeight: false)
    }
    /// The size the view's constraints give it nearest `targetSize`: a side with a required
    /// priority keeps the target's length, the others take their smallest (as a cell sizes itself).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        constraintFittingSize(targetSize, fixedWidth: horizontalFittingPriority >= .required, fixedHeight: verticalFittingPriority >= .required)
    }
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The constraints the view holds (those whose items it is the nearest common ancestor of).
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// The gesture recognizers attached to the view.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The view that holds this one, if any.
    open private(set) weak var superview: UIView?
    /// The window the view is in: the nearest `UIWindow` up its superviews, or nil (a view a
    /// representable makes is in no window).
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }
    /// A number that identifies the view to the app (0 unless set).
    open var tag = 0

    // UIKit's accessibility attributes (its informal protocol on NSObject): kept for the app to
    // read back; a render has no assistive app to give them to.
    /// Whether VoiceOver treats the view as one element (`false` for a plain view).
    open var isAccessibilityElement = false
    /// The element's label.
    open var accessibilityLabel: String?
    /// The element's hint.
    open var accessibilityHint: String?
    /// The element's value.
    open var accessibilityValue: String?
    /// The element's traits (none by default).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver skips the view and its subviews.
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver ignores the view's siblings while it shows.
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver reads the view's subviews as a group.
    open var shouldGroupAccessibilityChildren = false
    /// A name UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The element's frame on the screen for assistive technologies: the view's bounds converted
    /// to the screen (the window's coordinates) unless set.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
        set { storedAccessibilityFrame = newValue }
    }
    private var storedAccessibilityFrame: CGRect?
    /// The screen point that activates the element: the middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }
    private var storedActivationPoint: CGPoint?
    /// The element's outline on the screen, in place of its frame (`nil`: the frame).
    open var accessibilityPath: UIBezierPath?

    /// The deepest visible, interactive view in the tree that contains `point` (in this view's
    /// bounds coordinates), searching subviews front to back as UIKit does; `nil` when this
    /// view is hidden, nearly transparent, not interactive or does not contain the point.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in the view's bounds coordinates, is inside the view: inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether this view is `view` or sits somewhere below it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view if its `tag` is `tag`, else the first subview (depth first) with that tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view from an archive (a storyboard's or a nib's): a zero frame, since there is
    /// no Interface Builder file on Linux to read.
    public required init?(coder: NSCoder) {
        center = .zero
        bounds = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// The insets of the view's area that bars and the screen's corners leave uncovered: zero
    /// for a view outside a window (a `UIWindow` reports the default device's).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The size the view's content needs: UIKit's "no intrinsic metric" (-1) in both axes for
    /// a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Says the intrinsic size changed: nothing to do, as every layout here reads it afresh.
    open func invalidateIntrinsicContentSize() {}

    /// The size that fits `size`: the current bounds' size for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin,
    /// as UIKit does; a plain view keeps its size.
    open func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitting)
    }

    /// Adds `view` on top of the subviews (its layer on top of the sublayers), moving it from
    /// its old superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        adopt(view) {
            subviews.append(view)
            layer.addSublayer(view.layer)
        }
    }

    /// Inserts `view` at `index` among the subviews (clamped to their count), its layer just
    /// below the layer of the subview that follows it.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        adopt(view) {
            let position = min(max(index, 0), subviews.count)
            subviews.insert(view, at: position)
            let next = subviews.indices.contains(position + 1) ? subviews[position + 1].layer : nil
            layer.insertSublayer(view.layer, below: next)
        }
    }

    /// Makes `view` a subview through `insert`, telling both as UIKit does: `willMove(toSuperview:)`
    /// (and `willMove(toWindow:)` when its window changes), then `didMoveToSuperview()`,
    /// `didMoveToWindow()` and this view's `didAddSubview(_:)`. A subview moved within its
    /// superview is not told.
    private func adopt(_ view: UIView, insert: () -> Void) {
        guard !isDescendant(of: view) else {
            // A cycle would be walked for ever; the tree is left as it was.
            return RuntimeWarning.emit("UIView: a \(type(of: view)) cannot become a subview of its own subview (a \(type(of: self))); it was not added")
        }
        let moving = view.superview !== self, oldWindow = view.window, newWindow = window
        if moving {
            view.superview?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
        }
        view.detachFromSuperview()
        insert()
        view.superview = self
        guard moving else { return }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.didMoveToWindow() }
        didAddSubview(view)
    }

    /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index - shift(moving: view, before: index))
    }

    /// Inserts `view` just below `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        insertSubview(view, at: index - shift(moving: view, before: index))
    }

    /// 1 when `view` is already a subview before `index` (taking it out moves `index` down).
    private func shift(moving view: UIView, before index: Int) -> Int {
        (subviews.firstIndex { $0 === view }).map { $0 < index ? 1 : 0 } ?? 0
    }

    /// Moves the subview `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves the subview `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2` (and their layers); an index out of range
    /// changes nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let first = subviews[min(index1, index2)], second = subviews[max(index1, index2)]
        insertSubview(second, at: min(index1, index2))
        insertSubview(first, at: max(index1, index2))
    }

    /// Removes the view from its superview, telling both (`willRemoveSubview(_:)`,
    /// `willMove(toSuperview: nil)`, then `didMoveToSuperview()`).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { willMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { didMoveToWindow() }
    }

    /// Takes the view out of its superview's subviews, stack and layer, telling no one.
    private func detachFromSuperview() {
        (superview as? UIStackView)?.removeArrangedSubview(self)
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        storedLayer?.removeFromSuperlayer()
    }

    // Hierarchy hooks a subclass overrides; a plain view does nothing in them.

    /// Called before the view moves to `newSuperview` (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed from one.
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow`; a representable's view is in no window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The Core Animation layer the view draws through: its sublayers are drawn over the
    /// view's background and content, its subviews' layers among them.
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = Self.makeLayer(of: type(of: self).layerClass, for: type(of: self))
        made.owningView = self
        made.bounds = bounds
        made.position = center
        storedLayer = made
        return made
    }
    private var storedLayer: CALayer?

    /// The class of the view's layer (`CALayer`); a subclass returns `CAGradientLayer.self`
    /// or `CAShapeLayer.self` to draw through a gradient or shape layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// Draws the view's content in `rect` of the current context (a plain view draws nothing;
    /// a subclass overrides it, as in UIKit).
    open func draw(_ rect: CGRect) {}

    /// Lays out subviews (a plain view does nothing).
    open func layoutSubviews() {}
    /// Marks the layout as needing an update: lays out at once here.
    open func setNeedsLayout() { layoutSubviews() }
    /// Lays out at once.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Marks the view as needing a redraw: nothing is ever drawn here.
    open func setNeedsDisplay() {}
    /// Makes the view's text field or view (if one edits) resign first responder: `true`, as
    /// nothing edits in a render.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    /// Called when the view's traits changed (never, in a render: its traits are fixed).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// UIKit's view controller, as a stand-in: it owns a `UIView` made on first use, so code that
/// makes controllers for a `UIViewControllerRepresentable` compiles; a representable draws its
/// view's tree.
open class UIViewController: UIResponder, UIContentContainer {
    /// The controller that would handle `action` for a `show`-style call: `nil`, as Backplate
    /// keeps no responder chain.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }
    private var loadedView: UIView?
    /// The size the controller's content prefers (zero unless set).
    open var preferredContentSize = CGSize.zero
    /// The controller's title.
    open var title: String?
    /// Whether a navigation controller hides the tab bar while this controller is on top
    /// (`false`): kept as set; Backplate's navigation controllers do not read it.
    open var hidesBottomBarWhenPushed = false
    /// The appearance the controller's view draws in (`.unspecified`: the one around it).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller's child controllers.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of, if any.
    open private(set) weak var parent: UIViewController?
    /// The controller this one presented and that is still up, if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open internal(set) weak var presentingViewController: UIViewController?
    /// How the controller is presented (`.automatic`: a page sheet on iPhone).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used to present the controller (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The sheet presentation `sheetPresentationController` made (kept so its settings stay).
    var storedSheetPresentation: UISheetPresentationController?
    /// The controller's navigation item, which a navigation bar shows.
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// The controller's tab in a tab bar controller (made on first use with the controller's
    /// title and no image).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.syncTabBar()
        }
    }
    private var storedTabBarItem: UITabBarItem?

    /// Creates a controller: a convenience initializer calling `init(nibName: nil, bundle: nil)`,
    /// as in UIKit, so a subclass writes its own `init()` without `override`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Creates a controller whose view a nib would make: no nib is read on Linux, so the view
    /// is `loadView()`'s.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Creates a controller from an archive (a storyboard's): the coder is not read, there is
    /// no storyboard on Linux.
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, made by `loadView()` and then `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` unless a subclass sets `view`.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Called when the controller's traits changed (never, in a render: its traits are fixed).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The popover presentation controller when the controller is presented as a popover:
    /// `nil`, since a still render presents nothing.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// Adds a child controller, telling it first with `willMove(toParent:)`, as UIKit does.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent, telling it after with `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let from = parent else { return }
        from.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent` (a plain controller does nothing).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent` (a plain controller does nothing).
    open func didMove(toParent parent: UIViewController?) {}

    // Appearance, layout and system-bar hooks a subclass overrides. A still render shows no
    // window, status bar or home indicator, so UIKit never calls the appearance hooks here.

    /// Called before the view appears (never called: nothing appears in a render).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (never called in a render).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (never called in a render).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared (never called in a render).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (in a render, before a representable's
    /// controller view is laid out at the size SwiftUI gives it).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews, its constraints solved (in a render, once
    /// per layout of a representable's controller view); a subclass may move views here.
    open func viewDidLayoutSubviews() {}
    /// Called before the view's size changes to `size` (never called in a render).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Called when a child container's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Whether the controller refuses interactive dismissal when presented (recorded).
    open var isModalInPresentation = false
    /// The key commands the controller offers (none by default).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The status bar style the controller prefers (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// The animation for status bar changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead (none).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead (none).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The screen edges whose system gestures wait for the app's (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges are used instead (none).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Whether the controller prefers the home indicator hidden (false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home-indicator preference is used instead (none).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
}
