import Foundation

/// What the user's preferred Apple Pencil double-tap or squeeze does (UIKit's raw values).
public enum UIPencilPreferredAction: Int, Sendable {
    /// Nothing.
    case ignore = 0
    /// Switch to the eraser and back.
    case switchEraser = 1
    /// Switch to the previous tool.
    case switchPrevious = 2
    /// Show the colour palette.
    case showColorPalette = 3
    /// Show the ink attributes (iOS 16).
    case showInkAttributes = 4
    /// Show the contextual palette (iOS 17.5).
    case showContextualPalette = 5
    /// Run a system shortcut (iOS 17.5).
    case runSystemShortcut = 6
}

/// Tells a delegate of Apple Pencil taps and squeezes; a render has no pencil, so it never does.
@MainActor @preconcurrency
open class UIPencilInteraction: NSObject, UIInteraction {
    /// A double tap on the pencil (iOS 17.5).
    public struct Tap {
        /// When it happened.
        public var timestamp: TimeInterval
    }
    /// A squeeze of the pencil (iOS 17.5), with its phase.
    public struct Squeeze {
        /// When it happened.
        public var timestamp: TimeInterval
        /// Where in the squeeze it is.
        public var phase: UIPencilInteraction.Phase
    }
    /// A squeeze's phase.
    public enum Phase: Int, Sendable {
        /// It began.
        case began = 0
        /// It changed.
        case changed = 1
        /// It ended.
        case ended = 2
        /// It was cancelled.
        case cancelled = 3
    }

    /// What the user chose a double tap to do: `.switchEraser`, the system's default.
    public class var preferredTapAction: UIPencilPreferredAction { .switchEraser }
    /// What the user chose a squeeze to do: `.showContextualPalette`, the system's default.
    public class var preferredSqueezeAction: UIPencilPreferredAction { .showContextualPalette }
    /// Whether the user draws only with the pencil: `false` (no pencil is paired).
    public class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether the tool previews on hover: `false`.
    public class var prefersHoverToolPreview: Bool { false }

    /// The interaction's delegate.
    open weak var delegate: (any UIPencilInteractionDelegate)?
    /// Whether it reports taps and squeezes.
    open var isEnabled = true
    /// The view it is attached to.
    open private(set) weak var view: UIView?

    /// An interaction with no delegate.
    public override init() { super.init() }
    /// An interaction telling `delegate` (iOS 17.5).
    public init(delegate: any UIPencilInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
}

/// Told of Apple Pencil taps and squeezes (never, in a render); every method is optional.
@MainActor @preconcurrency
public protocol UIPencilInteractionDelegate: NSObjectProtocol {
    /// The pencil was double-tapped (before iOS 17.5).
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
    /// The pencil was double-tapped (iOS 17.5).
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// The pencil was squeezed (iOS 17.5).
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
}

extension UIPencilInteractionDelegate {
    /// Optional: does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
    /// Optional: does nothing.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {}
    /// Optional: does nothing.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {}
}
