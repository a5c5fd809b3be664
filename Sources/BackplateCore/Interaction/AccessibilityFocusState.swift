import Foundation

/// Assistive technologies an `AccessibilityFocusState` follows (VoiceOver, Switch Control). None
/// runs in a still render.
public struct AccessibilityTechnologies: _BitFieldSet {
    /// The members, one bit each (`_BitFieldSet` gives the set operations).
    public var _bits: UInt
    /// The set with exactly the members of `bits`.
    public init(_bits: UInt) { self._bits = _bits }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(_bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(_bits: 1 << 1)
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
    /// Binds the view's accessibility focus to a Boolean state. In a still render nothing moves:
    /// no assistive technology runs, focus never changes and the tree is unchanged.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(_InertModifier())
    }

    /// Binds the view's accessibility focus to a state equal to `value`. In a still render
    /// nothing moves: no assistive technology runs, focus never changes and the tree is unchanged.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_InertModifier())
    }
}
