import Foundation

/// Where a scroll view is about to come to rest (iOS 17): the rectangle of content to show and
/// the point of it to align. A `ScrollTargetBehavior` may change it in `updateTarget(_:context:)`.
public struct ScrollTarget: Hashable, Sendable {
    /// The rectangle of content, in the content's coordinates, the scroll view will show.
    public var rect: CGRect
    /// The point of `rect` aligned with the same point of the scroll view, if any.
    public var anchor: UnitPoint?

    package init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it updates a target: the target the scroll view
/// first chose, how fast it was moving, its content and container sizes, its scroll axes and
/// (by dynamic member lookup) its environment.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target the scroll view chose before the behavior changed it.
    public var originalTarget: ScrollTarget
    /// The scrolling velocity, in points per second.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues

    package init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
                 axes: Axis.Set, environment: EnvironmentValues) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.environment = environment
    }

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}
