import BackplateCore
import Foundation

/// An expression that an event rule may use, as TipKit's `EventPredicateExpression`: Foundation's
/// variables, values, key paths, comparisons and logic, and TipKit's donation filters.
public protocol EventPredicateExpression<Output>: PredicateExpression {}

extension PredicateExpressions.Variable: EventPredicateExpression {}
extension PredicateExpressions.Value: EventPredicateExpression {}
extension PredicateExpressions.KeyPath: EventPredicateExpression where Root: EventPredicateExpression {}
extension PredicateExpressions.Comparison: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}
extension PredicateExpressions.Equal: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}
extension PredicateExpressions.NotEqual: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}
extension PredicateExpressions.Conjunction: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}
extension PredicateExpressions.Disjunction: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}
extension PredicateExpressions.Negation: EventPredicateExpression where Wrapped: EventPredicateExpression {}
extension PredicateExpressions.Arithmetic: EventPredicateExpression where LHS: EventPredicateExpression, RHS: EventPredicateExpression {}

extension PredicateExpressions {
    /// How `DonationFilter` compares a donation's value with the given one.
    public enum DonationFilterOperator: Codable, Sendable, Hashable {
        /// The values are equal.
        case equal
        /// The values differ.
        case notEqual
        /// The donation's value is smaller.
        case lessThan
        /// The donation's value is smaller or equal.
        case lessThanOrEqual
        /// The donation's value is greater.
        case greaterThan
        /// The donation's value is greater or equal.
        case greaterThanOrEqual
    }

    /// The donations of `base` whose information has, at `keyPath`, a value that compares with
    /// `value` by `op` (values that are not comparable match only `.notEqual`).
    public struct DonationFilter<DonationInfo: Codable & Sendable, Value: Codable & Sendable, Base: EventPredicateExpression & Sendable>:
        EventPredicateExpression, Sendable where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        let base: Base
        let keyPath: Swift.KeyPath<DonationInfo, Value> & Sendable
        let op: DonationFilterOperator
        let value: Value

        /// The matching donations, oldest first.
        public func evaluate(_ bindings: PredicateBindings) throws -> [Tips.Event<DonationInfo>.Donation] {
            try base.evaluate(bindings).filter { donationValue($0.info[keyPath: keyPath], op, value) }
        }
    }

    /// Keeps the donations whose information compares at `keyPath` with `value` by `op`.
    public static func build_DonationFilter<DonationInfo: Codable & Sendable, Value: Codable & Sendable, Base: EventPredicateExpression & Sendable>(
        _ base: Base, keyPath: Swift.KeyPath<DonationInfo, Value>, op: DonationFilterOperator, value: Value
    ) -> DonationFilter<DonationInfo, Value, Base> where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        DonationFilter(base: base, keyPath: tipSendableKeyPath(keyPath), op: op, value: value)
    }

    /// The donations of `base` made within the last `range` of time.
    public struct DonatedWithin<DonationInfo: Codable & Sendable, Base: EventPredicateExpression & Sendable>:
        EventPredicateExpression, Sendable where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        let base: Base
        let range: Tips.DonationTimeRange

        /// The recent donations, oldest first.
        public func evaluate(_ bindings: PredicateBindings) throws -> [Tips.Event<DonationInfo>.Donation] {
            try base.evaluate(bindings).donatedWithin(range)
        }
    }

    /// Keeps the donations made within the last `range` (`$0.donations.donatedWithin(.week)`).
    public static func build_donatedWithin<DonationInfo: Codable & Sendable, Base: EventPredicateExpression & Sendable>(
        _ base: Base, _ range: Tips.DonationTimeRange
    ) -> DonatedWithin<DonationInfo, Base> where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        DonatedWithin(base: base, range: range)
    }

    /// The largest group of `base`'s donations with one value at `keyPath`.
    public struct LargestSubset<DonationInfo: Codable & Sendable, Value: Codable & Hashable & Sendable, Base: EventPredicateExpression & Sendable>:
        EventPredicateExpression, Sendable where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        let base: Base
        let keyPath: Swift.KeyPath<DonationInfo, Value> & Sendable

        /// The group's donations, oldest first (empty for no donations).
        public func evaluate(_ bindings: PredicateBindings) throws -> [Tips.Event<DonationInfo>.Donation] {
            try base.evaluate(bindings).largestSubset(groupedBy: keyPath)
        }
    }

    /// Keeps the largest group of donations with one value at `keyPath`.
    public static func build_largestSubset<DonationInfo: Codable & Sendable, Value: Codable & Hashable & Sendable, Base: EventPredicateExpression & Sendable>(
        _ base: Base, groupedBy keyPath: Swift.KeyPath<DonationInfo, Value>
    ) -> LargestSubset<DonationInfo, Value, Base> where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        LargestSubset(base: base, keyPath: tipSendableKeyPath(keyPath))
    }

    /// The smallest group of `base`'s donations with one value at `keyPath`.
    public struct SmallestSubset<DonationInfo: Codable & Sendable, Value: Codable & Hashable & Sendable, Base: EventPredicateExpression & Sendable>:
        EventPredicateExpression, Sendable where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        let base: Base
        let keyPath: Swift.KeyPath<DonationInfo, Value> & Sendable

        /// The group's donations, oldest first (empty for no donations).
        public func evaluate(_ bindings: PredicateBindings) throws -> [Tips.Event<DonationInfo>.Donation] {
            try base.evaluate(bindings).smallestSubset(groupedBy: keyPath)
        }
    }

    /// Keeps the smallest group of donations with one value at `keyPath`.
    public static func build_smallestSubset<DonationInfo: Codable & Sendable, Value: Codable & Hashable & Sendable, Base: EventPredicateExpression & Sendable>(
        _ base: Base, groupedBy keyPath: Swift.KeyPath<DonationInfo, Value>
    ) -> SmallestSubset<DonationInfo, Value, Base> where Base.Output == [Tips.Event<DonationInfo>.Donation] {
        SmallestSubset(base: base, keyPath: tipSendableKeyPath(keyPath))
    }
}

/// `keyPath` as a sendable key path: key paths are immutable, so sharing one is safe.
private func tipSendableKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}

/// Whether `lhs` compares with `rhs` by `op`: by `Comparable` when the values are, else by
/// `Equatable` (orderings never hold), else only `.notEqual` holds.
private func donationValue<Value>(_ lhs: Value, _ op: PredicateExpressions.DonationFilterOperator, _ rhs: Value) -> Bool {
    if let comparable = lhs as? any Comparable { return compared(comparable, op, rhs) }
    if let equatable = lhs as? any Equatable {
        let same = equated(equatable, rhs)
        return op == .equal ? same : op == .notEqual ? !same : false
    }
    return op == .notEqual
}

private func compared<T: Comparable>(_ lhs: T, _ op: PredicateExpressions.DonationFilterOperator, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return op == .notEqual }
    switch op {
    case .equal: return lhs == rhs
    case .notEqual: return lhs != rhs
    case .lessThan: return lhs < rhs
    case .lessThanOrEqual: return lhs <= rhs
    case .greaterThan: return lhs > rhs
    case .greaterThanOrEqual: return lhs >= rhs
    }
}

private func equated<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    (rhs as? T).map { $0 == lhs } ?? false
}
