import BackplateDarwin
import Foundation
import BackplateCore
import BackplateCairo

/// The options a `UIHostingController` uses to keep UIKit sizes in step with its SwiftUI
/// content's ideal size (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Keeps the controller's `preferredContentSize` at the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// Keeps the controller's view's `intrinsicContentSize` at the content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A UIKit view controller that hosts a SwiftUI view, as a stand-in: code that puts SwiftUI
/// views into UIKit compiles, and `sizeThatFits(in:)` answers with the SwiftUI layout's size,
/// text measured with Backplate's fonts. The controller's `view` draws `rootView` where a
/// drawn UIKit tree holds it (a representable's controller, a page controller's page).
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller hosts.
    public var rootView: Content
    /// Which UIKit sizes follow the content's ideal size (recorded: there is no Auto Layout
    /// pass in a render; `sizeThatFits(in:)` gives that size).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the content respects (recorded).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller hosting `rootView`, from an archive (a storyboard's): the coder is not read.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Nil: a hosting controller needs a root view, which an archive cannot give (subclasses
    /// call `init?(coder:rootView:)`), as in SwiftUI, where this initializer is a subclass's to write.
    public required init?(coder aDecoder: NSCoder) { return nil }

    // UIKit's hooks, overridden as SwiftUI's controller does; each gives UIKit's answer, since
    // a still render shows no window, status bar or home indicator.

    /// Makes the controller's view, which draws `rootView` where a UIKit tree holds it (a
    /// page controller's page, a representable's controller).
    open override func loadView() {
        view = _UIHostingRootView(host: self)
    }
    /// The undo manager SwiftUI's undo actions reach: `nil`, as no window hosts a render.
    open override var undoManager: UndoManager? { super.undoManager }
    /// The responder that handles `action`: `nil`, as Backplate keeps no responder chain.
    open override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
    /// Called before the view appears (never called in a render).
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    /// Called after the view appeared (never called in a render).
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    /// Called before the view disappears (never called in a render).
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    /// Called after the view disappeared (never called in a render).
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    /// Called before the view lays out its subviews.
    open override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    /// Called after the view laid out its subviews.
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    /// Called before the view's size changes (never called in a render).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    /// Called when a child's preferred content size changed.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
    /// Called before the controller moves to `parent`.
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    /// Called after the controller moved to `parent`.
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    /// Whether the controller refuses interactive dismissal when presented (recorded).
    open override var isModalInPresentation: Bool {
        get { super.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }
    /// The key commands the controller offers (none).
    open override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    /// The status bar style the controller prefers (`.default`).
    open override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }
    /// Whether the controller prefers the status bar hidden (false).
    open override var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }
    /// The animation for status bar changes (`.fade`).
    open override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { super.preferredStatusBarUpdateAnimation }
    /// The child whose status bar style is used instead (none).
    open override var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }
    /// The child whose status bar visibility is used instead (none).
    open override var childForStatusBarHidden: UIViewController? { super.childForStatusBarHidden }
    /// The screen edges whose system gestures wait for the app's (none).
    open override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { super.preferredScreenEdgesDeferringSystemGestures }
    /// The child whose deferred edges are used instead (none).
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { super.childForScreenEdgesDeferringSystemGestures }
    /// Whether the controller prefers the home indicator hidden (false).
    open override var prefersHomeIndicatorAutoHidden: Bool { super.prefersHomeIndicatorAutoHidden }
    /// The child whose home-indicator preference is used instead (none).
    open override var childForHomeIndicatorAutoHidden: UIViewController? { super.childForHomeIndicatorAutoHidden }

    /// The size the content takes when offered `size`: each dimension of `size` is a
    /// proposal, infinite or `greatestFiniteMagnitude` ones included (a flexible view takes
    /// them, text takes what it needs), as SwiftUI answers for a hosting controller.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func proposal(_ length: CGFloat) -> CGFloat? {
            guard length.isFinite, length < .greatestFiniteMagnitude else { return .infinity }
            return max(0, length)
        }
        let proposed = ProposedViewSize(width: proposal(size.width), height: proposal(size.height))
        let content = rootView
        return PangoTextEngine.withPooledEngine { engine in
            LayoutTree.make(content, proposal: proposed, environment: EnvironmentValues(), textEngine: engine).size
        }
    }
}

/// A hosting controller's view: drawn as the controller's SwiftUI view.
final class _UIHostingRootView: UIView, UIKitDrawnView {
    private weak var host: (any HostedRootProviding)?

    init(host: any HostedRootProviding) {
        self.host = host
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    @MainActor func swiftUIDrawing() -> AnyView { host?.hostedRoot() ?? AnyView(EmptyView()) }

    /// The SwiftUI content's size for `size`, as iOS's hosting view answers (`sizeToFit()`).
    override func sizeThatFits(_ size: CGSize) -> CGSize { host?.hostedSize(fitting: size) ?? .zero }
}

/// A controller whose view draws a SwiftUI view.
protocol HostedRootProviding: AnyObject {
    /// The SwiftUI view the controller's view draws.
    @MainActor func hostedRoot() -> AnyView
    /// The SwiftUI view's size for `size` (each dimension a proposal).
    @MainActor func hostedSize(fitting size: CGSize) -> CGSize
}

extension UIHostingController: HostedRootProviding {
    @MainActor func hostedRoot() -> AnyView { AnyView(rootView) }
    @MainActor func hostedSize(fitting size: CGSize) -> CGSize { sizeThatFits(in: size) }
}
