import Foundation

/// UIKit's scroll view, as a stand-in: its offset and insets are kept; nothing scrolls or is
/// drawn (SwiftUI's `ScrollView` is Backplate's own).
open class UIScrollView: UIView {
    /// The recognizer of the scroll view's pans, attached to it when first asked for (it never
    /// recognises in a render).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let scrollPan { return scrollPan }
        let made = UIPanGestureRecognizer()
        addGestureRecognizer(made)
        scrollPan = made
        return made
    }
    private var scrollPan: UIPanGestureRecognizer?
    /// The point of the content at the view's origin.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
    /// Extra space around the content.
    open var contentInset = UIEdgeInsets.zero
    /// Whether the content bounces at its edges.
    open var bounces = true
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// The pull-to-refresh control (kept; a render never pulls, so it is not drawn).
    open var refreshControl: UIRefreshControl?
    /// The object told of scrolling and zooming (a table's, collection's or text view's own
    /// delegate, whose protocols refine `UIScrollViewDelegate`, as in UIKit); never called in a render.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The content's scale (1: unzoomed); a render does not zoom, so it is drawn at 1.
    open var zoomScale: CGFloat = 1
    /// The smallest scale pinching reaches.
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale pinching reaches.
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming bounces past the limits.
    open var bouncesZoom = true
    /// Whether the view bounces vertically even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content fits.
    open var alwaysBounceHorizontal = false
    /// Whether a drag locks to one axis.
    open var isDirectionalLockEnabled = false
    /// How the safe area adds to `contentInset`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The insets of the scroll indicators.
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The inset of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The insets in effect: `contentInset` (a render's stand-in has no safe area to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether a pinch is zooming: never, in a render.
    open var isZooming: Bool { false }
    /// Whether a finger is dragging the content: never, in a render.
    open var isDragging: Bool { false }
    /// Whether a finger is down on the content: never, in a render.
    open var isTracking: Bool { false }
    /// Whether the content is still moving after a drag: never, in a render.
    open var isDecelerating: Bool { false }

    /// Sets `contentOffset` at once (a render has no animation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Sets `zoomScale` at once, within the limits.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }
    /// Zooms so `rect` (in the zoomed content's coordinates) fills the bounds, within the
    /// zoom limits, and scrolls to its origin; at once, as a render has no animation.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        zoomScale = scale
        contentOffset = CGPoint(x: rect.minX * scale, y: rect.minY * scale)
    }
    /// Scrolls so `rect` shows: the offset moves to its origin.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { contentOffset = rect.origin }
    /// Tells the delegate the content was scrolled: nothing is told in a render.
    open func flashScrollIndicators() {}

    /// How the safe area adds to a scroll view's content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Scrollable axes, and a navigation controller's scroll view vertically.
        case automatic
        /// Only the axes that scroll.
        case scrollableAxes
        /// Never: `adjustedContentInset` is `contentInset`.
        case never
        /// Always, on both axes.
        case always
    }

    /// How dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none
        /// The keyboard goes when dragging starts.
        case onDrag
        /// The keyboard follows the drag down.
        case interactive
        /// The keyboard goes when dragging starts, with a touch on it cancelling.
        case onDragWithAccessory
        /// The keyboard follows the drag, with a touch on it cancelling.
        case interactiveWithAccessory
    }
}
