import BackplateCore
import Foundation

/// A Live Activity in the Dynamic Island: the expanded regions, the compact leading and
/// trailing views beside the camera, and the minimal view. `ActivityPreview` draws each.
public struct DynamicIsland {
    let expanded: [DynamicIslandRegionContent]
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keyline: Color?

    /// The island's views for each presentation.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The URL tapping the island opens (recorded: nothing is tapped in a render).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// Tints the island's border where the system draws one (recorded: the preview draws the
    /// island on its own, without the border).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keyline = color
        return copy
    }
    /// Changes a presentation's content margins (recorded: the preview keeps the system's).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// One of the island's presentations, as `contentMargins(_:_:for:)` names them.
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String
    /// The view left of the camera in the compact presentation.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The view right of the camera in the compact presentation.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region sits: beside the camera (leading, trailing), below it (center) or
/// under everything (bottom).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Left of the camera, down the island's leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Right of the camera, down the island's trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Under the other regions, the island's full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded island and its view.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    /// A region at `position`; a higher `priority` gets more of the width.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
    /// Changes the region's content margins (recorded: the preview keeps the system's).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> { self }
}

/// The expanded island's regions, as its builder collects them.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandRegionContent]
}

/// A region with its view erased.
struct DynamicIslandRegionContent {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let view: AnyView
}

/// Collects the expanded island's regions.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    /// The first region.
    public static func buildPartialBlock<Content: View>(first: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: [DynamicIslandRegionContent(position: first.position, priority: first.priority, view: AnyView(first.content))])
    }
    /// The regions of an inner block (an `if`).
    public static func buildPartialBlock<Content: View>(first: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: first.regions)
    }
    /// The regions so far and one more.
    public static func buildPartialBlock<Accumulated: View, Content: View>(accumulated: DynamicIslandExpandedContent<Accumulated>,
                                                                           next: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: accumulated.regions + [DynamicIslandRegionContent(position: next.position, priority: next.priority, view: AnyView(next.content))])
    }
    /// The regions so far and an inner block's.
    public static func buildPartialBlock<Accumulated: View, Content: View>(accumulated: DynamicIslandExpandedContent<Accumulated>,
                                                                           next: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: accumulated.regions + next.regions)
    }
    /// No regions.
    public static func buildBlock() -> DynamicIslandExpandedContent<AnyView> { DynamicIslandExpandedContent(regions: []) }
    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: DynamicIslandExpandedContent<Content>?) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content?.regions ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<Content: View>(first: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<Content: View>(second: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: second.regions)
    }
}
