import Foundation

/// A property wrapper that tracks keyboard focus. In a still render nothing is focused by the
/// user: the wrapped value is its initial value (`false`, `nil`) unless code in `body` writes
/// it, and `focused` modifiers draw nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value
    private var box: StateBox<Value>?

    /// The current focus value (per position in the tree, as `@State`).
    public var wrappedValue: Value {
        get { box?.value ?? initial }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the focus value, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(storage: box ?? StateBox(initial)) }

    /// Creates a focus state holding `false` (for `Bool`) or `nil` (for an optional value),
    /// the two kinds SwiftUI allows. Declared here, not in constrained extensions, so that a
    /// view's `@FocusState private var field: Field?` stays out of its memberwise initialiser,
    /// as in SwiftUI. Any other value type is a programming error SwiftUI rejects at compile
    /// time; Backplate stops with a message naming the type.
    public init() {
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
           let value = optional.init(nilLiteral: ()) as? Value {
            initial = value
        } else if let value = false as? Value {
            initial = value
        } else {
            preconditionFailure("FocusState<\(Value.self)> needs a Bool or an optional value, as in SwiftUI")
        }
    }

    /// A binding to a focus state's value.
    @propertyWrapper
    public struct Binding {
        fileprivate let storage: StateBox<Value>
        /// The focus value.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState where Value == Bool {
    /// Creates a Boolean focus state holding `false`. With it, `@FocusState var isFocused`
    /// written without a type is a `FocusState<Bool>`, as SwiftUI infers it.
    public init() {
        initial = false
    }
}

extension FocusState: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        let initial = self.initial
        box = context.box { StateBox(initial) }
    }
}

nonisolated extension View {
    /// Binds the view's focus to a Boolean focus state. No visible effect in a still render.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(_InertModifier()) }

    /// Binds the view's focus to a focus state equal to `value`. No visible effect.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_InertModifier())
    }

    /// Asks for `binding` to take `value` when the focus is first evaluated in this view
    /// (iOS 17). No visible effect: a still render has no focus, so the focus state keeps
    /// its initial value (`nil` for an optional) and fields draw unfocused.
    public func defaultFocus<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value,
                                              priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(_InertModifier())
    }

    /// Makes the view focusable. No visible effect in a still render.
    public func focusable(_ isFocusable: Bool = true) -> some View { modifier(_InertModifier()) }
}

/// When a `defaultFocus(_:_:priority:)` applies: only when the system evaluates focus on its
/// own (`automatic`), or also on user-initiated changes (`userInitiated`).
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    /// Applied when the system evaluates the default focus itself.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also applied when the user's action moves focus into the view.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}
