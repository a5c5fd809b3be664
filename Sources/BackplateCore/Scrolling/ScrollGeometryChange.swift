import Foundation

/// The geometry of a scroll view: its content offset and size, insets, and container size
/// (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
    /// The offset of the content: the point of the content at the container's top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the scrollable content.
    public var contentSize: CGSize
    /// The insets of the content (safe area and content margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible part of the content, in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds of the scroll view in content coordinates, insets included.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
               width: containerSize.width, height: containerSize.height)
    }
}

/// What a scroll view is doing: at rest, tracking a finger, following it, decelerating, or
/// animating a programmatic scroll.
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down but the view has not moved yet.
    case tracking
    /// Following a finger.
    case interacting
    /// Moving on after the finger lifted.
    case decelerating
    /// Animating towards a programmatic position.
    case animating

    /// Whether the phase is anything but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change: the scroll geometry and the velocity.
public struct ScrollPhaseChangeContext {
    /// The scroll geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The scroll velocity, when the scroll view is moving.
    public var velocity: CGVector?
}

nonisolated extension View {
    /// Calls `action` when the value `transform` derives from the enclosing scroll view's
    /// geometry changes. A still render shows the scroll view at rest at its initial offset, so
    /// the value never changes and the action never runs.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Calls `action` when the view scrolls into or out of view (`threshold`: the fraction that
    /// must be visible). Nothing scrolls in a still render: the action never runs.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Calls `action` with the identifiers of the scroll target layout's views that are
    /// visible (iOS 18), when they change. Nothing scrolls in a still render: the action
    /// never runs.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Calls `action` when the enclosing scroll view's phase changes. A still render stays
    /// `.idle`: the action never runs.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Calls `action` with the phase change's context when the enclosing scroll view's phase
    /// changes. A still render stays `.idle`: the action never runs.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(_InertModifier())
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest enclosing scroll view (iOS 17); outside any scroll
    /// view, frames resolve in the global space, as for any unknown named space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.both)) }

    /// The coordinate space of the nearest scroll view that scrolls along `axis` (Backplate:
    /// the nearest scroll view, whatever its axes).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
}

/// The name of the scroll-view coordinate space, which every `ScrollView` defines.
enum ScrollViewSpaceName: Hashable {
    case both
}
