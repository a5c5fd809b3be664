import Foundation
import Observation

nonisolated extension View {
    /// Publishes an `@Observable` object for `@FocusedValue(Type.self)` readers while this view
    /// (or a view inside it) has focus (iOS 17). Nothing has focus in a still render: this
    /// changes nothing.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_InertModifier())
    }

    /// Publishes an `@Observable` object for `@FocusedValue(Type.self)` readers while this
    /// view's scene has focus (iOS 17). A still render has no focused scene: this changes nothing.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_InertModifier())
    }
}
