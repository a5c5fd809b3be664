import Foundation

// AccessibilityTraits' set operations, declared on the type as SwiftUI declares them (its
// traits are a set algebra, not an option set, in Apple's interface).

extension AccessibilityTraits {
    /// No traits.
    public init() { self.init(rawValue: 0) }
    /// Whether `member`'s members are all in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
    /// The members of either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue | other.rawValue) }
    /// The members of both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue & other.rawValue) }
    /// The members of exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue ^ other.rawValue) }
    /// Adds `newMember`; answers whether it was new and the member now in the set.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = AccessibilityTraits(rawValue: rawValue | newMember.rawValue)
        return (inserted, newMember)
    }
    /// Removes `member`; answers it if it was in the set.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = contains(member) ? member : nil
        self = AccessibilityTraits(rawValue: rawValue & ~member.rawValue)
        return removed
    }
    /// Inserts `newMember`; answers it if it was already in the set.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let old = contains(newMember) ? newMember : nil
        self = AccessibilityTraits(rawValue: rawValue | newMember.rawValue)
        return old
    }
    /// Adds the members of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = AccessibilityTraits(rawValue: rawValue | other.rawValue) }
    /// Keeps only the members also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = AccessibilityTraits(rawValue: rawValue & other.rawValue) }
    /// Keeps the members in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = AccessibilityTraits(rawValue: rawValue ^ other.rawValue) }
}
