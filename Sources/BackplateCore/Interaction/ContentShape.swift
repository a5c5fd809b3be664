import Foundation

/// The kinds of interaction a content shape defines (hit testing, previews, effects).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates kinds from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shape for hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape of accessibility frames.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
    /// Defines the content shape for hit testing. The shape is not drawn: no visible effect
    /// in a still render.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_InertModifier())
    }

    /// Defines the content shape for the given kinds of interaction. The shape is not drawn
    /// (a context menu preview shape matters only when the menu opens): no visible effect.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_InertModifier())
    }
}
