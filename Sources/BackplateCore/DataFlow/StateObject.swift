import Foundation

/// A property wrapper type that instantiates an observable object.
///
/// The object is created from the autoclosure once per position in a render (the first time
/// the render evaluates the view there) and kept for the rest of that render, so two copies of
/// the view, two positions or two renders never share an object. Read outside a body, the
/// wrapper creates a throwaway object and logs a runtime warning, as SwiftUI does.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let thunk: () -> ObjectType
    var box: StateBox<ObjectType>?

    /// Creates a new state object with an initial wrapped value (evaluated lazily, once per
    /// position in a render).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The underlying object.
    public var wrappedValue: ObjectType {
        if let box { return box.value }
        RuntimeWarning.emit("Accessing StateObject<\(ObjectType.self)>'s object without being installed on a View: a new instance is created each time.")
        return thunk()
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(wrappedValue)
    }
}

extension StateObject: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        let thunk = self.thunk
        box = context.box { StateBox(thunk()) }
    }
}
