import Foundation

/// UIKit's scroll view, as a stand-in: its offset and insets are kept; nothing scrolls or is
/// drawn (SwiftUI's `ScrollView` is Backplate's own).
open class UIScrollView: UIView {
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
    /// The object told of scrolling and zooming (a table's, collection's or text view's own
    /// delegate, whose protocols refine `UIScrollViewDelegate`, as in UIKit); never called in a render.
    open weak var delegate: (any UIScrollViewDelegate)?

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
