import Foundation

/// Reads an observable object that the focused view publishes with `focusedObject(_:)`:
/// `@FocusedObject var document: DocumentModel?`. Nothing has focus in a still render, so the
/// object is nil.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the focused view's object of this type.
    public init() {}

    /// The focused view's object: nil in a still render.
    public var wrappedValue: ObjectType? { nil }

    /// A wrapper making bindings to the object's properties: nil in a still render.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }

    /// Makes bindings to the focused object's properties (`$object?.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath` of the focused object.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

nonisolated extension View {
    /// Publishes an observable object for `@FocusedObject` readers while this view has focus.
    /// Nothing has focus in a still render: this changes nothing.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { modifier(_InertModifier()) }

    /// Publishes an optional observable object for `@FocusedObject` readers while this view
    /// has focus. Nothing has focus in a still render: this changes nothing.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { modifier(_InertModifier()) }

    /// Publishes an observable object for `@FocusedObject` readers while this view's scene has
    /// focus. A still render has no focused scene: this changes nothing.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { modifier(_InertModifier()) }

    /// Publishes an optional observable object for `@FocusedObject` readers while this view's
    /// scene has focus. A still render has no focused scene: this changes nothing.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { modifier(_InertModifier()) }
}
