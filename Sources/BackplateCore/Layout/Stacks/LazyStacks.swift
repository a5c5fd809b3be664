import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers (pinned while scrolling; a still render is at the top, so they sit
    /// above their sections as usual).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed. A still render creates them all. Laid out as a `VStack`, except that it takes the
/// full proposed width (SwiftUI's lazy stacks fill their cross axis), its children aligned in
/// it by `alignment`.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack, as wide as proposed.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed. A still render creates them all. Laid out as an `HStack` that takes the full
/// proposed height, its children aligned in it by `alignment`.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack, as tall as proposed.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
