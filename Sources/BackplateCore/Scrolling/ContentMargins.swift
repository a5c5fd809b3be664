import Foundation

/// The kinds of content a `contentMargins` modifier applies to.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    /// Both the scroll content and the scroll indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators (not drawn in a still render).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// Extra margins around the content of scroll views in this environment.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds margins around the content of scroll views in this view: the content is inset
    /// inside the scroll view (the scroll view's frame does not change).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let apply = placement != .scrollIndicators
        return transformEnvironment(\.scrollContentMargins) { margins in
            guard apply else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Adds margins of one length around the content of scroll views in this view.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Adds margins of one length around the content of scroll views in this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
