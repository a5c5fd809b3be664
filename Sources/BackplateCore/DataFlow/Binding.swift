import Foundation

/// A two-way connection to a value stored elsewhere (a view's `@State`, a model's property,
/// an element of a collection).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The transaction the binding's changes are made in (`transaction(_:)`, `animation(_:)`
    /// set it). A still render runs no animation, so it changes nothing drawn.
    public var transaction = Transaction()

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding from another binding (the `@Binding var x: T` initialiser form).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// Creates a binding to an optional value from a binding to a non-optional one; writing
    /// `nil` through it is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// Creates a binding to the unwrapped value of an optional binding, or `nil` when the base
    /// currently holds `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
    }

    /// Creates a binding to a hashable value seen as `AnyHashable`; writes of another type are
    /// ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) },
                  set: { if let v = $0.base as? V { base.wrappedValue = v } })
    }
}

/// A binding crosses concurrency domains when its value can, as SwiftUI's does.
extension Binding: @unchecked Sendable where Value: Sendable {}
// Unchecked Sendable: SwiftUI's is Sendable when its value is; the getter and setter reach its owner.

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to each element of the collection, in order.
    public typealias Element = Binding<Value.Element>
    /// Iterates over element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The bindings of a subrange.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The index type of the collection.
    public typealias Index = Value.Index
    /// The indices of the collection.
    public typealias Indices = Value.Indices
    /// The collection's first index.
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    /// The collection's past-the-end index.
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }
    /// Replaces `i` with the index after it.
    public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`.
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i`.
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }
    /// Replaces `i` with the index before it.
    public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}
