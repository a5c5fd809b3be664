import BackplateCore
import Foundation

/// The view an `MKMapView` shows for an annotation (MapKit's `MKAnnotationView`): its `image`
/// (the view sized to it), background, layer and subviews, centred on the annotation's
/// projected coordinate plus `centerOffset`. A still render shows no callout and no selection.
open class MKAnnotationView: UIView, UIKitDrawnView {
    /// The annotation the view shows.
    open var annotation: (any MKAnnotation)?
    /// The identifier the map reuses the view under.
    open private(set) var reuseIdentifier: String?
    /// The image the view shows; setting one sizes the view to it.
    open var image: UIImage? {
        didSet { if let image { bounds.size = image.size; frame.size = image.size } }
    }
    /// How far the view's centre is moved from the annotation's point, in points (zero).
    open var centerOffset: CGPoint = .zero
    /// How far the callout is moved from its default place (kept: no callout is drawn).
    open var calloutOffset: CGPoint = .zero
    /// Whether a tap shows a callout with the title (kept: a render has no taps).
    open var canShowCallout = false
    /// The view at the callout's leading edge (kept: no callout is drawn).
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's trailing edge (kept: no callout is drawn).
    open var rightCalloutAccessoryView: UIView?
    /// The callout's detail view (kept: no callout is drawn).
    open var detailCalloutAccessoryView: UIView?
    /// Whether the view can be selected (`true`).
    open var isEnabled = true
    /// Whether the view is highlighted (`false`).
    open var isHighlighted = false
    /// Whether the view is selected (`false`; a render selects nothing unless the app does).
    open var isSelected = false
    /// Whether the annotation can be dragged (kept: a render has no touches).
    open var isDraggable = false
    /// The drag state (`.none`).
    open var dragState: DragState = .none
    /// How much the map wants to show the view when views collide (`.required`; a render
    /// shows every view, as a zoomed-in map does).
    open var displayPriority: MKFeatureDisplayPriority = .required
    /// The view's drawing order among unselected views (`.defaultUnselected`).
    open var zPriority: MKAnnotationViewZPriority = .defaultUnselected
    /// The view's drawing order while selected (`.defaultSelected`).
    open var selectedZPriority: MKAnnotationViewZPriority = .defaultSelected
    /// The identifier of the views this one clusters with (kept: a render does not cluster).
    open var clusteringIdentifier: String?
    /// The shape used to find collisions (`.rectangle`).
    open var collisionMode: CollisionMode = .rectangle
    /// The cluster view this view is part of (never, in a render).
    open private(set) weak var cluster: MKAnnotationView?

    /// A view for `annotation`, reused under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view with a frame and no annotation.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A view from an archive: there is no storyboard on Linux, so an empty one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the map reuses the view from its queue (does nothing).
    open func prepareForReuse() {}
    /// Called before the view is shown (does nothing).
    open func prepareForDisplay() {}
    /// Selects or deselects the view.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets the drag state.
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }

    /// The reuse identifier the map assigns a view it made from a registered class.
    func assignReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

    /// The image, filling the view; nothing without one.
    @MainActor package func swiftUIDrawing() -> AnyView {
        guard let image else { return AnyView(EmptyView()) }
        return AnyView(Image(uiImage: image).resizable())
    }

    /// Where a dragged annotation view is in its drag.
    public enum DragState: UInt, Sendable {
        /// Not dragged.
        case none = 0
        /// Starting to be dragged.
        case starting = 1
        /// Being dragged.
        case dragging = 2
        /// The drag was cancelled.
        case canceling = 3
        /// The drag ended.
        case ending = 4
    }

    /// The shape an annotation view collides with others in.
    public enum CollisionMode: Int, Sendable {
        /// Its frame.
        case rectangle = 0
        /// The circle in its frame.
        case circle = 1
        /// None: it never collides (iOS 14).
        case none = 2
    }
}

/// How much the map wants to show an annotation view when views collide.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, from 0 to 1000.
    public var rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Always shown (1000).
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// High (750).
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Low (250).
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
    /// Orders priorities by value.
    public static func < (a: MKFeatureDisplayPriority, b: MKFeatureDisplayPriority) -> Bool { a.rawValue < b.rawValue }
}

/// The order annotation views are drawn in (higher on top).
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, from 0 to 1000.
    public var rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// On top of every other (1000).
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    /// A selected view's default (1000).
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    /// An unselected view's default (500).
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    /// Under every other (0).
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
    /// Orders priorities by value.
    public static func < (a: MKAnnotationViewZPriority, b: MKAnnotationViewZPriority) -> Bool { a.rawValue < b.rawValue }
}

/// When a marker's title or subtitle shows.
public enum MKFeatureVisibility: Int, Sendable {
    /// When there is room (shown in a render).
    case adaptive = 0
    /// Never.
    case hidden = 1
    /// Always.
    case visible = 2
}
