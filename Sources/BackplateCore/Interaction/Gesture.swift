import Foundation

/// An instance that matches a sequence of events to a gesture and returns a stream of values
/// for each of its states. A still render receives no events: gestures never start, their
/// callbacks never run, and `@GestureState` keeps its initial value.
///
/// As in SwiftUI, the protocol is `@MainActor @preconcurrency`: a custom gesture's `body` is
/// main-actor isolated and may read an app's `@MainActor` model. Backplate's own gestures are
/// `nonisolated`, so they can be built on a render's thread.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture produces.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Body { get }
}

nonisolated extension Never: Gesture {
    /// Never produces a value.
    public typealias Value = Never
}

/// An optional gesture: `.gesture(isEnabled ? drag : nil)` attaches the gesture or none. A
/// still render runs neither.
nonisolated extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// Built-in gestures are matched by the system; they have no body.
func primitiveGestureBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive gesture and has no body")
}

/// Options that control how adding a gesture affects other gestures of the view and its subviews.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a mask from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disables the attached gesture and the subviews' gestures.
    public static let none: GestureMask = []
    /// Enables the attached gesture and disables the subviews' gestures.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enables the subviews' gestures and disables the attached gesture.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enables both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture {
    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture with an action run while its value changes. Never run in a still render.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
    let content: Content
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture with an action run when it ends. Never run in a still render.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture whose value is mapped by a closure. Never run in a still render.
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture that updates a `@GestureState` while it is active. Never run in a still render,
/// so the state keeps its initial value.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The base gesture.
    public var base: Base
    /// The state the gesture updates.
    public var state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void
    /// Creates the gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base; self.state = state; self.update = body
    }
    /// A primitive gesture has no body (a still render matches no gesture).
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// Two gestures recognised at the same time.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the combination.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// The values of both gestures, each present while that gesture is active.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture recognised after another one succeeds.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the sequence.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// The state of the sequence.
    public enum Value {
        /// The first gesture is active.
        case first(First.Value)
        /// The first gesture ended; the second may be active.
        case second(First.Value, Second.Value?)
    }
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which only one succeeds, the first having precedence.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Creates the exclusive pair.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// The value of whichever gesture is active.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

nonisolated extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes. Never run in a still render.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self) }
}

nonisolated extension Gesture {
    /// Adds an action to perform when the gesture ends. Never run in a still render.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }

    /// Updates `state` as the gesture's value changes. Never run in a still render: the state
    /// keeps its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a gesture whose value is mapped by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }

    /// Combines this gesture with `other`, both recognised at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    /// Sequences this gesture before `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// Combines this gesture with `other`; only one succeeds, this one first.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

nonisolated extension View {
    /// Attaches a gesture. A still render receives no events: no visible effect.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a gesture recognised alongside the view's other gestures. No visible effect.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a gesture with precedence over the view's other gestures. No visible effect.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a gesture while `isEnabled` (iOS 18). A still render receives no events: no
    /// visible effect either way.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a gesture recognised alongside the view's others while `isEnabled` (iOS 18).
    /// No visible effect.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a gesture with precedence over the view's others while `isEnabled` (iOS 18).
    /// No visible effect.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(_InertModifier())
    }
}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
