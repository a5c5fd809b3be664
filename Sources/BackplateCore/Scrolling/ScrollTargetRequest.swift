import Foundation

/// Where a scroll view is asked to rest: at the view with an identity (`ScrollViewProxy.scrollTo`,
/// `scrollPosition(id:)`, `ScrollPosition(id:)`) or at a content offset (`ScrollPosition(point:)`).
/// The viewport below applies it after placing its content once (`ScrollViewportLayout`).
struct ScrollTargetRequest: Equatable {
    enum Target: Equatable {
        case view(AnyHashable)
        case offset(CGPoint)
    }
    let target: Target
    /// The point of the target aligned with the same point of the visible region; `nil`
    /// scrolls by the least amount that shows the whole view, as `scrollTo(_:anchor:)` documents.
    let anchor: UnitPoint?

    /// The identity asked for, if the request names a view.
    var viewID: AnyHashable? {
        if case .view(let id) = target { return id }
        return nil
    }

    /// How far to move content placed at `content` so the target rests where asked in
    /// `visible`, along `axes`, clamped so the content still covers the visible region (content
    /// no longer than the region does not move). `targetFrame` is the named view's frame (nil
    /// for an offset, or when no view has the identity: no move).
    func shift(content: CGRect, visible: CGRect, targetFrame: CGRect?, axes: Axis.Set,
               rightToLeft: Bool) -> CGSize {
        var dx: CGFloat = 0, dy: CGFloat = 0
        switch target {
        case .offset(let point):
            // An offset is measured from the content's leading/top edge.
            dx = rightToLeft ? (visible.maxX + point.x) - content.maxX : (visible.minX - point.x) - content.minX
            dy = (visible.minY - point.y) - content.minY
        case .view:
            guard let frame = targetFrame else { return .zero }
            let ax = anchor.map { rightToLeft ? 1 - $0.x : $0.x }
            dx = Self.delta(frame.minX, frame.width, visible.minX, visible.width, ax)
            dy = Self.delta(frame.minY, frame.height, visible.minY, visible.height, anchor?.y)
        }
        return CGSize(width: axes.contains(.horizontal) ? Self.clamp(dx, content.minX, content.width, visible.minX, visible.width) : 0,
                      height: axes.contains(.vertical) ? Self.clamp(dy, content.minY, content.height, visible.minY, visible.height) : 0)
    }

    /// The move along one axis that puts a target (at `start`, `length` long) at `anchor` of
    /// the region, or just inside it when `anchor` is nil.
    private static func delta(_ start: CGFloat, _ length: CGFloat, _ regionStart: CGFloat, _ regionLength: CGFloat,
                              _ anchor: CGFloat?) -> CGFloat {
        if let anchor { return (regionStart + anchor * regionLength) - (start + anchor * length) }
        if start >= regionStart, start + length <= regionStart + regionLength { return 0 }
        if start < regionStart || length > regionLength { return regionStart - start }
        return (regionStart + regionLength) - (start + length)
    }

    /// `delta` limited so the content's edges stay at or beyond the region's (scrolling stops
    /// at either end); zero when the content fits the region.
    private static func clamp(_ delta: CGFloat, _ start: CGFloat, _ length: CGFloat, _ regionStart: CGFloat,
                              _ regionLength: CGFloat) -> CGFloat {
        guard length > regionLength, delta.isFinite else { return 0 }
        let moved = min(max(start + delta, regionStart + regionLength - length), regionStart)
        return moved - start
    }
}

private struct ScrollTargetRequestKey: EnvironmentKey { static var defaultValue: ScrollTargetRequest? { nil } }

extension EnvironmentValues {
    /// Where the scroll views below are asked to rest (nil: at their default anchor).
    var scrollTargetRequest: ScrollTargetRequest? {
        get { self[ScrollTargetRequestKey.self] }
        set { self[ScrollTargetRequestKey.self] = newValue }
    }
}

/// The last `scrollTo` a `ScrollViewReader`'s proxy was given, kept with the reader's state so
/// that a call made in `onAppear` or `task` applies on the render's next pass.
final class ScrollViewProxyRequests {
    var latest: ScrollTargetRequest?
}

nonisolated extension ViewNode {
    /// The first node at or below this one that carries `id` (`.id(_:)`, or a `ForEach`
    /// element's identity while a scroll request names it).
    func descendant(withID id: AnyHashable) -> ViewNode? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if node.id == id { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
