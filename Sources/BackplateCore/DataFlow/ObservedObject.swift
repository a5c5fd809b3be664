import Foundation

/// A property wrapper type that subscribes to an observable object (passed in by a parent).
///
/// In a still render the view reads the object's current values; `$model.title` gives a
/// `Binding` to a property of the object, for passing to child views.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        init(_ root: ObjectType) { self.root = root }

        /// A binding to the property of the object at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(wrappedValue) }
}
