import Foundation

/// Assistive technologies an `AccessibilityFocusState` follows (VoiceOver, Switch Control). None
/// runs in a still render.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    /// The set's own element type: each member is itself a set.
    public typealias Element = AccessibilityTechnologies
    var bits: UInt
    init(bits: UInt) { self.bits = bits }
    /// The empty set.
    public init() { bits = 0 }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)
    /// Whether `member`'s members are all in the set.
    public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
    /// The members of either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits | other.bits) }
    /// The members of both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits & other.bits) }
    /// The members of exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits ^ other.bits) }
    /// Adds `newMember`; answers whether it was new and the member now in the set.
    @discardableResult
    public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes `member`; answers it if it was in the set.
    @discardableResult
    public mutating func remove(_ member: Element) -> Element? {
        let removed = contains(member) ? member : nil
        bits &= ~member.bits
        return removed
    }
    /// Inserts `newMember`; answers it if it was already in the set.
    @discardableResult
    public mutating func update(with newMember: Element) -> Element? {
        let old = contains(newMember) ? newMember : nil
        bits |= newMember.bits
        return old
    }
    /// Adds the members of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// Keeps only the members also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// Keeps the members in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}

/// A property wrapper for the view that an assistive technology (VoiceOver, Switch Control)
/// focuses (iOS 15). No assistive technology runs in a still render, so the value is always
/// its initial one (`false`, or `nil` for an optional) and writes are ignored.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let initial: Value

    /// The focused value: always the initial one in a still render.
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }

    /// A binding to the focus value, for `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding { Binding(value: initial) }

    /// A focus state holding `false` (for `Bool`) or `nil` (for an optional value), the two
    /// kinds SwiftUI allows (any other type stops with a message naming it, as `FocusState` does).
    public init() {
        initial = FocusState<Value>().wrappedValue
    }

    /// A focus state following the given assistive technologies (none runs in a still render).
    public init(for technologies: AccessibilityTechnologies) {
        self.init()
    }

    /// A binding to an accessibility focus state's value.
    @propertyWrapper
    public struct Binding {
        let value: Value

        /// The focused value: always the initial one in a still render.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }

        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

nonisolated extension View {
    /// Binds the view's accessibility focus to a Boolean state. No assistive technology runs in
    /// a still render: no visible effect.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(_InertModifier())
    }

    /// Binds the view's accessibility focus to a state equal to `value`. No assistive
    /// technology runs in a still render: no visible effect.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_InertModifier())
    }
}
