import Foundation

/// A type that defines the scroll behaviour of a scrollable view (where it comes to rest). A
/// still render shows the scroll view at its initial position, so a behavior changes nothing
/// drawn; `updateTarget(_:context:)` runs only when a person scrolls.
public protocol ScrollTargetBehavior {
    /// Changes where the scroll view comes to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behavior knows when it updates a target.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Scrolls by pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the behaviour.
    public init() {}

    /// Moves the target to the nearest whole page along each scroll axis, within the content.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func snap(_ origin: CGFloat, page: CGFloat, content: CGFloat) -> CGFloat {
            guard page > 0, page.isFinite, origin.isFinite else { return origin }
            return min(max((origin / page).rounded() * page, 0), max(content - page, 0))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = snap(target.rect.origin.x, page: context.containerSize.width, content: context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = snap(target.rect.origin.y, page: context.containerSize.height, content: context.contentSize.height)
        }
    }
}

/// Comes to rest aligned to the views of a `scrollTargetLayout()`. A still render shows the
/// scroll view at its initial position, so the behaviour and its limit change nothing drawn.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may scroll: at most one page of views (`always`), or unlimited
    /// (`never`); `automatic` limits in horizontal scroll views on compact widths.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        /// The system's choice: limited for horizontal scrolling in a compact width.
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always limited to one page of views per swipe.
        public static let always = LimitBehavior(name: "always")
        /// Never limited.
        public static let never = LimitBehavior(name: "never")
        /// Limited to a few views per swipe (iOS 18).
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Limited to one view per swipe (iOS 18).
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }
    /// The limit on how far one swipe scrolls.
    public let limitBehavior: LimitBehavior
    /// Creates the behaviour (`automatic` limit).
    public init() { limitBehavior = .automatic }
    /// Creates the behaviour with a limit on how far one swipe scrolls.
    public init(limitBehavior: LimitBehavior) { self.limitBehavior = limitBehavior }

    /// Leaves the target as it is: aligning it needs the frames of the laid-out views, which a
    /// scroll only has while a person scrolls (never in a still render).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Paging.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View-aligned.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View-aligned, with a limit on how far one swipe scrolls.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// How a scroll view bounces at its edges.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    /// The platform default.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

nonisolated extension View {
    /// Sets where scrolling comes to rest. A still render is not scrolled: no effect.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_InertModifier())
    }

    /// Marks the layout whose views are scroll targets. No effect in a still render.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }

    /// Binds the identity of the view scrolled to (iOS 17). A still render shows the scroll
    /// view scrolled so that the view with the bound identity rests at `anchor` (its top or
    /// leading edge at the visible region's when nil, where a `scrollTargetLayout()` reports
    /// its first view), or from its start when the binding is nil; the binding is never written.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let id = id.wrappedValue.map { AnyHashable($0) }
        return transformEnvironment(\.scrollTargetRequest) { request in
            if let id { request = ScrollTargetRequest(target: .view(id), anchor: anchor ?? .topLeading) }
        }
    }

    /// Disables scrolling, cumulatively (`scrollDisabled(false)` under a disabled ancestor does
    /// not enable it): sets `isScrollEnabled`. A still render is not scrolled either way.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
    }

    /// Sets the bounce behaviour of the axes named (`verticalScrollBounceBehavior`,
    /// `horizontalScrollBounceBehavior`). Nothing bounces in a still render.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// Stops the scroll views inside clipping their content: cards' shadows below a carousel
    /// and the cards beyond its edges draw, as on iOS.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipIsDisabled, disabled)
    }

    /// Sets where a scroll view starts: a still render shows the content at that anchor
    /// (`.bottom`: the end of a chat), and content shorter than the scroll view sits there.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
