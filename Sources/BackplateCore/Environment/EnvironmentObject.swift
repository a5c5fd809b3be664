import Foundation

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
///
/// SwiftUI traps when no ancestor supplied the object. Backplate does not end the process: a
/// view (or view modifier) whose `@EnvironmentObject` is missing is not evaluated; Backplate
/// logs a runtime warning naming the type, and the view draws nothing (it resolves to no
/// view, like `EmptyView`; a modifier is skipped and its content drawn unmodified). Reading
/// the property outside a body still traps, as in SwiftUI, since no object exists to return.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property of the object at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    var object: ObjectType?

    /// Creates an environment object.
    public init() {}

    /// The underlying object supplied by an ancestor.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        object = context.environment[EnvironmentObjectKey<ObjectType>.self]
        if object == nil {
            context.missing.append("No ObservableObject of type \(ObjectType.self) found: a View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
    }
}

/// The environment slot of an `ObservableObject` of one type.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Supplies an observable object to this view's subtree, read by `@EnvironmentObject`
    /// properties of type `T`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentTransformModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
