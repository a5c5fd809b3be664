import Foundation

/// A gesture that succeeds when the user holds a press. Never recognised in a still render.
nonisolated public struct LongPressGesture: Gesture {
    /// The minimum press duration, in seconds.
    public var minimumDuration: Double
    /// The maximum distance the press may move, in points.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// Whether the press is in progress.
    public typealias Value = Bool
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

nonisolated extension View {
    /// Adds an action to perform when the view recognises a long press. A still render
    /// receives no presses: no visible effect.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_InertModifier())
    }

    /// Adds an action to perform when the view recognises a long press, and one run as the
    /// pressing state changes (deprecated in SwiftUI). No visible effect.
    @available(*, deprecated, message: "Use onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
}
