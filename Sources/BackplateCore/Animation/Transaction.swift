import Foundation

/// The context of the current state change: its animation and whether animations are
/// disabled. A still render runs no animation, so a transaction only carries values.
public struct Transaction: Sendable {
    /// The animation of the state change, if any.
    public var animation: Animation?
    /// Whether views should disable their animations.
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous: Bool = false
    /// Whether the change is tracked by the scroll view (iOS 17). Always `false` here.
    public var tracksVelocity: Bool = false
    /// Values set through `TransactionKey`s (TransactionKey.swift).
    var keyedValues: [ObjectIdentifier: TransactionValueBox] = [:]

    /// Creates a transaction with no animation.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// When an animation's completion runs (iOS 17). A still render has no running animation.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation is logically complete.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is entirely removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and returns its result. A still render has nothing to animate: the state
/// `body` sets is the state drawn.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`, and returns the body's result (iOS 17). A still render
/// shows the final state, so the animation is complete as soon as the body has run: the
/// completion runs right away.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction` and returns its result.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with one transaction value set and returns its result.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

nonisolated extension View {
    /// Changes the transaction of state changes in this view. No effect on a still render.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Changes the transaction when `value` changes (iOS 17). No effect on a still render.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Changes the transaction of the changes `body` makes to the modified content (iOS 17).
    /// The body is applied to the content as written, so the still render shows its final state.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(self))
    }
}
