import Foundation

/// A key for a custom value a `Transaction` carries (iOS 17), read and written with
/// `transaction[Key.self]`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that never set this key.
    static var defaultValue: Value { get }
}

/// A transaction value of any type. Unchecked Sendable: SwiftUI's keys need not be Sendable,
/// and a transaction's values are set and read on the main actor.
struct TransactionValueBox: @unchecked Sendable {
    let value: Any
}

extension Transaction {
    /// The value of `key` in this transaction, or its default when it was never set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { keyedValues[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { keyedValues[ObjectIdentifier(key)] = TransactionValueBox(value: newValue) }
    }

    /// Where a scroll view scrolled by this transaction puts its target (`nil`: the system's choice).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }

    /// Adds a completion to run when the transaction's animations finish. A still render shows
    /// the final state, so nothing is animating: `completion` runs at once, as with
    /// `withAnimation(_:completionCriteria:_:completion:)`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completion()
    }
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static let defaultValue: UnitPoint? = nil
}
