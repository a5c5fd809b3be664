import Foundation

// SwiftUI declares AccessibilityTechnologies' SetAlgebra members with the set's own type (its
// `Element` is itself), each on the set's bits: the symbol graph lists `_BitFieldSet`'s shared
// implementations only as synthesized members.
extension AccessibilityTechnologies {
    /// The empty set.
    public init() { self.init(_bits: 0) }

    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(_bits: _bits | other._bits) }

    /// Adds the technologies of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { _bits |= other._bits }

    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(_bits: _bits & other._bits) }

    /// Keeps only the technologies also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { _bits &= other._bits }

    /// The technologies in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(_bits: _bits ^ other._bits) }

    /// Keeps the technologies in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { _bits ^= other._bits }

    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { _bits & member._bits == member._bits }

    /// Adds `newMember`; `inserted` is `false` when it was already there.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let present = contains(newMember)
        _bits |= newMember._bits
        return (!present, newMember)
    }

    /// Removes `member`, returning it when it was in the set.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = contains(member)
        _bits &= ~member._bits
        return present ? member : nil
    }

    /// Inserts `newMember`, returning it when it was already in the set.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = contains(newMember)
        _bits |= newMember._bits
        return present ? newMember : nil
    }
}
