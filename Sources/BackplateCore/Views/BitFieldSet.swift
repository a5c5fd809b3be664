import Foundation

/// The set operations of SwiftUI's small sets of flags that are declared `SetAlgebra` rather
/// than `OptionSet` (`AccessibilityTraits`, `AccessibilityTechnologies`,
/// `TableColumnCustomizationBehavior`): each member is one bit of `_bits`, and every operation
/// is a bitwise one. Not for use in app code.
public protocol _BitFieldSet: SetAlgebra, Hashable, Sendable where Element == Self {
    /// The members, one bit each.
    var _bits: UInt { get set }
    /// The set with exactly the members of `bits`.
    init(_bits: UInt)
}

extension _BitFieldSet {
    /// The empty set.
    public init() { self.init(_bits: 0) }
    /// Whether `member`'s members are all in the set.
    public func contains(_ member: Self) -> Bool { _bits & member._bits == member._bits }
    /// The members of either set.
    public func union(_ other: Self) -> Self { Self(_bits: _bits | other._bits) }
    /// The members of both sets.
    public func intersection(_ other: Self) -> Self { Self(_bits: _bits & other._bits) }
    /// The members of exactly one of the sets.
    public func symmetricDifference(_ other: Self) -> Self { Self(_bits: _bits ^ other._bits) }
    /// Adds `newMember`; answers whether it was new and the member now in the set.
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        _bits |= newMember._bits
        return (inserted, newMember)
    }
    /// Removes `member`; answers it if it was in the set.
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = contains(member) ? member : nil
        _bits &= ~member._bits
        return removed
    }
    /// Inserts `newMember`; answers it if it was already in the set.
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let old = contains(newMember) ? newMember : nil
        _bits |= newMember._bits
        return old
    }
    /// Adds the members of `other`.
    public mutating func formUnion(_ other: Self) { _bits |= other._bits }
    /// Keeps only the members also in `other`.
    public mutating func formIntersection(_ other: Self) { _bits &= other._bits }
    /// Keeps the members in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: Self) { _bits ^= other._bits }
}
