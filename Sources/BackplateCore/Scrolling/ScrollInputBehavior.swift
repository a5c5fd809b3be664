import Foundation

/// Whether a scroll view responds to a kind of input (iOS 18). A still render scrolls
/// nothing, so the choice changes nothing drawn.
public struct ScrollInputBehavior: Equatable, Sendable {
    let name: String
    /// The system's choice for the input.
    public static var automatic: ScrollInputBehavior { ScrollInputBehavior(name: "automatic") }
    /// The input scrolls.
    public static var enabled: ScrollInputBehavior { ScrollInputBehavior(name: "enabled") }
    /// The input does not scroll.
    public static var disabled: ScrollInputBehavior { ScrollInputBehavior(name: "disabled") }
}

/// A kind of input that scrolls (watchOS' hand gestures, visionOS' look): none of them exists
/// on an iPhone.
public struct ScrollInputKind: Equatable, Sendable {
    let name: String
}

/// Whether a scroll view keeps its visible content in place when its content size changes
/// during a transaction (iOS 18). A still render shows the initial position either way.
public struct ScrollContentOffsetAdjustmentBehavior: Equatable, Sendable {
    let name: String
    /// The system's choice: the offset adjusts to keep the visible content in place.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { .init(name: "automatic") }
    /// The offset is kept as it was.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { .init(name: "disabled") }
}

private struct ScrollContentOffsetAdjustmentKey: TransactionKey {
    static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}

extension Transaction {
    /// How scroll views adjust their offset when this transaction changes their content
    /// size: `.automatic` unless set.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[ScrollContentOffsetAdjustmentKey.self] }
        set { self[ScrollContentOffsetAdjustmentKey.self] = newValue }
    }
}

/// A scroll target behavior of any type (iOS 18): it changes a target as its base does.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behavior this one wraps.
    public var base: (any ScrollTargetBehavior)
    /// Wraps `behavior`.
    public init(_ behavior: some ScrollTargetBehavior) { base = behavior }
    /// Changes `target` as the base behavior does.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

nonisolated extension View {
    /// Sets whether the view's scroll views respond to `input`. A still render scrolls
    /// nothing: the view draws as without it.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        modifier(_InertModifier())
    }
}
