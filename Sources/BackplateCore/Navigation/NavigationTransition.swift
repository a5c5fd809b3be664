import Foundation

/// How a navigation destination appears when pushed or presented (iOS 18). A still render
/// shows one frame at rest, so every transition draws the same final screen.
public protocol NavigationTransition {}

/// The system's default push or presentation transition.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A transition that zooms the destination out of a source view marked with
/// `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The default transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked as source `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a matched transition source looks while the transition runs (its background, clip
/// shape and shadow). Only the transition uses it: a still render draws the source unchanged.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source configuration that changes nothing; the configuration closure starts from it.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// Creates the empty configuration.
    public init() {}
}

/// A source configuration with a background, clip shape or shadow set.
public struct _MatchedTransitionSourceStyle: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The background the source shows during the transition.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { _MatchedTransitionSourceStyle() }

    /// The shape the source is clipped to during the transition.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { _MatchedTransitionSourceStyle() }

    /// The shadow the source casts during the transition.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        _MatchedTransitionSourceStyle()
    }
}

nonisolated extension View {
    /// Sets how this navigation destination appears (`.zoom(sourceID:in:)`, `.automatic`).
    /// A still render draws the destination at rest: the modifier changes nothing.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(_InertModifier())
    }

    /// Marks this view as the source a zoom transition grows from. Draws nothing in a still
    /// render: the view is unchanged.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }

    /// Marks this view as a zoom transition's source, configuring how it looks while the
    /// transition runs. The view is unchanged in a still render.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View {
        modifier(_InertModifier())
    }
}
