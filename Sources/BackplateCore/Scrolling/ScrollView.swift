import Foundation

/// A scrollable view. A still render shows the content from its top-leading edge: the content
/// is proposed `nil` along the scroll axes (its ideal length) and clipped to the scroll view,
/// which takes the space offered along its scroll axes (its content's length when unspecified)
/// and its content's size across them: a vertical scroll view of short lines is as wide as
/// its widest line, and a horizontal one as tall as its tallest card.
///
/// In a safe area the scroll view behaves as on iOS: its frame stays inside the safe area, but
/// where the frame touches the safe-area boundary its content is drawn on into the insets, so
/// a background on the content reaches under the status bar and content taller than the view
/// continues under the home indicator (or a tab bar). A scroll view that ignores the safe area
/// itself starts its content below the top inset, as iOS's content inset does.
nonisolated public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (never in a still render).
    public var showsIndicators: Bool

    /// Creates a scroll view on `axes` (iOS 13's current form; indicators follow
    /// `scrollIndicators(_:axes:)`, and no indicator shows in a still render).
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }

    /// Creates a scroll view, saying whether indicators show while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The content at its ideal length on the scroll axes, clipped.
    public var body: some View {
        _ScrollContent(axes: axes, content: content)
    }
}

nonisolated struct _ScrollContent<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    @Environment(\.scrollContentMargins) private var margins
    @Environment(\.defaultScrollAnchor) private var anchor
    var body: some View {
        Group {
            if axes == .horizontal {
                HStack(spacing: 0) { content }
            } else {
                VStack(spacing: 0) { content }
            }
        }
        .padding(margins)
        .environment(\.scrollContentMargins, EdgeInsets())
        .environment(\.defaultScrollAnchor, nil)
        .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        // The viewport takes the length offered even when its content is longer; the content sits
        // at its default scroll anchor (top leading unless `defaultScrollAnchor` says otherwise).
        ._scrollViewport(axes: axes, alignment: DefaultScrollAnchorAlignment.alignment(for: anchor, axes: axes))
        .modifier(_ContainerRelativeFrameContainer(insets: margins))
        .coordinateSpace(.scrollView)
    }
}

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform default.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Visible while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform requires them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never visible.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

nonisolated extension View {
    /// Sets the visibility of scroll indicators on the axes named (`verticalScrollIndicatorVisibility`,
    /// `horizontalScrollIndicatorVisibility`). Indicators only show while scrolling, so a still
    /// render never draws them.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// `ScrollViewReader`. A call made while the view first appears (in `onAppear` or `task`, as
/// apps scroll a chat to its newest message) shows the scroll views scrolled there in a
/// snapshot; a plain `ImageRenderer` render runs no such actions.
public struct ScrollViewProxy {
    let requests: ScrollViewProxyRequests

    /// Scrolls the scroll views around the view with identity `id` (an `.id(_:)` or a
    /// `ForEach` element's identity) so that its `anchor` meets the same point of the visible
    /// region, or by the least amount that shows all of it when `anchor` is nil. Scrolling
    /// stops at the content's ends; an identity no view has leaves the scroll views as they are.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.latest = ScrollTargetRequest(target: .view(AnyHashable(id)), anchor: anchor)
    }
}

/// A view that provides programmatic scrolling through a proxy to its content.
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The content, given the proxy.
    public var content: (ScrollViewProxy) -> Content
    @State private var requests = ScrollViewProxyRequests()

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, built with a proxy whose `scrollTo` applies from the render's next pass
    /// to the scroll views inside.
    public var body: some View {
        let proxy = ScrollViewProxy(requests: requests)
        return content(proxy).transformEnvironment(\.scrollTargetRequest) { request in
            if let latest = proxy.requests.latest { request = latest }
        }
    }
}
