import Foundation

/// How a view's content changes when it is replaced (numbers rolling, symbols morphing). A
/// still render shows the current content: no visible effect.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    /// A readable name.
    public let description: String
    /// No transition: the content is replaced.
    public static let identity = ContentTransition(description: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(description: "opacity")
    /// Interpolates glyph shapes where possible.
    public static let interpolate = ContentTransition(description: "interpolate")
    /// Numeric text rolling up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: "numericText(countsDown: \(countsDown))")
    }
    /// Numeric text rolling in the direction of `value`'s change (iOS 17).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: "numericText(value: \(value))")
    }
    /// Symbol images change with their default symbol effect (iOS 17).
    public static let symbolEffect = ContentTransition(description: "symbolEffect")
}

nonisolated extension View {
    /// Sets how this view's content transitions when it changes (sets
    /// `EnvironmentValues.contentTransition`). No effect on a still render.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_EnvironmentTransformModifier { $0.contentTransition = transition })
    }
}
