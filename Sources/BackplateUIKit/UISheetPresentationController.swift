import Foundation

/// The object that manages a presented controller's presentation. Kept for its settings: a
/// render draws SwiftUI's own sheets, not UIKit presentations.
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it, if known.
    public private(set) weak var presentingViewController: UIViewController?

    /// A presentation of `presentedViewController` by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}

/// The object told when a sheet's selected detent changes (never, in a still render).
public protocol UISheetPresentationControllerDelegate: AnyObject {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// A page or form sheet's presentation: its detents, grabber and corner radius, kept as set
/// (the sheet is not drawn: SwiftUI's `.sheet` and `presentationDetents` are).
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: NSObject, Sendable {
        /// A detent's name.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// A detent name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Half the screen's height.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full sheet height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// Half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full sheet height.
        public static func large() -> Detent { Detent(identifier: .large) }
        /// A detent whose height `resolver` gives (not called: the sheet is not laid out).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor @Sendable (any NSObjectProtocol) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString))
        }
    }

    /// The heights the sheet rests at (`[.large()]`).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet shows (`nil`: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim the view behind.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber shows (`false`).
    open var prefersGrabberVisible = false
    /// The corner radius (`nil`: the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling to the content's edge expands the sheet (`true`).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (`false`).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet's width follows the preferred content size (`false`).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The object told of detent changes.
    open weak var delegate: (any UISheetPresentationControllerDelegate)?

    /// Runs `changes` at once (no animation in a still render).
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Asks the sheet to resolve its custom detents again (nothing to resolve here).
    open func invalidateDetents() {}
}

extension UIViewController {
    /// The sheet presentation of the controller when it is presented as a page or form sheet
    /// (its `modalPresentationStyle` is `.automatic`, `.pageSheet` or `.formSheet`), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            if let sheet = storedSheetPresentation { return sheet }
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
            storedSheetPresentation = sheet
            return sheet
        default:
            return nil
        }
    }
}
