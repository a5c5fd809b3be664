import BackplateCore
import BackplateUIKit
import Foundation

/// TipKit's view controller that presents a tip as a popover in UIKit (iOS 17). A still render
/// presents no view controller, so making one warns at runtime, naming it and the tip.
@available(iOS 17.0, *)
public final class TipUIPopoverViewController: UIViewController {
    var content: TipUIKitContent?
    // Held weakly: the presentation holds this controller, so a strong hold would never free it.
    private weak var popover: UIPopoverPresentationController?

    /// A popover controller for `tip`, anchored to `sourceItem`, with a handler for its actions
    /// (never called in a render). Warns that the popover is not presented.
    @preconcurrency
    public convenience init(_ tip: some Tip, sourceItem: any UIPopoverPresentationControllerSourceItem,
                            actionHandler: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.init(nibName: nil, bundle: nil)
        content = TipUIKitContent(tip: tip, arrowEdge: nil, actionHandler: actionHandler)
        self.sourceItem = sourceItem
        content?.warnNotDrawn("TipUIPopoverViewController")
    }

    /// A controller with no tip (a nib is not read on Linux).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// A controller from an archive, with no tip (the coder is not read on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The item the popover's arrow points at.
    public var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { popover?.sourceItem = sourceItem }
    }
    /// The object told about the popover's presentation (never told, in a render).
    public weak var presentationDelegate: (any UIPopoverPresentationControllerDelegate)? {
        didSet { popover?.delegate = presentationDelegate }
    }
    /// The popover presentation that shows the tip, anchored to `sourceItem` (made on first
    /// use and kept while its caller holds it).
    public override var popoverPresentationController: UIPopoverPresentationController? {
        if let popover { return popover }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        made.sourceItem = sourceItem
        made.delegate = presentationDelegate
        made.backgroundColor = backgroundColor
        popover = made
        return made
    }

    /// The popover's background colour (`nil`: the system's).
    public var backgroundColor: UIColor? {
        didSet { popover?.backgroundColor = backgroundColor }
    }
    /// The size the tip's image fits in (35 × 35).
    public var imageSize: CGSize = TipUIKitContent.imageSize
    /// The style the card is made with (`MiniTipViewStyle`, the default card).
    public var viewStyle: any TipViewStyle = MiniTipViewStyle()

    /// Called once the view is made: the controller's view stays empty (never drawn).
    public override func viewDidLoad() { super.viewDidLoad() }
    /// Called before the view appears (never called: nothing is presented in a render).
    public override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    /// Called when the traits changed (never called in a render).
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}
